import { describe, expect, it } from 'vitest';
import { HubFields, type DomainEvent, type EventData } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import type { HubAggregate } from '../hubs/hub.decider';
import { ongoingTransportDecider } from './ongoing-transport.decider';
import {
  decideReceiveMaterial,
  receivedMaterialDecider,
  type ReceiveContext,
} from './received-material.decider';
import { decideDispatch, type DispatchContext } from './material-dispatch.decider';

const at = '2026-11-02T08:00:00.000Z';
/** The collection center the transports leave from, a configured supplier of the receiving hubs. */
const CC = '00000000-0000-4000-8000-0000000000cc';
const hubOf = (type: string, features: string[]): HubAggregate => ({
  exists: true,
  state: 'ACTIVE',
  fields: HubFields.parse({
    name: 'H',
    type,
    cameraResolution: 'W720_H960',
    street: 's',
    zipCode: '1',
    city: 'c',
    country: 'BR',
    currency: 'BRL',
    features,
    supplierUuids: [CC],
  }),
});
const carrierHub = hubOf('CARRIER', ['MATERIAL_REGISTRATION', 'MATERIAL_DISPATCH']);
const picture = { exists: true, hubUuid: 'h', mimeType: 'image/png', analyzed: false };
const transport = fold(ongoingTransportDecider, [
  {
    type: 'OngoingTransportDispatched',
    data: {
      uuid: 't1',
      originHubUuid: CC,
      originHubType: 'COLLECTION_CENTER',
      owner: 'CC',
      sourceUuid: 's',
      transporterLicensePlate: 'MH-12',
      transporterDispatchedAt: at,
      materialTypes: ['PET_CLEAR'],
      weight: 450,
      quantityUnit: 'KG',
    },
  },
]);
const material = (
  over: Partial<EventData<'TransportMaterialReceived'>> = {},
): EventData<'TransportMaterialReceived'> => ({
  uuid: 'm1',
  hubUuid: 'h',
  kind: 'CARRIER',
  company: { uuid: 'h', name: 'H', city: 'c', country: 'BR', pipelineOwner: false },
  createdBy: { uuid: 'u', firstName: 'A', lastName: 'B' },
  eventType: 'REGISTRATION',
  transportOwner: 'Own fleet',
  licensePlate: null,
  ongoingTransportUuid: null,
  weight: 0,
  quantityUnit: 'KG',
  materialType: null,
  pictureFileUploadUuid: 'p',
  pictureMimeType: 'image/png',
  weighedAt: at,
  createdAt: at,
  autoPublished: false,
  ...over,
});
const ctx = (over: Partial<ReceiveContext> = {}): ReceiveContext => ({
  existing: false,
  hub: carrierHub,
  picture,
  transport: null,
  ...over,
});

describe('received material decider (carrier, handling center, co-processing)', () => {
  it('given an ongoing transport, when a carrier registers from it without a weight, then it takes the weight and type of the transport', () => {
    const [record, onTransport] = decideReceiveMaterial(
      material({ ongoingTransportUuid: 't1' }),
      ctx({ transport }),
    );
    expect(record.streamId).toBe('carrierMaterial-m1');
    const data = record.events[0].data as EventData<'TransportMaterialReceived'>;
    expect(data).toMatchObject({ weight: 450, materialType: 'PET_CLEAR' });
    expect(onTransport.events.map((e) => e.type)).toEqual([
      'OngoingTransportMaterialReceived',
      'OngoingTransportDelivered',
    ]);
  });
  it('given no transport and no weight, when a carrier registers, then its unit is stored unweighed (transportOwner only)', () => {
    const [record] = decideReceiveMaterial(material(), ctx());
    expect(fold(receivedMaterialDecider('m1'), record.events)).toMatchObject({
      exists: true,
      kind: 'CARRIER',
      weight: 0,
      dispatched: false,
    });
  });
  it('given a weight, when a carrier registers without a transport, then it is stored', () => {
    const [record] = decideReceiveMaterial(material({ weight: 120 }), ctx());
    expect(fold(receivedMaterialDecider('m1'), record.events)).toMatchObject({
      exists: true,
      kind: 'CARRIER',
      weight: 120,
      dispatched: false,
    });
  });
  it('refuses a handling center weight under 100 and the wrong hub type', () => {
    const mhc = hubOf('MATERIAL_HANDLING_CENTER', ['MATERIAL_REGISTRATION']);
    expect(() =>
      decideReceiveMaterial(
        material({ kind: 'HANDLING_CENTER', weight: 99, ongoingTransportUuid: 't1' }),
        ctx({ hub: mhc, transport }),
      ),
    ).toThrow('validationError');
    expect(() =>
      decideReceiveMaterial(material({ kind: 'HANDLING_CENTER', weight: 300 }), ctx()),
    ).toThrow('apiErrorForbidden');
  });
  it("refuses another hub's picture, a paused hub and the same record twice", () => {
    expect(() =>
      decideReceiveMaterial(
        material({ weight: 5 }),
        ctx({ picture: { ...picture, hubUuid: 'other' } }),
      ),
    ).toThrow('validationError');
    expect(() =>
      decideReceiveMaterial(
        material({ weight: 5 }),
        ctx({ hub: { ...carrierHub, state: 'PAUSED' } }),
      ),
    ).toThrow('hubNotActive');
    expect(() => decideReceiveMaterial(material({ weight: 5 }), ctx({ existing: true }))).toThrow(
      'conflictErrorMessage',
    );
  });
});

