import { describe, expect, it } from 'vitest';
import type { DomainEvent, StoredEvent } from '@cairn/contracts';
import { foldRows } from '../projection';
import {
  complianceActionsProjection,
  type ComplianceActionRecord,
} from './compliance-actions.projection';

const stored = (event: DomainEvent, n: number): StoredEvent =>
  ({
    ...event,
    id: `e${n}`,
    schemaVersion: 1,
    streamId: 'complianceAction-a',
    streamPosition: n,
    globalPosition: String(n),
    metadata: {
      actorUuid: null,
      commandId: `c${n}`,
      correlationId: 'x',
      causationId: null,
      occurredAt: '2026-11-22T09:00:00.000Z',
    },
  }) as StoredEvent;
const t = (h: number) => `2026-11-22T${String(h).padStart(2, '0')}:00:00.000Z`;
const history: DomainEvent[] = [
  {
    type: 'ComplianceActionCreated',
    data: {
      uuid: 'a',
      hubUuid: 'h',
      name: 'N',
      description: 'D',
      deadlineDate: '2026-12-01',
      cocPrinciple: { uuid: 'p', category: 'PAID_WAGE', paragraph: '1.1' },
      createdBy: 'admin',
      createdAt: t(1),
    },
  },
  { type: 'ComplianceActionOwnerNotified', data: { uuid: 'a', ownerUuids: ['o'], at: t(1) } },
  {
    type: 'ComplianceEvidenceUploaded',
    data: {
      uuid: 'a',
      documentUuid: 'd1',
      fileUploadUuid: 'f1',
      comment: 'payslips',
      uploadedBy: 'o',
      at: t(2),
    },
  },
  {
    type: 'ComplianceActionReviewed',
    data: {
      uuid: 'a',
      documents: [{ documentUuid: 'd2', fileUploadUuid: 'f2' }],
      reviewedBy: 'admin',
      at: t(3),
    },
  },
];
const rowAfter = (events: DomainEvent[]) =>
  foldRows(complianceActionsProjection, events.map(stored)).get('a') as ComplianceActionRecord;

describe('compliance actions projection', () => {
  it('given creation, notification, evidence and review, then REVIEWED with both documents', () => {
    expect(rowAfter(history)).toMatchObject({
      status: 'REVIEWED',
      createdAt: t(1),
      lastModifiedAt: t(3),
      reviewedAt: t(3),
      documents: [
        {
          uuid: 'd1',
          comment: 'payslips',
          source: 'OWNER',
          fileUploadUuid: 'f1',
          uploadedAt: t(2),
        },
        { uuid: 'd2', comment: null, source: 'ADMIN', fileUploadUuid: 'f2', uploadedAt: t(3) },
      ],
    });
  });
  it('given a reopening, then the review date is cleared and the documents stay', () => {
    const row = rowAfter([
      ...history,
      { type: 'ComplianceActionReopened', data: { uuid: 'a', reopenedBy: 'admin', at: t(4) } },
      { type: 'ComplianceActionOwnerNotified', data: { uuid: 'a', ownerUuids: ['o'], at: t(4) } },
    ]);
    expect(row).toMatchObject({ status: 'OWNER_NOTIFIED', reviewedAt: null, lastModifiedAt: t(4) });
    expect(row.documents).toHaveLength(2);
  });
  it('reads an action created before types were recorded as REQUEST_EVIDENCE, and keeps a given type', () => {
    expect(rowAfter(history).type).toBe('REQUEST_EVIDENCE');
    const [created, ...rest] = history;
    const typed = {
      ...created,
      data: { ...created.data, type: 'REQUEST_EVIDENCE' },
    } as DomainEvent;
    expect(rowAfter([typed, ...rest]).type).toBe('REQUEST_EVIDENCE');
  });
});
