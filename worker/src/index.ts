export type { OcrEngine } from './ocr/ocr-engine.port';
export {
  TesseractOcrEngine,
  createTesseractOcrEngine,
  englishLangPath,
  toLines,
  type TesseractOcrEngineOptions,
} from './ocr/tesseract.ocr-engine';
export {
  analyzeUpload,
  createOcrReactor,
  OCR_ENGINE_NAME,
  type AnalyzeUploadDeps,
  type FileAnalyzedEvent,
} from './ocr/ocr.reactor';

export { ReactorRunner, type Reactor } from './reactors/reactor-runner';
export { enqueueReactions, reactionHandlers, type JobSink } from './queue/queued-reactors';
export {
  MAX_ALERT_AGE_MS,
  createAlertsReactor,
  type AlertsReactorDeps,
} from './alerts/alerts.reactor';
export {
  createAlertDeliveryReactor,
  type AlertDeliveryDeps,
} from './alerts/alert-delivery.reactor';
export { ALERT_CAUSES, alertRequestsOf, flaggedAlert } from './alerts/alert-rules';
export { MAX_CATCH_UP, duePeriods, lastCompletePeriod, periodOf } from './reports/report-periods';
export {
  ReportScheduler,
  dueReportJobs,
  type ReportSchedulerDeps,
} from './reports/report-scheduler';
export {
  createAutoReviewReactor,
  reviewHubEvent,
  type AutoReviewDeps,
  type AutoReviewResult,
} from './auto-review/auto-review.reactor';
export { pictureUsedBefore, type UploadToCheck } from './auto-review/immediate-review';
