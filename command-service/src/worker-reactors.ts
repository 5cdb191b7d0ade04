import type { Logger } from '@cairn/infra';
import {
  createAlertDeliveryReactor,
  createAlertsReactor,
  createAutoReviewReactor,
  createOcrReactor,
  type AutoReviewDeps,
  type OcrEngine,
  type Reactor,
} from '@cairn/worker';
import type { AppContext } from './app-context';
import { recordAutoReview } from './auto-review/auto-review.handlers';
import { recordAnalysis } from './files/file-analysis.handlers';
import { alertsDeps, deliveryDeps } from './notifications/alert-wiring';

export const autoReviewDeps = (app: AppContext): AutoReviewDeps => ({
  rows: app.rows,
  readBlob: (sha) => app.blobs.get(sha),
  textRecognition: app.config.ocr,
  now: () => app.now().toISOString(),
  record: async (result, cause) => {
    await recordAutoReview(app, result, cause);
  },
});

/**
 * The reactors every profile runs, in one list: OCR (when an engine is given), the alerts and their
 * delivery, and the automatic review when it is on. The embedded app runs them in-process, the
 * worker processes of the other profiles from the queue.
 */
export const workerReactors = (
  app: AppContext,
  ocr: OcrEngine | null,
  logger: Logger,
): Reactor[] => [
  ...(ocr
    ? [
        createOcrReactor({
          ocr,
          readBlob: (sha) => app.blobs.get(sha),
          now: () => app.now().toISOString(),
          log: (message, error) => logger.warn(message, { error: String(error ?? '') }),
          record: (analysis, cause) => recordAnalysis(app, analysis, cause),
        }),
      ]
    : []),
  createAlertsReactor(alertsDeps(app)),
  createAlertDeliveryReactor(deliveryDeps(app)),
  ...(app.config.autoReview ? [createAutoReviewReactor(autoReviewDeps(app))] : []),
];