describe('material dispatch decider', () => {
  const stored = (uuid: string, ...more: DomainEvent[]) =>
    fold(receivedMaterialDecider(uuid), [
      {
        type: 'TransportMaterialReceived',
        data: material({ uuid, weight: 100, materialType: 'CARDBOARD' }),
      },
      ...more,
    ]);
  const dispatch = {
    uuid: 'd1',
    hubUuid: 'h',
    company: material().company,
    createdBy: material().createdBy,
    eventType: 'CLEARANCE' as const,
    identifier: 'PE-9',
    weight: 190,
    quantityUnit: 'KG' as const,
    documentFileUploadUuid: 'p',
    documentMimeType: 'application/pdf',
    ongoingTransportUuid: 't9',
    createdAt: at,
    autoPublished: false,
  };
  const newTransport = {
    uuid: 't9',
    originHubUuid: 'h',
    originHubType: 'CARRIER' as const,
    owner: 'H',
    sourceUuid: 'd1',
    transporterLicensePlate: 'PE-9',
    transporterDispatchedAt: at,
    weight: 190,
    quantityUnit: 'KG' as const,
  };
  const dctx = (over: Partial<DispatchContext> = {}): DispatchContext => ({
    existing: false,
    hub: carrierHub,
    document: picture,
    stored: [stored('a'), stored('b')],
    transport: ongoingTransportDecider.initialState,
    ...over,
  });

  it('given two stored units, when dispatched, then both leave on one new ongoing transport', () => {
    const appends = decideDispatch(dispatch, newTransport, dctx());
    expect(appends.map((a) => a.streamId)).toEqual([
      'materialDispatch-d1',
      'carrierMaterial-a',
      'carrierMaterial-b',
      'ongoingTransport-t9',
    ]);
    const transportAfter = fold(ongoingTransportDecider, appends[3].events);
    expect(transportAfter).toMatchObject({
      state: 'IN_TRANSIT',
      materialTypes: ['CARDBOARD'],
      originHubUuid: 'h',
    });
    expect(fold(receivedMaterialDecider('a'), [...appends[1].events]).dispatched).toBe(true);
  });
  it('given only dispatched or removed units, when dispatched, then there is nothing to dispatch', () => {
    const gone = stored('a', {
      type: 'CarrierMaterialDispatched',
      data: { uuid: 'a', hubUuid: 'h', dispatchUuid: 'd0', at },
    });
    const removed = stored('b', {
      type: 'HubEventRemoved',
      data: { uuid: 'b', comment: 'x', duplicateOf: null, at },
    });
    expect(() => decideDispatch(dispatch, newTransport, dctx({ stored: [gone, removed] }))).toThrow(
      'noMaterialForClearance',
    );
  });
  it("refuses without the dispatch feature, and with another hub's document", () => {
    expect(() =>
      decideDispatch(
        dispatch,
        newTransport,
        dctx({ hub: hubOf('CARRIER', ['MATERIAL_REGISTRATION']) }),
      ),
    ).toThrow('apiErrorForbidden');
    expect(() =>
      decideDispatch(dispatch, newTransport, dctx({ document: { ...picture, hubUuid: 'x' } })),
    ).toThrow('validationError');
  });
});
