import { describe, expect, it } from 'vitest';
import { HubFields, type EventData } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import type { HubAggregate } from '../hubs/hub.decider';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { whenDeciding } from '../../test/harness/stream-decision-specification';
import { ongoingTransportDecider } from './ongoing-transport.decider';
import {
  type ReceiveContext,
  type ReceivedMaterialEvent,
  type RegisterReceivedMaterial,
  decideRegisterReceivedMaterial,
  receivedMaterialDecider,
} from './received-material.decider';
import {
  type DispatchContext,
  type DispatchMaterial,
  decideDispatchMaterial,
} from './material-dispatch.decider';

const at = '2026-11-02T08:00:00.000Z';
/** The collection center the transports leave from, a configured supplier of the receiving hubs. */
const CC = '00000000-0000-4000-8000-0000000000cc';
const hubOf = (
  type: string,
  features: string[],
  allowUnregisteredSuppliers = true,
): HubAggregate => ({
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
    allowUnregisteredSuppliers,
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
const company = { uuid: 'h', name: 'H', city: 'c', country: 'BR', pipelineOwner: false };
const createdBy = { uuid: 'u', firstName: 'A', lastName: 'B' };
const register = (over: Partial<RegisterReceivedMaterial> = {}): RegisterReceivedMaterial => ({
  type: 'RegisterReceivedMaterial',
  uuid: 'm1',
  hubUuid: 'h',
  kind: 'CARRIER',
  company,
  createdBy,
  transportOwner: 'Own fleet',
  licensePlate: null,
  ongoingTransportUuid: null,
  weight: null,
  materialType: null,
  pictureFileUploadUuid: 'p',
  pictureMimeType: 'image/png',
  weighedAt: null,
  autoPublished: false,
  at,
  ...over,
});
const recorded = (
  over: Partial<EventData<'TransportMaterialReceived'>> = {},
): EventData<'TransportMaterialReceived'> => ({
  uuid: 'm1',
  hubUuid: 'h',
  kind: 'CARRIER',
  company,
  createdBy,
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
const nothing = receivedMaterialDecider('m1').initialState();
const ctx = (over: Partial<ReceiveContext> = {}): ReceiveContext => ({
  material: nothing,
  hub: carrierHub,
  picture,
  transport: null,
  ...over,
});
const givenRecord = specificationFor(receivedMaterialDecider('m1'));
const invalidWeight = (key: string) => refusedAs('invalid', 'validationError', { weight: key });

describe('received material decider (carrier, handling center, co-processing)', () => {
  it('given an ongoing transport, when a carrier registers from it without a weight, then it takes the weight and type of the transport', () => {
    whenDeciding(() =>
      decideRegisterReceivedMaterial(register({ ongoingTransportUuid: 't1' }), ctx({ transport })),
    ).then([
      {
        streamId: 'carrierMaterial-m1',
        events: [
          {
            type: 'TransportMaterialReceived',
            data: recorded({ ongoingTransportUuid: 't1', weight: 450, materialType: 'PET_CLEAR' }),
          },
        ],
      },
      {
        streamId: 'ongoingTransport-t1',
        events: [
          {
            type: 'OngoingTransportMaterialReceived',
            data: {
              uuid: 't1',
              receivingHubUuid: 'h',
              materialUuid: 'm1',
              materialType: 'PET_CLEAR',
              at,
            },
          },
          { type: 'OngoingTransportDelivered', data: { uuid: 't1', receivingHubUuid: 'h', at } },
        ],
      },
    ]);
  });
  it('given no transport and no weight, when a carrier registers, then its unit is stored unweighed (transportOwner only)', () => {
    const unweighed: ReceivedMaterialEvent = {
      type: 'TransportMaterialReceived',
      data: recorded(),
    };
    givenRecord([]).when(register()).then([unweighed]);
    expect(fold(receivedMaterialDecider('m1'), [unweighed])).toMatchObject({
      exists: true,
      kind: 'CARRIER',
      weight: 0,
      dispatched: false,
    });
  });
  it('given a weight, when a carrier registers without a transport, then it is stored', () => {
    const [record] = decideRegisterReceivedMaterial(register({ weight: 120 }), ctx());
    expect(fold(receivedMaterialDecider('m1'), record.events)).toMatchObject({
      exists: true,
      kind: 'CARRIER',
      weight: 120,
      dispatched: false,
    });
  });
  it('without allowUnregisteredSuppliers a carrier registers only off a transport (issue 20)', () => {
    const strict = hubOf('CARRIER', ['MATERIAL_REGISTRATION'], false);
    whenDeciding(() =>
      decideRegisterReceivedMaterial(register({ weight: 120 }), ctx({ hub: strict })),
    ).thenThrows(
      refusedAs('invalid', 'validationError', { ongoingTransportUuid: 'validationRequired' }),
    );
  });
  it('needs the registration feature of its kind (403 otherwise)', () => {
    whenDeciding(() =>
      decideRegisterReceivedMaterial(
        register({ weight: 120 }),
        ctx({ hub: hubOf('CARRIER', ['TRUCK_LOAD_REGISTRATION']) }),
      ),
    ).thenThrows(refusedAs('forbidden', 'apiErrorForbidden'));
  });
  it('refuses a handling center weight under 100 and the wrong hub type', () => {
    const mhc = hubOf('MATERIAL_HANDLING_CENTER', ['MATERIAL_REGISTRATION']);
    whenDeciding(() =>
      decideRegisterReceivedMaterial(
        register({ kind: 'HANDLING_CENTER', weight: 99, ongoingTransportUuid: 't1' }),
        ctx({ hub: mhc, transport }),
      ),
    ).thenThrows(invalidWeight('validationMin'));
    givenRecord([])
      .when(register({ kind: 'HANDLING_CENTER' }))
      .thenThrows(invalidWeight('validationRequired'));
    whenDeciding(() =>
      decideRegisterReceivedMaterial(register({ kind: 'HANDLING_CENTER', weight: 300 }), ctx()),
    ).thenThrows(refusedAs('forbidden', 'apiErrorForbidden'));
  });
  it("refuses another hub's picture, a paused hub and the same record twice", () => {
    whenDeciding(() =>
      decideRegisterReceivedMaterial(
        register({ weight: 5 }),
        ctx({ picture: { ...picture, hubUuid: 'other' } }),
      ),
    ).thenThrows(
      refusedAs('invalid', 'validationError', { pictureFileUploadUuid: 'validationInvalid' }),
    );
    whenDeciding(() =>
      decideRegisterReceivedMaterial(
        register({ weight: 5 }),
        ctx({ hub: { ...carrierHub, state: 'PAUSED' } }),
      ),
    ).thenThrows(refusedAs('invalid', 'hubNotActive'));
    const existing = fold(receivedMaterialDecider('m1'), [
      { type: 'TransportMaterialReceived', data: recorded({ weight: 5 }) },
    ]);
    whenDeciding(() =>
      decideRegisterReceivedMaterial(register({ weight: 5 }), ctx({ material: existing })),
    ).thenThrows(refusedAs('conflict', 'conflictErrorMessage'));
  });
});

describe('material dispatch decider', () => {
  const storedEvent = (uuid: string): ReceivedMaterialEvent => ({
    type: 'TransportMaterialReceived',
    data: recorded({ uuid, weight: 100, materialType: 'CARDBOARD' }),
  });
  const stored = (uuid: string, ...more: ReceivedMaterialEvent[]) =>
    fold(receivedMaterialDecider(uuid), [storedEvent(uuid), ...more]);
  const dispatch: DispatchMaterial = {
    type: 'DispatchMaterial',
    uuid: 'd1',
    hubUuid: 'h',
    company,
    createdBy,
    identifier: 'PE-9',
    weight: 190,
    documentFileUploadUuid: 'p',
    documentMimeType: 'application/pdf',
    ongoingTransportUuid: 't9',
    autoPublished: false,
    at,
  };
  const dctx = (over: Partial<DispatchContext> = {}): DispatchContext => ({
    existing: false,
    hub: carrierHub,
    document: picture,
    stored: [stored('a'), stored('b')],
    transport: ongoingTransportDecider.initialState(),
    ...over,
  });
  const dispatchedUnit = (uuid: string): ReceivedMaterialEvent => ({
    type: 'CarrierMaterialDispatched',
    data: { uuid, hubUuid: 'h', dispatchUuid: 'd1', at },
  });

  it('given two stored units, when dispatched, then both leave on one new ongoing transport', () => {
    whenDeciding(() => decideDispatchMaterial(dispatch, dctx())).then([
      {
        streamId: 'materialDispatch-d1',
        events: [
          {
            type: 'MaterialDispatched',
            data: {
              uuid: 'd1',
              hubUuid: 'h',
              company,
              createdBy,
              eventType: 'CLEARANCE',
              identifier: 'PE-9',
              weight: 190,
              quantityUnit: 'KG',
              documentFileUploadUuid: 'p',
              documentMimeType: 'application/pdf',
              materialUuids: ['a', 'b'],
              materialTypes: ['CARDBOARD'],
              ongoingTransportUuid: 't9',
              createdAt: at,
              autoPublished: false,
            },
          },
        ],
      },
      { streamId: 'carrierMaterial-a', events: [dispatchedUnit('a')] },
      { streamId: 'carrierMaterial-b', events: [dispatchedUnit('b')] },
      {
        streamId: 'ongoingTransport-t9',
        events: [
          {
            type: 'OngoingTransportDispatched',
            data: {
              uuid: 't9',
              originHubUuid: 'h',
              originHubType: 'CARRIER',
              owner: 'H',
              sourceUuid: 'd1',
              transporterLicensePlate: 'PE-9',
              transporterDispatchedAt: at,
              materialTypes: ['CARDBOARD'],
              weight: 190,
              quantityUnit: 'KG',
            },
          },
        ],
      },
    ]);
    expect(
      fold(receivedMaterialDecider('a'), [storedEvent('a'), dispatchedUnit('a')]).dispatched,
    ).toBe(true);
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
    whenDeciding(() =>
      decideDispatchMaterial(dispatch, dctx({ stored: [gone, removed] })),
    ).thenThrows(refusedAs('invalid', 'noMaterialForClearance'));
  });
  it("refuses without the dispatch feature, and with another hub's document", () => {
    whenDeciding(() =>
      decideDispatchMaterial(dispatch, dctx({ hub: hubOf('CARRIER', ['MATERIAL_REGISTRATION']) })),
    ).thenThrows(refusedAs('forbidden', 'apiErrorForbidden'));
    whenDeciding(() =>
      decideDispatchMaterial(dispatch, dctx({ document: { ...picture, hubUuid: 'x' } })),
    ).thenThrows(
      refusedAs('invalid', 'validationError', { documentFileUploadUuid: 'validationInvalid' }),
    );
  });
});
