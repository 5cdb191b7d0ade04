import type { StreamEvents } from '../command-handling/decider';
import { describe, expect, it } from 'vitest';
import { type DomainEvent, type EventData, HubFields } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import type { HubAggregate } from '../hubs/hub.decider';
import {
  segregationSlotDecider,
  segregationUnitDecider,
} from '../grading/segregation-unit.decider';
import { ongoingTransportDecider } from '../transports/ongoing-transport.decider';
import {
  decideGradeTruckLoads,
  decideRegisterTruckLoad,
  truckLoadDecider,
  type TruckLoadCommand,
} from './truck-load.decider';

/** The collection center the trucks leave from, a configured supplier of the recycler. */
const CC = '00000000-0000-4000-8000-0000000000cc';
const fields = HubFields.parse({
  name: 'Recycler',
  type: 'RECYCLER',
  cameraResolution: 'W720_H960',
  street: 's',
  zipCode: '1',
  city: 'c',
  country: 'IN',
  currency: 'INR',
  collectedMaterialTypes: ['PET_CLEAR', 'HDPE_MIXED'],
  features: ['TRUCK_LOAD_REGISTRATION', 'MATERIAL_SEGREGATION'],
  allowUnregisteredSuppliers: true,
  supplierUuids: [CC],
});
const hub: HubAggregate = { exists: true, state: 'ACTIVE', fields };
const picture = { exists: true, hubUuid: 'h', mimeType: 'image/png', analyzed: false };
const eventsOf = (appends: StreamEvents[], stream: string) =>
  appends.find((a) => a.streamId === stream)?.events ?? [];
const load = (over: Partial<TruckLoadCommand> = {}): TruckLoadCommand => ({
  uuid: 'l',
  hubUuid: 'h',
  weight: 500,
  materialType: 'PET_CLEAR',
  licensePlate: 'KA 01',
  supplier: 'Own supplier',
  supplierUuid: null,
  internalId: null,
  transportOwner: null,
  ongoingTransportUuid: null,
  pictureFileUploadUuid: 'p',
  pictureMimeType: 'image/png',
  weighedAt: 't',
  createdAt: 't',
  autoPublished: false,
  quantityUnit: 'KG',
  eventType: 'REGISTRATION',
  company: { uuid: 'h', name: 'R', city: 'c', country: 'IN', pipelineOwner: false },
  createdBy: { uuid: 'u', firstName: 'A', lastName: 'B' },
  ...over,
});
const truck = (
  materialTypes: EventData<'OngoingTransportDispatched'>['materialTypes'],
  ...more: DomainEvent[]
) =>
  fold(ongoingTransportDecider, [
    {
      type: 'OngoingTransportDispatched',
      data: {
        uuid: 'tr',
        originHubUuid: CC,
        originHubType: 'COLLECTION_CENTER',
        owner: 'Supplier CC',
        sourceUuid: 's',
        transporterLicensePlate: 'MH 12',
        transporterDispatchedAt: 't',
        materialTypes,
        weight: 900,
        quantityUnit: 'KG',
      },
    },
    ...more,
  ]);
const register = (
  cmd: TruckLoadCommand,
  over: Partial<Parameters<typeof decideRegisterTruckLoad>[1]> = {},
  origin = { plate: 'MH 12', owner: 'Supplier CC' },
) =>
  decideRegisterTruckLoad(
    cmd,
    { existing: false, hub, picture, transport: null, ...over },
    cmd.ongoingTransportUuid ? origin : null,
  );
const registeredEvent = (appends: StreamEvents[]) =>
  eventsOf(appends, 'registeredMaterial-l')[0] as { data: EventData<'TruckLoadRegistered'> };

