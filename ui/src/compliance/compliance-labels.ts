import type { ComplianceAction } from '@cairn/contracts';
import type { Intent } from '@blueprintjs/core';
import { humanize } from '../common/format';

type Status = ComplianceAction['status'];

export const STATUS_INTENT: Record<Status, Intent> = { CREATED: 'none', OWNER_NOTIFIED: 'primary', IN_REVIEW: 'warning', REVIEWED: 'success' };
export const statusLabel = (status: Status): string => humanize(status);

/** "No child labour 4.1": the category and the paragraph, as the table shows the principle. */
export const principleLabel = (p: ComplianceAction['cocPrinciple']): string => `${humanize(p.category)} ${p.paragraph}`;

/** Mark as reviewed is enabled only when REVIEWED, as Document 1 §4 requires (see the spec's rulings). */
export const canMarkReviewed = (status: Status): boolean => status === 'REVIEWED';
export const canReopen = (status: Status): boolean => status === 'CREATED' || status === 'OWNER_NOTIFIED';

export const EVIDENCE_RULES = {
  accept: ['image/*', 'application/pdf', 'video/mp4', 'video/quicktime'],
  maxBytes: 30_000_000,
  maxFiles: 1,
} as const;
export const REVIEW_DOCUMENT_RULES = { accept: ['image/*', 'application/pdf'], maxBytes: 5_000_000, maxFiles: 1 } as const;
