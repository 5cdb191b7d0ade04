import type { StoredEvent } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import { alertRequestsOf, flaggedAlert } from './alert-rules';

const day = (d: number, h = 12) => new Date(Date.UTC(2026, 10, d, h)).toISOString();
const reviewed = (status: 'FLAGGED' | 'APPROVED' | 'AUTO_FLAGGED'): StoredEvent =>
  ({
    id: 'e1',
    type: 'HubEventReviewed',
    schemaVersion: 1,
    streamId: 'collectedMaterial-h1',
    streamPosition: 1,
    globalPosition: '1',
    data: {
      uuid: 'h1',
      status,
      comment: null,
      tags: ['OTHER'],
      weight: null,
      reviewedBy: 'admin',
      reviewedAt: day(3),
    },
    metadata: {
      actorUuid: 'admin',
      commandId: 'c',
      correlationId: 'c',
      causationId: null,
      hubUuid: 'hub1',
      occurredAt: day(3),
    },
  }) as StoredEvent;

describe('the alert requests of an event', () => {
  it('a flag by an admin: the hub event flagged, and a manual flag to count', () => {
    expect(alertRequestsOf(reviewed('FLAGGED'))).toEqual([
      {
        rule: 'HUB_EVENT_FLAGGED',
        hubEventUuid: 'h1',
        hubUuid: 'hub1',
        status: 'FLAGGED',
        tags: ['OTHER'],
      },
      { rule: 'MANUAL_FLAG', hubEventUuid: 'h1', hubUuid: 'hub1', at: day(3) },
      // Credits standing on it are flagged in turn (issue 35).
      { rule: 'CREDIT_EVIDENCE_CHANGED', hubEventUuid: 'h1', hubUuid: 'hub1', reason: 'FLAGGED' },
    ]);
  });

  it('an approval raises nothing; an automatic flag is not a manual one', () => {
    expect(alertRequestsOf(reviewed('APPROVED'))).toEqual([]);
    expect(alertRequestsOf(reviewed('AUTO_FLAGGED')).map((r) => r.rule)).toEqual([
      'HUB_EVENT_FLAGGED',
      'CREDIT_EVIDENCE_CHANGED',
    ]);
    expect(flaggedAlert('APPROVED', [], 'h1', 'hub1')).toBeNull();
  });

  it("the automatic review's flag tells the managers, unless a person had reviewed the event already", () => {
    const autoReviewed = (
      status: 'AUTO_FLAGGED' | 'AUTO_APPROVED' | null,
      personReviewed = false,
    ): StoredEvent =>
      ({
        ...reviewed('FLAGGED'),
        type: 'HubEventAutoReviewed',
        data: {
          uuid: 'h1',
          hubUuid: 'hub1',
          hubName: 'Hub',
          hubEventCreatedAt: day(3),
          checkVersion: 'IMAGE_DUPLICATE@1',
          checks: ['IMAGE_DUPLICATE'],
          status,
          tags: status === 'AUTO_FLAGGED' ? ['IMAGE_DUPLICATE'] : [],
          findings: [],
          failures: [],
          picture: null,
          personReviewed,
          at: day(3),
        },
      }) as StoredEvent;
    expect(alertRequestsOf(autoReviewed('AUTO_FLAGGED'))).toEqual([
      {
        rule: 'HUB_EVENT_FLAGGED',
        hubEventUuid: 'h1',
        hubUuid: 'hub1',
        status: 'AUTO_FLAGGED',
        tags: ['IMAGE_DUPLICATE'],
      },
    ]);
    expect(alertRequestsOf(autoReviewed('AUTO_FLAGGED', true))).toEqual([]);
    expect(alertRequestsOf(autoReviewed('AUTO_APPROVED'))).toEqual([]);
    expect(alertRequestsOf(autoReviewed(null))).toEqual([]);
  });
});
