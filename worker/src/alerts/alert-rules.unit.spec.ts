import type { StoredEvent } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import { alertRequestsOf, flaggedAlert } from './alert-rules';

const day = (d: number, h = 12) => new Date(Date.UTC(2026, 10, d, h)).toISOString();
const reviewed = (status: 'FLAGGED' | 'APPROVED' | 'AUTO_FLAGGED'): StoredEvent => ({
  id: 'e1', type: 'HubEventReviewed', schemaVersion: 1, streamId: 'collectedMaterial-h1', streamPosition: 1, globalPosition: '1',
  data: { uuid: 'h1', status, comment: null, tags: ['OTHER'], weight: null, reviewedBy: 'admin', reviewedAt: day(3) },
  metadata: { actorUuid: 'admin', commandId: 'c', correlationId: 'c', causationId: null, hubUuid: 'hub1', occurredAt: day(3) },
}) as StoredEvent;

describe('the alert requests of an event', () => {
  it('a flag by an admin: the hub event flagged, and a manual flag to count', () => {
    expect(alertRequestsOf(reviewed('FLAGGED'))).toEqual([
      { rule: 'HUB_EVENT_FLAGGED', hubEventUuid: 'h1', hubUuid: 'hub1', status: 'FLAGGED', tags: ['OTHER'] },
      { rule: 'MANUAL_FLAG', hubEventUuid: 'h1', hubUuid: 'hub1', at: day(3) },
    ]);
  });

  it('an approval raises nothing; an automatic flag is not a manual one', () => {
    expect(alertRequestsOf(reviewed('APPROVED'))).toEqual([]);
    expect(alertRequestsOf(reviewed('AUTO_FLAGGED')).map((r) => r.rule)).toEqual(['HUB_EVENT_FLAGGED']);
    expect(flaggedAlert('APPROVED', [], 'h1', 'hub1')).toBeNull();
  });
});
