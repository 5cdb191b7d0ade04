import type { AlertRequest, StoredEvent } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import { createAlertsReactor } from './alerts.reactor';

const flaggedAt = (occurredAt: string): StoredEvent =>
  ({
    id: 'e1',
    type: 'HubEventReviewed',
    schemaVersion: 1,
    streamId: 's',
    streamPosition: 1,
    globalPosition: '1',
    data: {
      uuid: 'h1',
      status: 'FLAGGED',
      comment: null,
      tags: [],
      weight: null,
      reviewedBy: 'a',
      reviewedAt: occurredAt,
    },
    metadata: {
      actorUuid: 'a',
      commandId: 'c',
      correlationId: 'c',
      causationId: null,
      hubUuid: 'hub1',
      occurredAt,
    },
  }) as StoredEvent;

describe('the alerts reactor', () => {
  it('raises the requests of a recent event, and none for one older than seven days', async () => {
    const raised: AlertRequest[] = [];
    const reactor = createAlertsReactor({
      raise: async (r) => {
        raised.push(r);
      },
      now: () => new Date('2026-11-25T12:00:00Z'),
    });
    await reactor.react(flaggedAt('2026-11-18T12:00:01Z'));
    expect(raised.map((r) => r.rule)).toEqual([
      'HUB_EVENT_FLAGGED',
      'MANUAL_FLAG',
      'CREDIT_EVIDENCE_CHANGED',
    ]);
    await reactor.react(flaggedAt('2026-11-18T11:59:59Z'));
    expect(raised).toHaveLength(3);
  });
});