describe('truck load: register', () => {
  it('given an own supplier, when registered with plate and supplier, then one TruckLoadRegistered on its stream', () => {
    const appends = register(load());
    expect(appends.map((a) => a.streamId)).toEqual(['registeredMaterial-l']);
    expect(registeredEvent(appends).data).toMatchObject({
      materialType: 'PET_CLEAR',
      licensePlate: 'KA 01',
      supplier: 'Own supplier',
    });
  });
  it('without a transport, plate and supplier are required, and only when the hub allows unregistered suppliers', () => {
    expect(() => register(load({ licensePlate: null, supplier: ' ' }))).toThrow(
      expect.objectContaining({
        fieldErrors: { licensePlate: 'validationRequired', supplier: 'validationRequired' },
      }),
    );
    expect(() =>
      register(load(), {
        hub: { ...hub, fields: { ...fields, allowUnregisteredSuppliers: false } },
      }),
    ).toThrow(
      expect.objectContaining({ fieldErrors: { ongoingTransportUuid: 'validationRequired' } }),
    );
  });
  it('needs a material type when the hub collects several, and one of them', () => {
    expect(() => register(load({ materialType: null }))).toThrow(
      expect.objectContaining({ fieldErrors: { materialType: 'validationRequired' } }),
    );
    expect(() => register(load({ materialType: 'CARDBOARD' }))).toThrow(
      expect.objectContaining({ fieldErrors: { materialType: 'validationInvalid' } }),
    );
    const single = {
      ...hub,
      fields: { ...fields, collectedMaterialTypes: ['HDPE_MIXED' as const] },
    };
    expect(
      registeredEvent(register(load({ materialType: null }), { hub: single })).data.materialType,
    ).toBe('HDPE_MIXED');
  });
  it('given a supplier transport with two types, takes the chosen one off it, with the plate and supplier of the transport', () => {
    const appends = register(
      load({
        ongoingTransportUuid: 'tr',
        licensePlate: null,
        supplier: null,
        materialType: 'HDPE_MIXED',
      }),
      { transport: truck(['PET_CLEAR', 'HDPE_MIXED']) },
    );
    expect(registeredEvent(appends).data).toMatchObject({
      materialType: 'HDPE_MIXED',
      licensePlate: 'MH 12',
      supplier: 'Supplier CC',
      supplierUuid: CC,
    });
    expect(eventsOf(appends, 'ongoingTransport-tr').map((e) => e.type)).toEqual([
      'OngoingTransportMaterialReceived',
    ]);
  });
  it('given the last type of a transport, it is delivered; a type already received is refused', () => {
    const received: DomainEvent = {
      type: 'OngoingTransportMaterialReceived',
      data: {
        uuid: 'tr',
        receivingHubUuid: 'h',
        materialUuid: 'x',
        materialType: 'PET_CLEAR',
        at: 't',
      },
    };
    const transport = truck(['PET_CLEAR', 'HDPE_MIXED'], received);
    const last = register(load({ ongoingTransportUuid: 'tr', materialType: null }), { transport });
    expect(registeredEvent(last).data.materialType).toBe('HDPE_MIXED');
    expect(eventsOf(last, 'ongoingTransport-tr').map((e) => e.type)).toEqual([
      'OngoingTransportMaterialReceived',
      'OngoingTransportDelivered',
    ]);
    expect(() =>
      register(load({ ongoingTransportUuid: 'tr', materialType: 'PET_CLEAR' }), { transport }),
    ).toThrow(expect.objectContaining({ fieldErrors: { materialType: 'validationInvalid' } }));
  });
  it("refuses another hub type (403), another hub's picture; an unknown transport, or one from a hub that is not its supplier, is not found", () => {
    expect(() =>
      register(load(), { hub: { ...hub, fields: { ...fields, type: 'COLLECTION_CENTER' } } }),
    ).toThrow('apiErrorForbidden');
    expect(() => register(load(), { picture: { ...picture, hubUuid: 'x' } })).toThrow(
      expect.objectContaining({ fieldErrors: { pictureFileUploadUuid: 'validationInvalid' } }),
    );
    expect(() =>
      register(load({ ongoingTransportUuid: 'tr' }), {
        transport: ongoingTransportDecider.initialState(),
      }),
    ).toThrow('notFoundMessage');
    const notSupplier = { ...hub, fields: { ...fields, supplierUuids: [] } };
    expect(() =>
      register(load({ ongoingTransportUuid: 'tr' }), {
        hub: notSupplier,
        transport: truck(['PET_CLEAR']),
      }),
    ).toThrow('notFoundMessage');
  });
});

const loaded = (uuid: string, ...more: DomainEvent[]) =>
  fold(truckLoadDecider(uuid), [
    { type: 'TruckLoadRegistered', data: { ...load(), uuid } as EventData<'TruckLoadRegistered'> },
    ...more,
  ]);
const grade = (loads = [loaded('a')], single = true, slot = segregationSlotDecider.initialState) =>
  decideGradeTruckLoads({ uuid: 'u', hubUuid: 'h', at: 't', single }, hub, slot, loads);

describe('truck load: grade', () => {
  it('given a registered load, when graded, then a segregation unit over it starts and the load is graded once', () => {
    const appends = grade();
    expect(appends.map((a) => a.streamId)).toEqual([
      'segregationSlot-h',
      'segregationUnit-u',
      'registeredMaterial-a',
    ]);
    expect(fold(segregationUnitDecider, eventsOf(appends, 'segregationUnit-u'))).toMatchObject({
      state: 'PROCESSING',
      inputWeight: 500,
    });
    const graded = loaded('a', ...eventsOf(appends, 'registeredMaterial-a'));
    expect(graded.graded).toBe(true);
    expect(() => grade([graded])).toThrow(
      expect.objectContaining({ fieldErrors: { registeredMaterialUuid: 'validationInvalid' } }),
    );
  });
  it("by material type takes every ungraded load; none is noMaterialSourceForGrading; another hub's load is not found", () => {
    expect(grade([loaded('a'), loaded('b')], false).map((a) => a.streamId)).toContain(
      'registeredMaterial-b',
    );
    expect(() => grade([], false)).toThrow('noMaterialSourceForGrading');
    expect(() => grade([fold(truckLoadDecider('z'), [])])).toThrow('notFoundMessage');
  });
  it('refuses a second grading while one is ongoing', () => {
    expect(() => grade([loaded('a')], true, { ongoing: 'other' })).toThrow('conflictErrorMessage');
  });
});
