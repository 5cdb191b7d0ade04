import { describe, expect, it } from 'vitest';
import { specificationFor } from '../../test/harness/decider-specification';
import { whenDeciding } from '../../test/harness/stream-decision-specification';
import { clearanceDecider, type ClearanceAggregate } from './clearance.decider';
import {
  type TrackedItemOnTruck,
  decideClearTrackedItems,
  decideReturnClearance,
  trackedItemTransitDecider,
} from './clearance-stock.decider';

const item = (over: Partial<TrackedItemOnTruck> = {}): TrackedItemOnTruck => ({
  exists: true,
  hubUuid: 'h',
  clearanceUuid: null,
  ...over,
});
const clearance: ClearanceAggregate = {
  ...clearanceDecider.initialState(),
  exists: true,
  kind: 'MATERIAL_CLEARANCE',
  hubUuid: 'h',
  state: 'IN_TRANSIT',
  materialTypes: ['PET_CLEAR', 'HDPE_MIXED'],
  taken: [
    { materialType: 'PET_CLEAR', quantity: 30 },
    { materialType: 'HDPE_MIXED', quantity: 12.5 },
  ],
};

describe('tracked items on a clearance', () => {
  it('given items of this hub at the hub, when the clearance is loaded, then each goes IN_TRANSIT on its own stream', () => {
    whenDeciding(() =>
      decideClearTrackedItems(
        { type: 'ClearTrackedItems', uuid: 'c', hubUuid: 'h', at: 'now' },
        {
          items: [
            { uuid: 't1', stream: item() },
            { uuid: 't2', stream: item({ hubUuid: 'other' }) },
            { uuid: 't3', stream: item({ clearanceUuid: 'earlier' }) },
            { uuid: 't4', stream: item({ exists: false }) },
          ],
        },
      ),
    ).then([
      {
        streamId: 'trackedItem-t1',
        events: [
          {
            type: 'TrackedItemCleared',
            data: { uuid: 't1', hubUuid: 'h', clearanceUuid: 'c', at: 'now' },
          },
        ],
      },
    ]);
  });

  it('given an item that left, its stream remembers the clearance until that clearance returns it', () => {
    const given = specificationFor(trackedItemTransitDecider);
    const generated = {
      type: 'TrackedItemGenerated' as const,
      data: { uuid: 't', hubUuid: 'h', type: 'BAG' as const, trackingNumber: 'T-1', at: 'x' },
    };
    const moved = { uuid: 't', hubUuid: 'h', clearanceUuid: 'c', at: 'x' };
    given([generated])
      .when({ type: 'ClearTrackedItem', ...moved })
      .then([{ type: 'TrackedItemCleared', data: moved }]);
    const left = trackedItemTransitDecider.evolve(item(), {
      type: 'TrackedItemCleared',
      data: moved,
    });
    expect(left.clearanceUuid).toBe('c');
    expect(
      trackedItemTransitDecider.evolve(left, { type: 'TrackedItemReturned', data: moved })
        .clearanceUuid,
    ).toBeNull();
  });

  it("when a clearance's hub event is removed, then each stock line comes back and its own items return", () => {
    const returned = (materialType: 'PET_CLEAR' | 'HDPE_MIXED') => ({
      type: 'ClearanceStockReturned' as const,
      data: {
        uuid: `c:${materialType}`,
        clearanceUuid: 'c',
        hubUuid: 'h',
        materialType,
        at: 'now',
      },
    });
    const command = {
      type: 'ReturnClearance' as const,
      streamId: 'materialClearance-c',
      clearanceUuid: 'c',
      at: 'now',
    };
    whenDeciding(() =>
      decideReturnClearance(command, {
        clearance,
        items: [
          { uuid: 't1', stream: item({ clearanceUuid: 'c' }) },
          { uuid: 't2', stream: item({ clearanceUuid: 'd' }) },
        ],
      }),
    ).then([
      { streamId: 'materialClearance-c', events: [returned('PET_CLEAR'), returned('HDPE_MIXED')] },
      {
        streamId: 'trackedItem-t1',
        events: [
          {
            type: 'TrackedItemReturned',
            data: { uuid: 't1', hubUuid: 'h', clearanceUuid: 'c', at: 'now' },
          },
        ],
      },
    ]);
    whenDeciding(() =>
      decideReturnClearance(command, { clearance: clearanceDecider.initialState(), items: [] }),
    ).then([]);
  });
});
