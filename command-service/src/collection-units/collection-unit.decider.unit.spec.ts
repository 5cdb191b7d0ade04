import { describe, expect, it } from 'vitest';
import { HubFields, type DomainEvent } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import type { HubAggregate } from '../hubs/hub.decider';
import {
  collectionSlotDecider,
  collectionUnitDecider,
  decideAddToCollection,
  decideFinishCollection,
  decideStartCollection,
} from './collection-unit.decider';

const at = '2026-11-02T07:00:00.000Z';
const hub = (over: Record<string, unknown> = {}): HubAggregate => ({
  exists: true,
  state: 'ACTIVE',
  fields: HubFields.parse({
    name: 'CC',
    type: 'COLLECTION_CENTER',
    cameraResolution: 'W720_H960',
    street: 's',
    zipCode: '1',
    city: 'c',
    country: 'IN',
    currency: 'INR',
    features: ['MATERIAL_COLLECTION', 'WASTE_BAG_REGISTRATION'],
    ...over,
  }),
});
const picture = { exists: true, hubUuid: 'h', mimeType: 'image/jpeg', analyzed: false };
const started = {
  uuid: 'u1',
  hubUuid: 'h',
  transporterLicensePlate: 'MH-12-AB-1234',
  transporterPictureFileUploadUuid: 'p',
  createdAt: at,
};
const startEvents = (): DomainEvent[] => [{ type: 'CollectionUnitStarted', data: started }];
const added = (materialUuid: string): DomainEvent => ({
  type: 'CollectionUnitMaterialAdded',
  data: {
    uuid: 'u1',
    hubUuid: 'h',
    materialUuid,
    supplierUuid: 'pp',
    weight: 4,
    trackedItemUuid: `item-${materialUuid}`,
  },
});
const unit = (...events: DomainEvent[]) => fold(collectionUnitDecider, events);
const slot = (...events: DomainEvent[]) => fold(collectionSlotDecider, events);

describe('collection unit decider', () => {
  it('given no collection, when started, then the unit is IN_PROGRESS and the slot taken', () => {
    const appends = decideStartCollection(started, {
      hub: hub(),
      slot: slot(),
      unit: unit(),
      picture,
    });
    expect(appends.map((a) => a.streamId)).toEqual(['collectionSlot-h', 'collectionUnit-u1']);
    expect(unit(...appends[1].events).state).toBe('IN_PROGRESS');
    expect(slot(...appends[0].events).ongoing).toBe('u1');
  });
  it('given a collection in progress, when another starts, then 409', () => {
    const taken = slot({
      type: 'CollectionSlotTaken',
      data: { hubUuid: 'h', collectionUnitUuid: 'u0' },
    });
    expect(() =>
      decideStartCollection(started, { hub: hub(), slot: taken, unit: unit(), picture }),
    ).toThrow('conflictErrorMessage');
  });
  it("refuses without MATERIAL_COLLECTION and with another hub's picture", () => {
    expect(() =>
      decideStartCollection(started, {
        hub: hub({ features: ['WASTE_BAG_REGISTRATION'] }),
        slot: slot(),
        unit: unit(),
        picture,
      }),
    ).toThrow('apiErrorForbidden');
    expect(() =>
      decideStartCollection(started, {
        hub: hub(),
        slot: slot(),
        unit: unit(),
        picture: { ...picture, hubUuid: 'x' },
      }),
    ).toThrow('validationError');
  });
  it("given an ongoing collection, when a bag is added, then it counts; another hub's or a finished unit is refused", () => {
    const [event] = decideAddToCollection(
      (added('m1') as Extract<DomainEvent, { type: 'CollectionUnitMaterialAdded' }>).data,
      unit(...startEvents()),
    );
    expect(unit(...startEvents(), event).materials).toHaveLength(1);
    const data = (added('m2') as Extract<DomainEvent, { type: 'CollectionUnitMaterialAdded' }>)
      .data;
    expect(() =>
      decideAddToCollection({ ...data, hubUuid: 'other' }, unit(...startEvents())),
    ).toThrow('validationError');
    const finished = unit(...startEvents(), {
      type: 'CollectionUnitFinished',
      data: {
        uuid: 'u1',
        hubUuid: 'h',
        weight: null,
        quantityUnit: null,
        weighSlipPictureFileUploadUuid: null,
        at,
      },
    });
    expect(() => decideAddToCollection(data, finished)).toThrow('validationError');
  });
  it('given two bags, when finished with a weigh slip, then the unit is FINISHED, the slot released and both bags arrive', () => {
    const appends = decideFinishCollection(
      {
        uuid: 'u1',
        hubUuid: 'h',
        at,
        weigh: { weight: 8.2, quantityUnit: 'KG', weighSlipPictureFileUploadUuid: 'p' },
      },
      { hub: hub(), unit: unit(...startEvents(), added('m1'), added('m2')), picture },
    );
    expect(appends.map((a) => a.streamId)).toEqual([
      'collectionUnit-u1',
      'collectionSlot-h',
      'collectedMaterial-m1',
      'collectedMaterial-m2',
    ]);
    expect(appends[2].events[0]).toMatchObject({
      type: 'CollectedMaterialArrived',
      data: { trackedItemUuid: 'item-m1' },
    });
    expect(unit(...startEvents(), ...appends[0].events).state).toBe('FINISHED');
  });
  it('given a hub that weighs collections, when finished empty, then weight is required; otherwise empty is fine', () => {
    const ongoing = unit(...startEvents());
    expect(() =>
      decideFinishCollection(
        { uuid: 'u1', hubUuid: 'h', at, weigh: null },
        { hub: hub(), unit: ongoing, picture: null },
      ),
    ).toThrow('validationError');
    const appends = decideFinishCollection(
      { uuid: 'u1', hubUuid: 'h', at, weigh: null },
      { hub: hub({ weighMaterialCollection: false }), unit: ongoing, picture: null },
    );
    expect(appends[0].events[0]).toMatchObject({
      type: 'CollectionUnitFinished',
      data: { weight: null },
    });
  });
  it('given a finished or foreign unit, when finished, then 409 or 404', () => {
    const finished = unit(...startEvents(), {
      type: 'CollectionUnitFinished',
      data: {
        uuid: 'u1',
        hubUuid: 'h',
        weight: null,
        quantityUnit: null,
        weighSlipPictureFileUploadUuid: null,
        at,
      },
    });
    expect(() =>
      decideFinishCollection(
        { uuid: 'u1', hubUuid: 'h', at, weigh: null },
        { hub: hub({ weighMaterialCollection: false }), unit: finished, picture: null },
      ),
    ).toThrow('conflictErrorMessage');
    expect(() =>
      decideFinishCollection(
        { uuid: 'u1', hubUuid: 'other', at, weigh: null },
        { hub: hub(), unit: unit(...startEvents()), picture: null },
      ),
    ).toThrow('notFoundMessage');
  });
});
