import { describe, expect, it } from 'vitest';
import type { EventData, EventType, StoredEvent } from '@cairn/contracts';
import { foldRows } from '../projection';
import { trackedItemsProjection, type TrackedItemRow } from './tracked-items.projection';

let n = 0;
const stored = <T extends EventType>(type: T, data: Partial<EventData<T>>): StoredEvent =>
  ({
    type,
    data: data as EventData<T>,
    id: `e${++n}`,
    schemaVersion: 1,
    streamId: `s${n}`,
    streamPosition: 0,
    globalPosition: String(n),
    metadata: {
      actorUuid: 'u',
      commandId: `c${n}`,
      correlationId: 'x',
      causationId: null,
      occurredAt: '2026-11-23T08:00:00.000Z',
    },
  }) as StoredEvent;
const at = '2026-11-23T08:00:00.000Z';
const generated = (uuid: string) =>
  stored('TrackedItemGenerated', {
    uuid,
    hubUuid: 'h',
    type: 'BAG',
    trackingNumber: `N-${uuid}`,
    at,
  });
const stateOf = (events: StoredEvent[], uuid = 't') =>
  (foldRows(trackedItemsProjection, events).get(uuid) as TrackedItemRow | undefined)?.state;
const outputBag = stored('SegregationOutputBagRegistered', {
  uuid: 'bag',
  hubUuid: 'h',
  materialType: 'PET_CLEAR',
  weight: 5,
  quantityUnit: 'KG',
  trackedItemUuid: 't',
  createdAt: at,
});
const cleared = (clearanceUuid: string) =>
  stored('TrackedItemCleared', { uuid: 't', hubUuid: 'h', clearanceUuid, at });
const returned = (clearanceUuid: string) =>
  stored('TrackedItemReturned', { uuid: 't', hubUuid: 'h', clearanceUuid, at });

describe('tracked item states (Document 3: UNASSIGNED → ... → IN_TRANSIT)', () => {
  it('given a new item, it is UNASSIGNED; on a collection round COLLECTED, at the center REGISTERED, graded IN_SORTING', () => {
    const bag = stored('CollectedMaterialRegistered', {
      uuid: 'in',
      hubUuid: 'h',
      materialType: 'PET_CLEAR',
      trackedItemUuid: 't',
      collectionUnitUuid: 'round',
    });
    expect(stateOf([generated('t')])).toBe('UNASSIGNED');
    expect(stateOf([generated('t'), bag])).toBe('COLLECTED');
    expect(
      stateOf([
        generated('t'),
        bag,
        stored('CollectedMaterialArrived', { uuid: 'in', trackedItemUuid: 't' } as never),
      ]),
    ).toBe('REGISTERED');
    expect(
      stateOf([
        generated('t'),
        bag,
        stored('CollectedMaterialGraded', {
          uuid: 'in',
          hubUuid: 'h',
          trackedItemUuid: 't',
        } as never),
      ]),
    ).toBe('IN_SORTING');
  });

  it("given an output bag, it is SORTED (or PROCESSED) with the bag's material type", () => {
    expect(foldRows(trackedItemsProjection, [generated('t'), outputBag]).get('t')).toMatchObject({
      state: 'SORTED',
      materialType: 'PET_CLEAR',
    });
    const processed = stored('ProcessingOutputBagRegistered', {
      uuid: 'p',
      hubUuid: 'h',
      materialType: 'PET_CLEAR',
      productType: 'CHIP',
      trackedItemUuid: 't',
    } as never);
    expect(stateOf([generated('t'), processed])).toBe('PROCESSED');
  });

  it("when its bag leaves on a loaded clearance, it is IN_TRANSIT; removing that clearance's hub event returns it to the state it had", () => {
    const onTruck = [generated('t'), outputBag, cleared('c1')];
    expect(foldRows(trackedItemsProjection, onTruck).get('t')).toMatchObject({
      state: 'IN_TRANSIT',
      clearanceUuid: 'c1',
    });
    expect(stateOf([...onTruck, returned('other')])).toBe('IN_TRANSIT');
    expect(foldRows(trackedItemsProjection, [...onTruck, returned('c1')]).get('t')).toMatchObject({
      state: 'SORTED',
      clearanceUuid: null,
    });
  });

  it('ignores events about an item it never saw generated, and bags without an item', () => {
    expect(
      foldRows(trackedItemsProjection, [
        cleared('c1'),
        stored('SegregationOutputBagRegistered', {
          uuid: 'x',
          hubUuid: 'h',
          trackedItemUuid: null,
        } as never),
      ]).size,
    ).toBe(0);
  });
});
