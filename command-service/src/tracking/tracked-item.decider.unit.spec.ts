import { describe, it } from 'vitest';
import type { TrackedItemState, TrackedItemType } from '@cairn/contracts';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { type TrackedItemEvent, trackedItemDecider } from './tracked-item.decider';

const at = '2026-11-25T10:00:00.000Z';
const generated: TrackedItemEvent = {
  type: 'TrackedItemGenerated',
  data: { uuid: 'i1', hubUuid: 'h1', type: 'BAG', trackingNumber: 'BAG-0001-000001', at },
};
const given = specificationFor(trackedItemDecider);
const retype = (itemType: TrackedItemType, itemState: TrackedItemState | null, hubUuid = 'h1') =>
  ({ type: 'RetypeTrackedItem', uuid: 'i1', hubUuid, itemType, itemState, at }) as const;

describe('retype a tracked item', () => {
  it('given an unassigned BAG, when its hub retypes it BALE, then it is retyped', () => {
    given([generated])
      .when(retype('BALE', 'UNASSIGNED'))
      .then([
        {
          type: 'TrackedItemRetyped',
          data: { uuid: 'i1', hubUuid: 'h1', type: 'BALE', previousType: 'BAG', at },
        },
      ]);
  });
  it('records nothing for the type it has', () => {
    given([generated]).when(retype('BAG', 'REGISTERED')).then([]);
  });
  it('refuses once material carries it, and is not found for another hub or an unknown item', () => {
    given([generated])
      .when(retype('SACK', 'REGISTERED'))
      .thenThrows(refusedAs('invalid', 'validationError', { type: 'validationInvalid' }));
    given([generated])
      .when(retype('SACK', 'UNASSIGNED', 'h2'))
      .thenThrows(refusedAs('notFound', 'notFoundMessage'));
    given([]).when(retype('SACK', null)).thenThrows(refusedAs('notFound', 'notFoundMessage'));
  });
  it('a retyped item has its new type', () => {
    const retyped: TrackedItemEvent = {
      type: 'TrackedItemRetyped',
      data: { uuid: 'i1', hubUuid: 'h1', type: 'BALE', previousType: 'BAG', at },
    };
    given([generated, retyped]).when(retype('BALE', 'UNASSIGNED')).then([]);
  });
});
