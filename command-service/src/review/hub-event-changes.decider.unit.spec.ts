import { describe, it } from 'vitest';
import type { EventData } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { type HubEventEvent, type RemoveHubEvent, hubEventDecider } from './hub-event.decider';

const uuid = '00000000-0000-4000-8000-0000000000e1';
const other = '00000000-0000-4000-8000-0000000000e2';
const at = '2026-11-02T08:00:00.000Z';
const registered = (
  over: Partial<EventData<'CollectedMaterialRegistered'>> = {},
): HubEventEvent => ({
  type: 'CollectedMaterialRegistered',
  data: {
    uuid,
    hubUuid: 'h',
    company: { uuid: 'h', name: 'Hub', city: 'Pune', country: 'IN', pipelineOwner: false },
    createdBy: { uuid: 'u', firstName: 'A', lastName: 'B' },
    eventType: 'REGISTRATION',
    registrationUnit: 'BAG',
    weight: 12.5,
    quantityUnit: 'KG',
    materialType: 'PET_CLEAR',
    pictureFileUploadUuid: 'p',
    pictureMimeType: 'image/png',
    supplierName: null,
    supplierUuid: null,
    collectorUuid: null,
    collectorTrackingNumber: null,
    collectionUnitUuid: null,
    trackedItemUuid: null,
    latitude: null,
    longitude: null,
    materialSourceType: null,
    licensePlate: null,
    transportOwner: null,
    weighedAt: at,
    createdAt: at,
    autoPublished: false,
    ...over,
  },
});
const removed: HubEventEvent = {
  type: 'HubEventRemoved',
  data: { uuid, comment: 'wrong hub', duplicateOf: null, at },
};
const given = specificationFor(hubEventDecider);
const state = (...events: HubEventEvent[]) => fold(hubEventDecider, events);
const amend = (weight: number) => ({ type: 'AmendHubEventWeight' as const, uuid, weight, at });
const notFound = refusedAs('notFound', 'notFoundMessage');
const remove = (over: Partial<RemoveHubEvent> = {}): RemoveHubEvent => ({
  type: 'RemoveHubEvent',
  uuid,
  comment: 'wrong hub',
  duplicateOf: null,
  at,
  ...over,
});

describe('amend weight', () => {
  it('records the new and the previous weight', () => {
    given([registered()])
      .when(amend(10))
      .then([
        { type: 'HubEventWeightAmended', data: { uuid, weight: 10, previousWeight: 12.5, at } },
      ]);
  });
  it('records nothing for the same weight', () => {
    given([registered()]).when(amend(12.5)).thenNothingHappened();
  });
  it('refuses bales and event types other than registration, segregation and clearance', () => {
    given([registered({ registrationUnit: 'BALE' })])
      .when(amend(1))
      .thenThrows(refusedAs('invalid', 'hubEventNotAmendable'));
    given([registered({ eventType: 'PROCESSING' })])
      .when(amend(1))
      .thenThrows(refusedAs('invalid', 'hubEventNotAmendable'));
    given([registered({ eventType: 'CLEARANCE', registrationUnit: 'TRUCK_LOAD' })])
      .when(amend(1))
      .then([
        { type: 'HubEventWeightAmended', data: { uuid, weight: 1, previousWeight: 12.5, at } },
      ]);
  });
  it('answers 404 for an unknown or removed event', () => {
    given([]).when(amend(1)).thenThrows(notFound);
    given([registered(), removed]).when(amend(1)).thenThrows(notFound);
  });
});

describe('remove', () => {
  it('removes with the reason', () => {
    given([registered()]).when(remove()).then([removed]);
  });
  it('removes as a duplicate of another existing event', () => {
    const original = state(registered({ uuid: other }));
    given([registered()])
      .when(remove({ comment: `Duplicate of ${other}`, duplicateOf: { uuid: other, original } }))
      .then([
        {
          type: 'HubEventRemoved',
          data: { uuid, comment: `Duplicate of ${other}`, duplicateOf: other, at },
        },
      ]);
  });
  it('refuses an original that is missing, removed or the event itself', () => {
    for (const duplicateOf of [
      { uuid: other, original: state() },
      {
        uuid: other,
        original: state(registered({ uuid: other }), {
          ...removed,
          data: { ...removed.data, uuid: other },
        } as HubEventEvent),
      },
      { uuid, original: state(registered()) },
    ]) {
      given([registered()])
        .when(remove({ duplicateOf }))
        .thenThrows(
          refusedAs('invalid', 'validationError', { originalHubEventUuid: 'validationInvalid' }),
        );
    }
  });
  it('only removes registration, segregation and clearance events, once (Document 2 §5)', () => {
    for (const eventType of ['PROCESSING', 'CERTIFICATION'] as const)
      given([registered({ eventType })])
        .when(remove())
        .thenThrows(refusedAs('invalid', 'hubEventNotRemovable'));
    given([registered({ eventType: 'SEGREGATION' })])
      .when(remove())
      .then([removed]);
    given([registered(), removed]).when(remove()).thenThrows(notFound);
  });
});
