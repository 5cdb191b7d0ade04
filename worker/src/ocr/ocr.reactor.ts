import type { EventOf, StoredEvent } from '@cairn/contracts';
import type { OcrEngine } from './ocr-engine.port';

export interface AnalyzeUploadDeps {
  /** The uploaded file's content by its sha256, or null when absent. */
  readBlob(sha256: string): Promise<Buffer | null>;
  ocr: OcrEngine;
  /** ISO instant for `analyzedAt`. */
  now: () => string;
  /** Where a failed recognition is reported; console.warn by default. */
  log?: (message: string, error?: unknown) => void;
}

export type FileAnalyzedEvent = EventOf<'FileAnalyzed'>;

/** The engine recorded on FileAnalyzed events (the OCR port is served by tesseract.js). */
export const OCR_ENGINE_NAME = 'tesseract.js';

const isImage = (mimeType: string): boolean => mimeType.trim().toLowerCase().startsWith('image/');

/**
 * OCR reactor: a stored FileUploaded of an image → the FileAnalyzed domain event with the
 * recognized lines. Any other event, or another mime type → null (nothing to do).
 * A recognition failure (or a missing blob) gives a FileAnalyzed with no results, logged, so a
 * picture that cannot be read is not retried forever. A failure to read the blob store is
 * thrown: it may be transient, and the job runner decides whether to retry.
 */
export const analyzeUpload = async (
  event: StoredEvent,
  deps: AnalyzeUploadDeps,
): Promise<FileAnalyzedEvent | null> => {
  if (event.type !== 'FileUploaded') return null;
  const { uuid, sha256, mimeType } = event.data;
  if (!isImage(mimeType)) return null;
  const log =
    deps.log ?? ((message: string, error?: unknown) => console.warn(message, error ?? ''));
  const analyzed = (results: string[]): FileAnalyzedEvent => ({
    type: 'FileAnalyzed',
    data: { uuid, engine: OCR_ENGINE_NAME, results, analyzedAt: deps.now() },
  });

  const image = await deps.readBlob(sha256);
  if (!image) {
    log(`OCR: file ${uuid} (sha256 ${sha256}) is not in the blob store; recorded with no results`);
    return analyzed([]);
  }
  try {
    return analyzed(await deps.ocr.recognize(image));
  } catch (error) {
    log(`OCR: recognition of file ${uuid} failed; recorded with no results`, error);
    return analyzed([]);
  }
};

/**
 * The OCR reactor for the reactor runner: reads each uploaded picture and hands the analysis to
 * `record`, which appends it as a command (idempotent by the event's id, so a replay records nothing twice).
 */
export const createOcrReactor = (
  deps: AnalyzeUploadDeps & {
    record(analysis: FileAnalyzedEvent, cause: StoredEvent): Promise<void>;
  },
) => ({
  name: 'ocr',
  handles: ['FileUploaded'] as const,
  async react(event: StoredEvent): Promise<void> {
    const analysis = await analyzeUpload(event, deps);
    if (analysis) await deps.record(analysis, event);
  },
});
