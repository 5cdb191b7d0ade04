import {
  EVIDENCE_ACCEPT,
  EVIDENCE_MAX_BYTES,
  callersToday,
  isAuditActionOverdue,
  type ComplianceAction,
  type ComplianceType,
} from '@cairn/contracts';
import type { Intent } from '@blueprintjs/core';
import { t } from './compliance.messages';
import { enumLabel } from '../common/enum-labels.messages';

type Status = ComplianceAction['status'];

export const STATUS_INTENT: Record<Status, Intent> = {
  CREATED: 'none',
  OWNER_NOTIFIED: 'primary',
  IN_REVIEW: 'warning',
  REVIEWED: 'success',
};
export const statusLabel = (status: Status): string => t(`compliance.status_${status}`);
/** "Request evidence". */
export const typeLabel = (type: ComplianceType): string => enumLabel('ComplianceActionType', type);

/** Today in the browser's zone, the zone the requests' time-zone header names. */
export const browserToday = (): string =>
  callersToday(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
/** The "Overdue" tag of both lists (the admin's and the owner's), by the contracts' rule. */
export const isOverdue = (action: ComplianceAction, today = browserToday()): boolean =>
  isAuditActionOverdue(action, today);

/** "No child labour 4.1": the category and the paragraph, as the table shows the principle. */
export const principleLabel = (p: ComplianceAction['cocPrinciple']): string =>
  `${enumLabel('CocCategory', p.category)} ${p.paragraph}`;

/** Mark as reviewed is enabled only when REVIEWED, as Document 1 §4 requires (see the spec's rulings). */
export const canMarkReviewed = (status: Status): boolean => status === 'REVIEWED';
export const canReopen = (status: Status): boolean =>
  status === 'CREATED' || status === 'OWNER_NOTIFIED';

/** The owner's evidence and the admin's review document alike (Document 1 §5); the server applies the same limit. */
export const EVIDENCE_RULES = {
  accept: EVIDENCE_ACCEPT.split(','),
  maxBytes: EVIDENCE_MAX_BYTES,
  maxFiles: 1,
} as const;
