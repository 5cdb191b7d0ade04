import { accessSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { weightFromText } from '@cairn/contracts';
import type { OcrEngine } from './ocr-engine.port';
import { secondLooks } from './text-picture';

/**
 * The folder holding `eng.traineddata.gz` (LSTM "best_int" model) inside the npm package
 * `@tesseract.js-data/eng`, so the language data is read from node_modules, never downloaded.
 */
export const englishLangPath = (): string => {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
};

export interface TesseractOcrEngineOptions {
  /** Folder with `<lang>.traineddata.gz`; defaults to the npm package's English data. */
  langPath?: string;
  /** Progress messages of tesseract.js (off by default). */
  logger?: (message: { status: string; progress: number }) => void;
}

const toError = (reason: unknown): Error =>
  reason instanceof Error ? reason : new Error(String(reason));

/** Splits recognized text into trimmed, non-empty lines. */
export const toLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/**
 * tesseract.js 7 behind the OcrEngine port, fully offline:
 * - the worker script (`tesseract.js/src/worker-script/node`) and the wasm core (`tesseract.js-core`,
 *   loaded with `require`) come from node_modules: in Node.js tesseract.js ignores `corePath`, and
 *   neither `corePath` nor `workerPath` is set here;
 * - the language data is read from `@tesseract.js-data/eng` (`langPath` is a local folder, so it is
 *   read with fs, never fetched), gzipped;
 * - `cacheMethod: 'none'`: nothing is written to the working folder (the default would write a
 *   23 MB `eng.traineddata` there).
 * One worker thread, created on the first call and reused; calls run one after the other.
 * When the picture as it is gives no weight (Document 1 §9's rule), it is read again as prepared by
 * `secondLooks` (frames painted out, then inverted); the first look with a weight wins, else the
 * first look's lines (or, when it read nothing, the first second look that read anything).
 */
export class TesseractOcrEngine implements OcrEngine {
  private worker: Promise<Worker> | null = null;
  /** The tail of the call queue: every call waits for the previous one. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: TesseractOcrEngineOptions = {}) {}

  recognize(image: Buffer): Promise<string[]> {
    return this.enqueue(async () => {
      const worker = await this.getWorker();
      const read = async (picture: Buffer): Promise<string[]> => {
        try {
          return toLines((await worker.recognize(picture)).data.text);
        } catch (reason) {
          throw toError(reason);
        }
      };
      const first = await read(image);
      if (weightFromText(first) !== null) return first;
      let fallback = first;
      for (const look of await secondLooks(image)) {
        const lines = await read(await look());
        if (weightFromText(lines) !== null) return lines;
        if (fallback.length === 0) fallback = lines;
      }
      return fallback;
    });
  }

  close(): Promise<void> {
    return this.enqueue(async () => {
      const pending = this.worker;
      this.worker = null;
      if (!pending) return;
      const worker = await pending.catch(() => null);
      await worker?.terminate();
    });
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private getWorker(): Promise<Worker> {
    if (!this.worker) {
      this.worker = this.spawn();
      // A failed start is not kept: the next call tries again.
      this.worker.catch(() => {
        this.worker = null;
      });
    }
    return this.worker;
  }

  private async spawn(): Promise<Worker> {
    const langPath = this.options.langPath ?? englishLangPath();
    // tesseract.js never settles createWorker when the language data cannot be read, so check first.
    accessSync(join(langPath, 'eng.traineddata.gz'));
    let failStart: (reason: Error) => void = () => undefined;
    const startFailed = new Promise<never>((_, reject) => {
      failStart = reject;
    });
    const starting = createWorker('eng', OEM.LSTM_ONLY, {
      langPath,
      gzip: true,
      cacheMethod: 'none',
      logger: this.options.logger ?? (() => undefined),
      // Without an errorHandler tesseract.js throws failed jobs from its message listener (an
      // uncaught exception). The job's own promise rejects as well, so only a failed start is used.
      errorHandler: (reason: unknown) => failStart(toError(reason)),
    });
    try {
      return await Promise.race([starting, startFailed]);
    } finally {
      failStart = () => undefined;
    }
  }
}

export const createTesseractOcrEngine = (options?: TesseractOcrEngineOptions): OcrEngine =>
  new TesseractOcrEngine(options);
