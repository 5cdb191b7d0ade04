import { Tag, type Intent } from '@blueprintjs/core';
import type { HubEventRow } from '@cairn/contracts';
import { enumLabel } from './enum-label';

const STATUS_INTENT: Record<HubEventRow['status'], Intent> = {
  PENDING: 'none',
  APPROVED: 'success',
  AUTO_APPROVED: 'success',
  FLAGGED: 'danger',
  AUTO_FLAGGED: 'warning',
};

/** A hub event's review status; the system's own verdicts (AUTO_*) are drawn lighter. */
export function ReviewStatusTag({ status }: { status: HubEventRow['status'] }) {
  return (
    <Tag intent={STATUS_INTENT[status] ?? 'none'} minimal={status.startsWith('AUTO_')} round>
      {enumLabel('ReviewStatus', status)}
    </Tag>
  );
}
