import type { EventData } from '@cairn/contracts';
import { describe, it } from 'vitest';
import { specificationFor } from '../../test/harness/decider-specification';
import {
  type AutoReviewEvent,
  type RecordAutoReview,
  autoReviewDecider,
} from './auto-review.decider';

const registered = {
  type: 'CollectedMaterialRegistered',
  data: { uuid: 'e1' },
} as AutoReviewEvent;
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
const record = (over: Partial<EventData<'HubEventAutoReviewed'>> = {}): RecordAutoReview => ({
  type: 'RecordAutoReview',
  ...result(over),
});
const reviewed = (personReviewed: boolean, over = {}): AutoReviewEvent => ({
  type: 'HubEventAutoReviewed',
  data: { ...result(over), personReviewed },
});
const given = specificationFor(autoReviewDecider);

describe('recording an automatic review', () => {
  it('records the result on the hub event', () => {
    given([registered])
      .when(record())
      .then([reviewed(false)]);
  });

  it('the same check version twice records nothing new; a new version records again', () => {
    given([registered, reviewed(false)])
      .when(record())
      .then([]);
    const next = { checkVersion: 'IMAGE_WEIGHT_MISMATCH@2' };
    given([registered, reviewed(false)])
      .when(record(next))
      .then([reviewed(false, next)]);
  });

  it('after a person reviewed, the result is kept but marked so (it changes no status)', () => {
    const byPerson = {
      type: 'HubEventReviewed',
      data: { uuid: 'e1', status: 'APPROVED' },
    } as AutoReviewEvent;
    given([registered, byPerson])
      .when(record())
      .then([reviewed(true)]);
  });

  it('a removed or unknown hub event records nothing', () => {
    const removed = { type: 'HubEventRemoved', data: { uuid: 'e1' } } as AutoReviewEvent;
    given([registered, removed]).when(record()).then([]);
    given([]).when(record()).then([]);
  });
});
