import type { AlertRequest, EventData, ReportJob, StoredEvent } from '@cairn/contracts';
import type { AppContext } from '../app-context';
import { reportSchedules, sendReport } from '../reports/report.handlers';
import { raiseAlert } from './alerts.handlers';
import { raiseOverdueAuditAlerts } from './audit-overdue.alert';
import { deliverNotification } from './notification-delivery';

/** What the alerts reactor (worker/src/alerts) needs of the command side, in every profile. */
export const alertsDeps = (app: AppContext) => ({
  raise: (request: AlertRequest, cause: StoredEvent) => raiseAlert(app, request, cause),
  now: () => app.now(),
});
export const deliveryDeps = (app: AppContext) => ({
  deliver: (notification: EventData<'UserNotified'>) => deliverNotification(app, notification),
});

/**
 * The clock of issue 15: due report periods and overdue audit actions. `dispatch` runs a report job
 * in process (embedded profile) or queues it as a job keyed by hub and period (BullMQ).
 */
export const schedulerDeps = (
  app: AppContext,
  dispatch: (job: ReportJob) => Promise<void> = (job) => sendReport(app, job),
) => ({
  now: () => app.now(),
  schedules: () => reportSchedules(app),
  dispatch,
  onTick: (now: Date) => raiseOverdueAuditAlerts(app, now),
  logger: app.logger,
});
