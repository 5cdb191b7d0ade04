import { describe, expect, it } from 'vitest';
import type { DomainEvent, EventData } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import {
  decideDispatchTransport,
  decideReceive,
  mayReceiveFrom,
  ongoingTransportDecider,
  type ReceiveFromTransport,
} from './ongoing-transport.decider';

const at = '2026-11-02T08:00:00.000Z';
const dispatched = (over: Partial<EventData<'OngoingTransportDispatched'>> = {}): DomainEvent => ({
  type: 'OngoingTransportDispatched',
  data: {
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
  },
});
const given = (...events: DomainEvent[]) => fold(ongoingTransportDecider, events);
const receive = (over: Partial<ReceiveFromTransport> = {}): ReceiveFromTransport => ({
  transportUuid: 't1',
  hubUuid: 'recycler',
  hub: { type: 'RECYCLER', supplierUuids: ['carrier'] },
  materialUuid: 'm1',
  materialType: 'CARDBOARD',
  at,
  ...over,
});

describe('ongoing transport decider', () => {
  it('given nothing, when dispatched, then it is IN_TRANSIT with its material types', () => {
    const events = decideDispatchTransport(
      dispatched().data as EventData<'OngoingTransportDispatched'>,
      given(),
    );
    expect(given(...events)).toMatchObject({
      state: 'IN_TRANSIT',
      materialTypes: ['MIXED_PLASTIC', 'CARDBOARD'],
      weight: 800,
    });
  });
  it('given a dispatched transport, when dispatched again, then 409', () => {
    expect(() =>
      decideDispatchTransport(
        dispatched().data as EventData<'OngoingTransportDispatched'>,
        given(dispatched()),
      ),
    ).toThrow('conflictErrorMessage');
  });
  it('given two material types, when one is received, then it stays IN_TRANSIT for the other', () => {
    const { events, materialType } = decideReceive(receive(), given(dispatched()));
    expect(materialType).toBe('CARDBOARD');
    expect(events.map((e) => e.type)).toEqual(['OngoingTransportMaterialReceived']);
    expect(given(dispatched(), ...events)).toMatchObject({
      state: 'IN_TRANSIT',
      receivingHubUuid: 'recycler',
      received: ['CARDBOARD'],
    });
  });
  it('given one type left, when it is received without naming it, then the transport is DELIVERED', () => {
    const first = decideReceive(receive(), given(dispatched())).events;
    const { events, materialType } = decideReceive(
      receive({ materialUuid: 'm2', materialType: null }),
      given(dispatched(), ...first),
    );
    expect(materialType).toBe('MIXED_PLASTIC');
    expect(events.map((e) => e.type)).toEqual([
      'OngoingTransportMaterialReceived',
      'OngoingTransportDelivered',
    ]);
    expect(given(dispatched(), ...first, ...events).state).toBe('DELIVERED');
  });
  it('given several types, when none is named, then materialType is required', () => {
    expect(() => decideReceive(receive({ materialType: null }), given(dispatched()))).toThrow(
      'validationError',
    );
  });
  it('given a type already received, when it is named again, then it is refused', () => {
    const first = decideReceive(receive(), given(dispatched())).events;
    expect(() =>
      decideReceive(receive({ materialUuid: 'm2' }), given(dispatched(), ...first)),
    ).toThrow('validationError');
  });
  it('given a transport without types, when registered, then it is delivered at once', () => {
    const { events } = decideReceive(
      receive({ materialType: null }),
      given(dispatched({ materialTypes: [] })),
    );
    expect(events.map((e) => e.type)).toEqual([
      'OngoingTransportMaterialReceived',
      'OngoingTransportDelivered',
    ]);
  });
  it('given a transport another hub started receiving, when this hub registers from it, then it is not found', () => {
    const first = decideReceive(receive(), given(dispatched())).events;
    expect(() =>
      decideReceive(
        receive({ hubUuid: 'other', materialType: 'MIXED_PLASTIC' }),
        given(dispatched(), ...first),
      ),
    ).toThrow('notFoundMessage');
  });
  it('given a delivered transport, when registered from, then it is refused; given none, it is not found', () => {
    const done = decideReceive(
      receive({ materialType: null }),
      given(dispatched({ materialTypes: [] })),
    ).events;
    expect(() =>
      decideReceive(receive(), given(dispatched({ materialTypes: [] }), ...done)),
    ).toThrow('validationError');
    expect(() => decideReceive(receive(), given())).toThrow('notFoundMessage');
  });
  it('given its own transport, when the sending hub registers from it, then it is not found', () => {
    expect(() =>
      decideReceive(
        receive({ hubUuid: 'carrier', hub: { type: 'RECYCLER', supplierUuids: ['carrier'] } }),
        given(dispatched()),
      ),
    ).toThrow('notFoundMessage');
  });
  it('given a hub of a receiving type that does not list the origin as a supplier, when it registers, then it is not found (no takeover)', () => {
    expect(() =>
      decideReceive(receive({ hub: { type: 'RECYCLER', supplierUuids: [] } }), given(dispatched())),
    ).toThrow('notFoundMessage');
    expect(() =>
      decideReceive(
        receive({ hub: { type: 'RECYCLER', supplierUuids: ['someone-else'] } }),
        given(dispatched()),
      ),
    ).toThrow('notFoundMessage');
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
