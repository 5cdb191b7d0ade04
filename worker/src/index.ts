export type { OcrEngine } from './ocr/ocr-engine.port';
export {
  TesseractOcrEngine, createTesseractOcrEngine, englishLangPath, toLines,
  type TesseractOcrEngineOptions,
} from './ocr/tesseract.ocr-engine';
export { analyzeUpload, createOcrReactor, OCR_ENGINE_NAME, type AnalyzeUploadDeps, type FileAnalyzedEvent } from './ocr/ocr.reactor';


export { ReactorRunner, type Reactor } from './reactors/reactor-runner';
export { enqueueReactions, reactionHandlers, type JobSink } from './queue/queued-reactors';
export { createAutoReviewReactor, reviewHubEvent, HUB_EVENT_CREATED, type AutoReviewDeps, type AutoReviewResult } from './auto-review/auto-review.reactor';
export { pictureUsedBefore, type UploadToCheck } from './auto-review/immediate-review';
