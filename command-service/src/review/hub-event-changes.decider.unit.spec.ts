import { describe, expect, it } from 'vitest';
import type { DomainEvent, EventData } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import {
  decideAmendWeight,
  decideRemove,
  hubEventDecider,
  type RemoveHubEvent,
} from './hub-event.decider';

const uuid = '00000000-0000-4000-8000-0000000000e1';
const other = '00000000-0000-4000-8000-0000000000e2';
const at = '2026-11-02T08:00:00.000Z';
const registered = (over: Partial<EventData<'CollectedMaterialRegistered'>> = {}): DomainEvent => ({
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
const removed: DomainEvent = {
  type: 'HubEventRemoved',
  data: { uuid, comment: 'wrong hub', duplicateOf: null, at },
};
const given = (...events: DomainEvent[]) => fold(hubEventDecider, events);
const remove = (over: Partial<RemoveHubEvent> = {}): RemoveHubEvent => ({
  uuid,
  comment: 'wrong hub',
  duplicateOf: null,
  at,
  ...over,
});

describe('amend weight', () => {
  it('records the new and the previous weight', () => {
    expect(decideAmendWeight({ uuid, weight: 10, at }, given(registered()))).toEqual([
      { type: 'HubEventWeightAmended', data: { uuid, weight: 10, previousWeight: 12.5, at } },
    ]);
  });
  it('records nothing for the same weight', () => {
    expect(decideAmendWeight({ uuid, weight: 12.5, at }, given(registered()))).toEqual([]);
  });
  it('refuses bales and event types other than registration, segregation and clearance', () => {
    expect(() =>
      decideAmendWeight({ uuid, weight: 1, at }, given(registered({ registrationUnit: 'BALE' }))),
    ).toThrow('hubEventNotAmendable');
    expect(() =>
      decideAmendWeight({ uuid, weight: 1, at }, given(registered({ eventType: 'PROCESSING' }))),
    ).toThrow('hubEventNotAmendable');
    expect(
      decideAmendWeight(
        { uuid, weight: 1, at },
        given(registered({ eventType: 'CLEARANCE', registrationUnit: 'TRUCK_LOAD' })),
      ),
    ).toHaveLength(1);
  });
  it('answers 404 for an unknown or removed event', () => {
    expect(() => decideAmendWeight({ uuid, weight: 1, at }, given())).toThrow('notFoundMessage');
    expect(() => decideAmendWeight({ uuid, weight: 1, at }, given(registered(), removed))).toThrow(
      'notFoundMessage',
    );
  });
});

describe('remove', () => {
  it('removes with the reason', () => {
    expect(decideRemove(remove(), given(registered()))).toEqual([removed]);
  });
  it('removes as a duplicate of another existing event', () => {
    const original = given(registered({ uuid: other }));
    const [event] = decideRemove(
      remove({ comment: `Duplicate of ${other}`, duplicateOf: { uuid: other, original } }),
      given(registered()),
    );
    expect(event).toMatchObject({ type: 'HubEventRemoved', data: { duplicateOf: other } });
  });
  it('refuses an original that is missing, removed or the event itself', () => {
    const state = given(registered());
    for (const duplicateOf of [
      { uuid: other, original: given() },
      {
        uuid: other,
        original: given(registered({ uuid: other }), {
          ...removed,
          data: { ...removed.data, uuid: other },
        } as DomainEvent),
      },
      { uuid, original: state },
    ]) {
      expect(() => decideRemove(remove({ duplicateOf }), state)).toThrow('validationError');
    }
  });
  it('only removes registration, segregation and clearance events, once (Document 2 §5)', () => {
    for (const eventType of ['PROCESSING', 'CERTIFICATION'] as const) {
      expect(() => decideRemove(remove(), given(registered({ eventType })))).toThrow(
        'hubEventNotRemovable',
      );
    }
    expect(decideRemove(remove(), given(registered({ eventType: 'SEGREGATION' })))).toHaveLength(1);
    expect(() => decideRemove(remove(), given(registered(), removed))).toThrow('notFoundMessage');
  });
});
