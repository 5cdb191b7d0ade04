import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The text layer of a PDF as lines, for the document checks (weigh slips, certificates), read by
 * pdf.js (through unjs's `unpdf`). pdf.js marks where a text line ends (`hasEOL`), so a line of the
 * document is a line here; pictures of text (scans) have no text layer.
 */
export type PdfText =
  { lines: string[]; error: null } | { lines: null; error: 'pdfNotReadable' | 'pdfWithoutText' };

export interface PdfLimits {
  /** Larger files are refused unread (uploads stop at 5 MB). */
  maxBytes: number;
  /** A reading that takes longer is stopped. */
  timeoutMs: number;
  /** A reading during which the process grows by more is stopped (a compression bomb: pdf.js bounds no stream). */
  maxGrowthBytes: number;
}

export const PDF_LIMITS: PdfLimits = {
  maxBytes: 8_000_000,
  timeoutMs: 20_000,
  maxGrowthBytes: 512 * 1024 * 1024,
};

/**
 * pdf.js runs in a thread of its own, one reading at a time: a hostile file's endless or huge work
 * is stopped there (the thread is terminated, even inside synchronous decoding), never in the review.
 * The thread is plain JavaScript so that it runs the same under tsx and under the tests.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const unpdf = require(workerData.unpdf);
parentPort.on('message', async ({ data }) => {
  try {
    const pdf = await unpdf.getDocumentProxy(data, { verbosity: 0, isEvalSupported: false });
    try {
      const { text } = await unpdf.extractText(pdf, { mergePages: true });
      parentPort.postMessage({ text });
    } finally {
      await pdf.destroy();
    }
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
});`;

const UNPDF = createRequire(import.meta.url).resolve('unpdf');

let thread: Worker | null = null;
let queue: Promise<unknown> = Promise.resolve();

const startThread = () => {
  const started = new Worker(THREAD, {
    eval: true,
    workerData: { unpdf: UNPDF },
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  started.unref(); // an idle reader never keeps the process alive
  started.on('error', () => undefined); // reported to the waiting reading through 'exit'
  return started;
};

/** The text pdf.js extracts (lines end in "\n"), or why it gave none. */
const extract = (file: Buffer, limits: PdfLimits) =>
  new Promise<{ text?: string; error?: string }>((resolve) => {
    const reader = (thread ??= startThread());
    const startRss = process.memoryUsage.rss();
    const stop = (error: string) => {
      done({ error });
      if (thread === reader) thread = null;
      void reader.terminate();
    };
    const timer = setTimeout(() => stop('timeout'), limits.timeoutMs);
    // An answer that comes at or after the deadline is late too, whichever of the two the event
    // loop happens to run first when both are ready (a loaded machine ran the answer first).
    const deadline = Date.now() + limits.timeoutMs;
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() - startRss > limits.maxGrowthBytes) stop('memory');
    }, 20);
    const onMessage = (answer: { text?: string; error?: string }) =>
      Date.now() >= deadline ? stop('timeout') : done(answer);
    const onExit = () => {
      if (thread === reader) thread = null;
      done({ error: 'reader exited' });
    };
    function done(answer: { text?: string; error?: string }) {
      clearTimeout(timer);
      clearInterval(watch);
      reader.off('message', onMessage).off('exit', onExit);
      resolve(answer);
    }
    reader.on('message', onMessage).on('exit', onExit);
    const data = new Uint8Array(file); // a copy, handed over to the thread
    reader.postMessage({ data }, [data.buffer]);
  });

/** The PDF's text lines, or why there are none (too large, not a readable PDF, or no text layer). */
export const pdfText = async (file: Buffer, limits: PdfLimits = PDF_LIMITS): Promise<PdfText> => {
  if (file.length > limits.maxBytes) return { lines: null, error: 'pdfNotReadable' };
  const reading = queue.then(() => extract(file, limits));
  queue = reading.catch(() => undefined);
  // Whatever a broken or hostile file does, it is the check's failure, never a crash of the review.
  const { text } = await reading.catch(() => ({ text: undefined }));
  if (text === undefined) return { lines: null, error: 'pdfNotReadable' };
  const lines = text
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter((line) => /[\p{L}\p{N}]/u.test(line));
  return lines.length > 0 ? { lines, error: null } : { lines: null, error: 'pdfWithoutText' };
};
