import { describe, expect, it } from 'vitest';
import type { EventData } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import {
  type OngoingTransportEvent,
  type ReceiveFromTransport,
  mayReceiveFrom,
  ongoingTransportDecider,
} from './ongoing-transport.decider';

const at = '2026-11-02T08:00:00.000Z';
const dispatchedData = (
  over: Partial<EventData<'OngoingTransportDispatched'>> = {},
): EventData<'OngoingTransportDispatched'> => ({
  uuid: 't1',
  originHubUuid: 'carrier',
  originHubType: 'CARRIER',
  owner: 'Rota Verde',
  sourceUuid: 'd1',
  transporterLicensePlate: 'PE-1234',
  transporterDispatchedAt: at,
  materialTypes: ['MIXED_PLASTIC', 'CARDBOARD'],
  weight: 800,
  quantityUnit: 'KG',
  ...over,
});
const dispatched = (
  over: Partial<EventData<'OngoingTransportDispatched'>> = {},
): OngoingTransportEvent => ({ type: 'OngoingTransportDispatched', data: dispatchedData(over) });
const receive = (over: Partial<ReceiveFromTransport> = {}): ReceiveFromTransport => ({
  type: 'ReceiveFromTransport',
  transportUuid: 't1',
  hubUuid: 'recycler',
  hub: { type: 'RECYCLER', supplierUuids: ['carrier'] },
  materialUuid: 'm1',
  materialType: 'CARDBOARD',
  at,
  ...over,
});
const received = (materialUuid: string, materialType: string | null): OngoingTransportEvent => ({
  type: 'OngoingTransportMaterialReceived',
  data: {
    uuid: 't1',
    receivingHubUuid: 'recycler',
    materialUuid,
    materialType: materialType as never,
    at,
  },
});
const delivered: OngoingTransportEvent = {
  type: 'OngoingTransportDelivered',
  data: { uuid: 't1', receivingHubUuid: 'recycler', at },
};
const state = (...events: OngoingTransportEvent[]) => fold(ongoingTransportDecider, events);
const given = specificationFor(ongoingTransportDecider);
const notFound = refusedAs('notFound', 'notFoundMessage');

describe('ongoing transport decider', () => {
  it('given nothing, when dispatched, then it is IN_TRANSIT with its material types', () => {
    given([])
      .when({ type: 'DispatchTransport', ...dispatchedData() })
      .then([dispatched()]);
    expect(state(dispatched())).toMatchObject({
      state: 'IN_TRANSIT',
      materialTypes: ['MIXED_PLASTIC', 'CARDBOARD'],
      weight: 800,
    });
  });
  it('given a dispatched transport, when dispatched again, then 409; without a plate, 400', () => {
    given([dispatched()])
      .when({ type: 'DispatchTransport', ...dispatchedData() })
      .thenThrows(refusedAs('conflict', 'conflictErrorMessage'));
    given([])
      .when({ type: 'DispatchTransport', ...dispatchedData({ transporterLicensePlate: ' ' }) })
      .thenThrows(
        refusedAs('invalid', 'validationError', { transporterLicensePlate: 'validationRequired' }),
      );
  });
  it('given two material types, when one is received, then it stays IN_TRANSIT for the other', () => {
    given([dispatched()])
      .when(receive())
      .then([received('m1', 'CARDBOARD')]);
    expect(state(dispatched(), received('m1', 'CARDBOARD'))).toMatchObject({
      state: 'IN_TRANSIT',
      receivingHubUuid: 'recycler',
      received: ['CARDBOARD'],
    });
  });
  it('given one type left, when it is received without naming it, then the transport is DELIVERED', () => {
    given([dispatched(), received('m1', 'CARDBOARD')])
      .when(receive({ materialUuid: 'm2', materialType: null }))
      .then([received('m2', 'MIXED_PLASTIC'), delivered]);
    expect(
      state(dispatched(), received('m1', 'CARDBOARD'), received('m2', 'MIXED_PLASTIC'), delivered)
        .state,
    ).toBe('DELIVERED');
  });
  it('given several types, when none is named, then materialType is required', () => {
    given([dispatched()])
      .when(receive({ materialType: null }))
      .thenThrows(refusedAs('invalid', 'validationError', { materialType: 'validationRequired' }));
  });
  it('given a type already received, when it is named again, then it is refused', () => {
    given([dispatched(), received('m1', 'CARDBOARD')])
      .when(receive({ materialUuid: 'm2' }))
      .thenThrows(refusedAs('invalid', 'validationError', { materialType: 'validationInvalid' }));
  });
  it('given a transport without types, when registered, then it is delivered at once', () => {
    given([dispatched({ materialTypes: [] })])
      .when(receive({ materialType: null }))
      .then([received('m1', null), delivered]);
  });
  it('given a transport another hub started receiving, when this hub registers from it, then it is not found', () => {
    given([dispatched(), received('m1', 'CARDBOARD')])
      .when(receive({ hubUuid: 'other', materialType: 'MIXED_PLASTIC' }))
      .thenThrows(notFound);
  });
  it('given a delivered transport, when registered from, then it is refused; given none, it is not found', () => {
    given([dispatched({ materialTypes: [] }), received('m1', null), delivered])
      .when(receive())
      .thenThrows(
        refusedAs('invalid', 'validationError', { ongoingTransportUuid: 'validationInvalid' }),
      );
    given([]).when(receive()).thenThrows(notFound);
  });
  it('given its own transport, when the sending hub registers from it, then it is not found', () => {
    given([dispatched()])
      .when(receive({ hubUuid: 'carrier', hub: { type: 'RECYCLER', supplierUuids: ['carrier'] } }))
      .thenThrows(notFound);
  });
  it('given a hub of a receiving type that does not list the origin as a supplier, when it registers, then it is not found (no takeover)', () => {
    given([dispatched()])
      .when(receive({ hub: { type: 'RECYCLER', supplierUuids: [] } }))
      .thenThrows(notFound);
    given([dispatched()])
      .when(receive({ hub: { type: 'RECYCLER', supplierUuids: ['someone-else'] } }))
      .thenThrows(notFound);
  });
  it('receivers: the hubs that list the origin among their configured suppliers, of a type it may supply', () => {
    const origin = { uuid: 'carrier', type: 'CARRIER' as const };
    expect(mayReceiveFrom({ uuid: 'r', type: 'RECYCLER', supplierUuids: [] }, origin)).toBe(false);
    expect(
      mayReceiveFrom({ uuid: 'r', type: 'RECYCLER', supplierUuids: ['someone-else'] }, origin),
    ).toBe(false);
    expect(
      mayReceiveFrom({ uuid: 'r', type: 'RECYCLER', supplierUuids: ['carrier'] }, origin),
    ).toBe(true);
    expect(
      mayReceiveFrom({ uuid: 'p', type: 'PICKUP_POINT', supplierUuids: ['carrier'] }, origin),
    ).toBe(false);
    expect(
      mayReceiveFrom({ uuid: 'carrier', type: 'CARRIER', supplierUuids: ['carrier'] }, origin),
    ).toBe(false);
  });
});
