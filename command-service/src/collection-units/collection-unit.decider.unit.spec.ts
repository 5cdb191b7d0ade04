import { describe, expect, it } from 'vitest';
import { HubFields } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import type { HubAggregate } from '../hubs/hub.decider';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { whenDeciding } from '../../test/harness/stream-decision-specification';
import { collectionSlotDecider, type CollectionSlotEvent } from './collection-slot.decider';
import {
  type CollectionUnitEvent,
  type FinishCollection,
  type StartCollection,
  collectionUnitDecider,
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
const start: StartCollection = {
  type: 'StartCollection',
  uuid: 'u1',
  hubUuid: 'h',
  transporterLicensePlate: 'MH-12-AB-1234',
  transporterPictureFileUploadUuid: 'p',
  at,
};
const started: CollectionUnitEvent = {
  type: 'CollectionUnitStarted',
  data: {
    uuid: 'u1',
    hubUuid: 'h',
    transporterLicensePlate: 'MH-12-AB-1234',
    transporterPictureFileUploadUuid: 'p',
    createdAt: at,
  },
};
const addedData = (materialUuid: string) => ({
  uuid: 'u1',
  hubUuid: 'h',
  materialUuid,
  supplierUuid: 'pp',
  weight: 4,
  trackedItemUuid: `item-${materialUuid}`,
});
const added = (materialUuid: string): CollectionUnitEvent => ({
  type: 'CollectionUnitMaterialAdded',
  data: addedData(materialUuid),
});
const finishedEvent: CollectionUnitEvent = {
  type: 'CollectionUnitFinished',
  data: {
    uuid: 'u1',
    hubUuid: 'h',
    weight: null,
    quantityUnit: null,
    weighSlipPictureFileUploadUuid: null,
    at,
  },
};
const finish = (over: Partial<FinishCollection> = {}): FinishCollection => ({
  type: 'FinishCollection',
  uuid: 'u1',
  hubUuid: 'h',
  at,
  weigh: null,
  ...over,
});
const unit = (...events: CollectionUnitEvent[]) => fold(collectionUnitDecider, events);
const slot = (...events: CollectionSlotEvent[]) => fold(collectionSlotDecider, events);
const givenUnit = specificationFor(collectionUnitDecider);
const givenSlot = specificationFor(collectionSlotDecider);

describe('collection unit decider', () => {
  it('given no collection, when started, then the unit is IN_PROGRESS and the slot taken', () => {
    whenDeciding(() =>
      decideStartCollection(start, { hub: hub(), slot: slot(), unit: unit(), picture }),
    ).then([
      {
        streamId: 'collectionSlot-h',
        events: [{ type: 'CollectionSlotTaken', data: { hubUuid: 'h', collectionUnitUuid: 'u1' } }],
      },
      { streamId: 'collectionUnit-u1', events: [started] },
    ]);
    expect(unit(started).state).toBe('IN_PROGRESS');
  });
  it('given a collection in progress, when another starts, then 409', () => {
    const taken: CollectionSlotEvent = {
      type: 'CollectionSlotTaken',
      data: { hubUuid: 'h', collectionUnitUuid: 'u0' },
    };
    expect(slot(taken).ongoing).toBe('u0');
    givenSlot([taken])
      .when({ type: 'TakeCollectionSlot', hubUuid: 'h', collectionUnitUuid: 'u1' })
      .thenThrows(refusedAs('conflict', 'conflictErrorMessage'));
    whenDeciding(() =>
      decideStartCollection(start, { hub: hub(), slot: slot(taken), unit: unit(), picture }),
    ).thenThrows(refusedAs('conflict', 'conflictErrorMessage'));
  });
  it("refuses without MATERIAL_COLLECTION, with another hub's picture, and without a plate", () => {
    whenDeciding(() =>
      decideStartCollection(start, {
        hub: hub({ features: ['WASTE_BAG_REGISTRATION'] }),
        slot: slot(),
        unit: unit(),
        picture,
      }),
    ).thenThrows(refusedAs('forbidden', 'apiErrorForbidden'));
    whenDeciding(() =>
      decideStartCollection(start, {
        hub: hub(),
        slot: slot(),
        unit: unit(),
        picture: { ...picture, hubUuid: 'x' },
      }),
    ).thenThrows(
      refusedAs('invalid', 'validationError', {
        transporterPictureFileUploadUuid: 'validationInvalid',
      }),
    );
    givenUnit([])
      .when({ ...start, transporterLicensePlate: ' ' })
      .thenThrows(
        refusedAs('invalid', 'validationError', { transporterLicensePlate: 'validationRequired' }),
      );
  });
  it("given an ongoing collection, when a bag is added, then it counts; another hub's or a finished unit is refused", () => {
    givenUnit([started])
      .when({ type: 'AddCollectionMaterial', ...addedData('m1') })
      .then([added('m1')]);
    expect(unit(started, added('m1')).materials).toHaveLength(1);
    givenUnit([started])
      .when({ type: 'AddCollectionMaterial', ...addedData('m2'), hubUuid: 'other' })
      .thenThrows(
        refusedAs('invalid', 'validationError', { collectionUnitUuid: 'validationInvalid' }),
      );
    givenUnit([started, finishedEvent])
      .when({ type: 'AddCollectionMaterial', ...addedData('m2') })
      .thenThrows(refusedAs('invalid', 'validationError'));
  });
  it('given two bags, when finished with a weigh slip, then the unit is FINISHED, the slot released and both bags arrive', () => {
    const appends = decideFinishCollection(
      finish({ weigh: { weight: 8.2, quantityUnit: 'KG', weighSlipPictureFileUploadUuid: 'p' } }),
      { hub: hub(), unit: unit(started, added('m1'), added('m2')), picture },
    );
    expect(appends.map((a) => a.streamId)).toEqual([
      'collectionUnit-u1',
      'collectionSlot-h',
      'collectedMaterial-m1',
      'collectedMaterial-m2',
    ]);
    expect(appends[1].events).toEqual([
      { type: 'CollectionSlotReleased', data: { hubUuid: 'h', collectionUnitUuid: 'u1' } },
    ]);
    expect(appends[2].events[0]).toMatchObject({
      type: 'CollectedMaterialArrived',
      data: { trackedItemUuid: 'item-m1' },
    });
    expect(appends[0].events[0]).toMatchObject({
      type: 'CollectionUnitFinished',
      data: { weight: 8.2, quantityUnit: 'KG', weighSlipPictureFileUploadUuid: 'p' },
    });
    givenUnit([started])
      .when(
        finish({ weigh: { weight: 0, quantityUnit: 'KG', weighSlipPictureFileUploadUuid: 'p' } }),
      )
      .thenThrows(refusedAs('invalid', 'validationError', { weight: 'validationMin' }));
  });
  it('given a hub that weighs collections, when finished empty, then weight is required; otherwise empty is fine', () => {
    whenDeciding(() =>
      decideFinishCollection(finish(), { hub: hub(), unit: unit(started), picture: null }),
    ).thenThrows(
      refusedAs('invalid', 'validationError', {
        weight: 'validationRequired',
        weighSlipPictureFileUploadUuid: 'validationRequired',
      }),
    );
    const appends = decideFinishCollection(finish(), {
      hub: hub({ weighMaterialCollection: false }),
      unit: unit(started),
      picture: null,
    });
    expect(appends[0].events).toEqual([finishedEvent]);
  });
  it('given a finished or foreign unit, when finished, then 409 or 404', () => {
    whenDeciding(() =>
      decideFinishCollection(finish(), {
        hub: hub({ weighMaterialCollection: false }),
        unit: unit(started, finishedEvent),
        picture: null,
      }),
    ).thenThrows(refusedAs('conflict', 'conflictErrorMessage'));
    whenDeciding(() =>
      decideFinishCollection(finish({ hubUuid: 'other' }), {
        hub: hub(),
        unit: unit(started),
        picture: null,
      }),
    ).thenThrows(refusedAs('notFound', 'notFoundMessage'));
  });
});
