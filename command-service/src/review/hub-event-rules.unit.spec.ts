import { describe, expect, it } from 'vitest';
import {
  AnomalyTag,
  HubEventType,
  isHubEventRemovable,
  isHubEventWeightAmendable,
  RegistrationUnit,
  reviewTagsRefusal,
  type HubEventReviewAction,
} from '@cairn/contracts';
import { hubEventDecider, type HubEventAggregate } from './hub-event.decider';

// One rule each, the same cases on both sides: the review drawer shows its actions by the contracts
// predicates (ui/src/review/review.api.ts, review-drawer.tsx), the decider refuses by them.
const uuid = '00000000-0000-4000-8000-0000000000e1';
const at = '2026-11-02T08:00:00.000Z';
const recorded = (
  type: HubEventAggregate['type'],
  registrationUnit: HubEventAggregate['registrationUnit'] = 'BAG',
): HubEventAggregate => ({
  ...hubEventDecider.initialState(),
  exists: true,
  hubUuid: 'h',
  type,
  registrationUnit,
  weight: 10,
});
const accepted = (decide: () => unknown) => {
  try {
    decide();
    return true;
  } catch {
    return false;
  }
};

describe('removable hub event types (one list: Document 2 §5)', () => {
  const cases = HubEventType.options.map((type) => ({
    type,
    removable: ['REGISTRATION', 'SEGREGATION', 'CLEARANCE'].includes(type),
  }));
  it.each(cases)('$type: removable $removable in the drawer and on the server', (c) => {
    expect(isHubEventRemovable(c.type)).toBe(c.removable);
    const remove = () =>
      hubEventDecider.decide(
        { type: 'RemoveHubEvent', uuid, comment: 'why', duplicateOf: null, at },
        recorded(c.type),
      );
    expect(accepted(remove)).toBe(c.removable);
  });
});

describe('weight amendable (removable types, not bales)', () => {
  const cases = HubEventType.options.flatMap((type) =>
    RegistrationUnit.options.map((unit) => ({
      type,
      unit,
      amendable: ['REGISTRATION', 'SEGREGATION', 'CLEARANCE'].includes(type) && unit !== 'BALE',
    })),
  );
  it.each(cases)('$type $unit: amendable $amendable', (c) => {
    expect(isHubEventWeightAmendable(c.type, c.unit)).toBe(c.amendable);
    const amend = () =>
      hubEventDecider.decide(
        { type: 'AmendHubEventWeight', uuid, weight: 4, at },
        recorded(c.type, c.unit),
      );
    expect(accepted(amend)).toBe(c.amendable);
  });
});

describe('approve needs no tag, flag needs one', () => {
  const tag = AnomalyTag.options[0];
  const cases: { action: HubEventReviewAction; tags: AnomalyTag[]; refusal: string | null }[] = [
    { action: 'approve', tags: [], refusal: null },
    { action: 'approve', tags: [tag], refusal: 'validationInvalid' },
    { action: 'flag', tags: [], refusal: 'validationRequired' },
    { action: 'flag', tags: [tag], refusal: null },
  ];
  it.each(cases)('$action with $tags.length tag(s): $refusal', (c) => {
    expect(reviewTagsRefusal(c.action, c.tags)).toBe(c.refusal);
    const review = () =>
      hubEventDecider.decide(
        {
          type: c.action === 'approve' ? 'ApproveHubEvent' : 'FlagHubEvent',
          uuid,
          comment: null,
          tags: c.tags,
          weight: null,
          reviewedBy: 'admin',
          at,
        },
        recorded('REGISTRATION'),
      );
    if (c.refusal === null) expect(review()).toHaveLength(1);
    else expect(review).toThrow(expect.objectContaining({ fieldErrors: { tags: c.refusal } }));
  });
});
