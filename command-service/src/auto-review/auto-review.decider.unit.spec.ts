import type { DomainEvent, EventData } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import { fold } from '../command-handling/decider';
import { autoReviewDecider, decideAutoReview } from './auto-review.decider';

const registered = {
  type: 'CollectedMaterialRegistered',
  data: { uuid: 'e1' },
} as unknown as DomainEvent;
const result = (over: Partial<EventData<'HubEventAutoReviewed'>> = {}) => ({
  uuid: 'e1',
  hubUuid: 'h1',
  hubName: 'Hub',
  hubEventCreatedAt: '2026-11-20T10:00:00.000Z',
  checkVersion: 'IMAGE_WEIGHT_MISMATCH@1',
  checks: ['IMAGE_WEIGHT_MISMATCH'],
  status: 'AUTO_FLAGGED' as const,
  tags: ['IMAGE_WEIGHT_MISMATCH' as const],
  findings: [
    {
      tag: 'IMAGE_WEIGHT_MISMATCH' as const,
      check: 'IMAGE_WEIGHT_MISMATCH',
      version: 1,
      evidence: { readWeight: 12.5, enteredWeight: 19.75 },
    },
  ],
  failures: [],
  picture: null,
  at: '2026-11-20T10:00:05.000Z',
  ...over,
});
const given = (...events: DomainEvent[]) => fold(autoReviewDecider, events);

describe('recording an automatic review', () => {
  it('records the result on the hub event', () => {
    expect(decideAutoReview(result(), given(registered))).toEqual([
      { type: 'HubEventAutoReviewed', data: { ...result(), personReviewed: false } },
    ]);
  });

  it('the same check version twice records nothing new; a new version records again', () => {
    const once = given(registered, ...decideAutoReview(result(), given(registered)));
    expect(decideAutoReview(result(), once)).toEqual([]);
    expect(
      decideAutoReview(result({ checkVersion: 'IMAGE_WEIGHT_MISMATCH@2' }), once),
    ).toHaveLength(1);
  });

  it('after a person reviewed, the result is kept but marked so (it changes no status)', () => {
    const reviewed = {
      type: 'HubEventReviewed',
      data: { uuid: 'e1', status: 'APPROVED' },
    } as unknown as DomainEvent;
    const [event] = decideAutoReview(result(), given(registered, reviewed));
    expect(event.data).toMatchObject({ personReviewed: true });
  });

  it('a removed or unknown hub event records nothing', () => {
    const removed = { type: 'HubEventRemoved', data: { uuid: 'e1' } } as unknown as DomainEvent;
    expect(decideAutoReview(result(), given(registered, removed))).toEqual([]);
    expect(decideAutoReview(result(), given())).toEqual([]);
  });
});
