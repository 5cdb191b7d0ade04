import { z } from 'zod';
import { AnomalyTag, DataExportFrequency, type ReviewStatus } from './enums';
import type { CertifiedMaterialKind } from './certification.schema';

/**
 * Alerts (issue 15): each one a domain event, told to its recipients as notifications. The first two
 * are the spec's hub alert notifications (Document 3 §9); the others are Cairn's (docs/decisions.md).
 */
export const AlertType = z.enum([
  'MANUAL_FLAGS_THRESHOLD_EXCEEDED',
  'MATERIAL_CERTIFIED',
  'HUB_EVENT_FLAGGED',
  'AUDIT_ACTION_OPENED',
  'AUDIT_ACTION_OVERDUE',
  'DATA_EXPORT_REPORT',
  'COLLECTOR_WEEKLY_REPORT',
  'CREDITS_FLAGGED',
]);
export type AlertType = z.infer<typeof AlertType>;

/** GET /api/notifications?page=&size= */
export const NotificationsQuery = z.object({
  page: z.coerce
    .number({ error: 'validationInvalid' })
    .int('validationInvalid')
    .min(0, 'validationInvalid')
    .max(1_000_000, 'validationInvalid')
    .default(0),
  size: z.coerce
    .number({ error: 'validationInvalid' })
    .int('validationInvalid')
    .min(1, 'validationInvalid')
    .max(100, 'validationInvalid')
    .default(20),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuery>;

export interface NotificationView {
  uuid: string;
  type: AlertType;
  title: string;
  body: string;
  /** Where the item leads: an app path (`/hub-event/…`, `/admin/hub-events?…`) or a signed file link. */
  link: string | null;
  createdAt: string;
  readAt: string | null;
}
export interface NotificationsPage {
  items: NotificationView[];
  unread: number;
  pagination: { total: number; page: number; size: number };
}

/** Defaults of the manual-flags alert: at least N flags by an admin within D days (settings in README). */
export const MANUAL_FLAGS_THRESHOLD_DEFAULTS = { count: 5, days: 7 } as const;

const at = z.string();
const Recipient = z.object({ notificationUuid: z.string(), userUuid: z.string() });
export const ReportKind = z.enum(['DATA_EXPORT', 'COLLECTOR_WEEKLY']);
export type ReportKind = z.infer<typeof ReportKind>;

export const NOTIFICATION_EVENT_SCHEMAS = {
  /**
   * An alert, on `alert-<uuid>` (or `manualFlagAlerts-<hubUuid>`, whose version check keeps one per
   * window). `subjectUuid` is what it is about (a hub event, a certificate, an audit action, a report).
   */
  AlertRaised: z.object({
    uuid: z.string(),
    alertType: AlertType,
    hubUuid: z.string().nullable(),
    subjectUuid: z.string(),
    tags: z.array(AnomalyTag),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    recipients: z.array(Recipient),
    raisedAt: at,
  }),
  /** One recipient's notification of an alert; `outbox` = also written to the email (or SMS) outbox. */
  UserNotified: z.object({
    uuid: z.string(),
    userUuid: z.string(),
    alertUuid: z.string(),
    alertType: AlertType,
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    outbox: z.boolean(),
    at,
  }),
  /** `notificationReads-<userUuid>`: the user opened (or marked read) a notification. */
  NotificationRead: z.object({ uuid: z.string(), userUuid: z.string(), at }),
  /** `hubReports-<hubUuid>`: a scheduled report of one period was made and sent (once per hub, kind and period). */
  ScheduledReportSent: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    kind: ReportKind,
    frequency: DataExportFrequency,
    periodStart: at,
    periodEnd: at,
    fileUploadUuids: z.array(z.string()),
    sentAt: at,
  }),
} as const;

/** What an event asks the alerts to consider (worker/src/alerts); the command side resolves recipients and texts. */
export type AlertRequest =
  | {
      rule: 'HUB_EVENT_FLAGGED';
      hubEventUuid: string;
      hubUuid: string | null;
      status: ReviewStatus;
      tags: AnomalyTag[];
    }
  | { rule: 'MANUAL_FLAG'; hubEventUuid: string; hubUuid: string | null; at: string }
  | {
      rule: 'MATERIAL_CERTIFIED';
      certificateUuid: string;
      hubUuid: string;
      materialUuid: string;
      materialKind: CertifiedMaterialKind;
    }
  | { rule: 'AUDIT_ACTION_OPENED'; actionUuid: string; ownerUuids: string[] }
  /** Evidence was flagged, removed or corrected: credits it backs are flagged (issue 35). */
  | {
      rule: 'CREDIT_EVIDENCE_CHANGED';
      hubEventUuid: string;
      hubUuid: string | null;
      reason: string;
    };

/** A report period [start, end) in UTC, as ISO instants. */
export interface ReportPeriod {
  start: string;
  end: string;
}
/** A hub's scheduled report of one kind: how often, and the end of the last period sent (null: none yet). */
export interface ReportSchedule {
  hubUuid: string;
  kind: ReportKind;
  frequency: z.infer<typeof DataExportFrequency>;
  lastSentEnd: string | null;
}
/** One period of one hub's report to make and send; `key` names it once (hub, kind, period start). */
export interface ReportJob extends ReportSchedule {
  period: ReportPeriod;
  key: string;
}
