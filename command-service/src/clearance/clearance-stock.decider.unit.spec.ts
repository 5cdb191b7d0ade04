import { describe, expect, it } from 'vitest';
import { clearanceDecider, type ClearanceAggregate } from './clearance.decider';
import {
  decideClearanceRemoved,
  decideItemsCleared,
  trackedItemTransitDecider,
  type TrackedItemOnTruck,
} from './clearance-stock.decider';

const item = (over: Partial<TrackedItemOnTruck> = {}): TrackedItemOnTruck => ({
  exists: true,
  hubUuid: 'h',
  clearanceUuid: null,
  ...over,
});
const clearance: ClearanceAggregate = {
  ...clearanceDecider.initialState,
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
    const appends = decideItemsCleared({ uuid: 'c', hubUuid: 'h', at: 'now' }, [
      { uuid: 't1', stream: item() },
      { uuid: 't2', stream: item({ hubUuid: 'other' }) },
      { uuid: 't3', stream: item({ clearanceUuid: 'earlier' }) },
      { uuid: 't4', stream: item({ exists: false }) },
    ]);
    expect(appends).toEqual([
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
    const left = trackedItemTransitDecider.evolve(item(), {
      type: 'TrackedItemCleared',
      data: { uuid: 't', hubUuid: 'h', clearanceUuid: 'c', at: 'x' },
    });
    expect(left.clearanceUuid).toBe('c');
    expect(
      trackedItemTransitDecider.evolve(left, {
        type: 'TrackedItemReturned',
        data: { uuid: 't', hubUuid: 'h', clearanceUuid: 'c', at: 'x' },
      }).clearanceUuid,
    ).toBeNull();
  });

  it("when a clearance's hub event is removed, then each stock line comes back and its own items return", () => {
    const removed = decideClearanceRemoved(
      'c',
      clearance,
      [
        { uuid: 't1', stream: item({ clearanceUuid: 'c' }) },
        { uuid: 't2', stream: item({ clearanceUuid: 'd' }) },
      ],
      'now',
    );
    expect(removed.onClearance).toEqual([
      {
        type: 'ClearanceStockReturned',
        data: {
          uuid: 'c:PET_CLEAR',
          clearanceUuid: 'c',
          hubUuid: 'h',
          materialType: 'PET_CLEAR',
          at: 'now',
        },
      },
      {
        type: 'ClearanceStockReturned',
        data: {
          uuid: 'c:HDPE_MIXED',
          clearanceUuid: 'c',
          hubUuid: 'h',
          materialType: 'HDPE_MIXED',
          at: 'now',
        },
      },
    ]);
    expect(removed.onItems).toEqual([
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
    expect(decideClearanceRemoved('c', clearanceDecider.initialState, [], 'now')).toEqual({
      onClearance: [],
      onItems: [],
    });
  });
});
