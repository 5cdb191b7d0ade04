import type { StreamEvents } from '../command-handling/decider';
import { describe, expect, it } from 'vitest';
import { type EventData, HubFields } from '@cairn/contracts';
import type { OngoingTransportEvent } from '../transports/ongoing-transport.decider';
import { fold } from '../command-handling/decider';
import type { HubAggregate } from '../hubs/hub.decider';
import { segregationSlotDecider } from '../grading/segregation-slot.decider';
import { segregationUnitDecider } from '../grading/segregation-unit.decider';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { whenDeciding } from '../../test/harness/stream-decision-specification';
import { ongoingTransportDecider } from '../transports/ongoing-transport.decider';
import {
  type RegisterTruckLoad,
  type TruckLoadContext,
  type TruckLoadEvent,
  decideRegisterTruckLoad,
  truckLoadDecider,
} from './truck-load.decider';
import { decideGradeTruckLoads } from './truck-load-grading.decider';

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
const load = (over: Partial<RegisterTruckLoad> = {}): RegisterTruckLoad => ({
  type: 'RegisterTruckLoad',
  uuid: 'l',
  hubUuid: 'h',
  weight: 500,
  materialType: 'PET_CLEAR',
  licensePlate: 'KA 01',
  supplier: 'Own supplier',
  internalId: null,
  transportOwner: null,
  ongoingTransportUuid: null,
  pictureFileUploadUuid: 'p',
  pictureMimeType: 'image/png',
  weighedAt: null,
  autoPublished: false,
  company: { uuid: 'h', name: 'R', city: 'c', country: 'IN', pipelineOwner: false },
  createdBy: { uuid: 'u', firstName: 'A', lastName: 'B' },
  at: 't',
  ...over,
});
const registeredData = (uuid: string): EventData<'TruckLoadRegistered'> => {
  const { type: _t, at: _a, ...fields } = load({ uuid });
  return {
    ...fields,
    materialType: 'PET_CLEAR',
    supplierUuid: null,
    eventType: 'REGISTRATION',
    quantityUnit: 'KG',
    weighedAt: 't',
    createdAt: 't',
  };
};
const truck = (
  materialTypes: EventData<'OngoingTransportDispatched'>['materialTypes'],
  ...more: OngoingTransportEvent[]
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
  cmd: RegisterTruckLoad,
  over: Partial<TruckLoadContext> = {},
  origin = { plate: 'MH 12', owner: 'Supplier CC' },
) =>
  decideRegisterTruckLoad(cmd, {
    load: truckLoadDecider('l').initialState(),
    hub,
    picture,
    transport: null,
    origin: cmd.ongoingTransportUuid ? origin : null,
    ...over,
  });
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
    whenDeciding(() => register(load({ licensePlate: null, supplier: ' ' }))).thenThrows(
      refusedAs('invalid', 'validationError', {
        licensePlate: 'validationRequired',
        supplier: 'validationRequired',
      }),
    );
    whenDeciding(() =>
      register(load(), {
        hub: { ...hub, fields: { ...fields, allowUnregisteredSuppliers: false } },
      }),
    ).thenThrows(
      refusedAs('invalid', 'validationError', { ongoingTransportUuid: 'validationRequired' }),
    );
  });
  it('needs a material type when the hub collects several, and one of them', () => {
    whenDeciding(() => register(load({ materialType: null }))).thenThrows(
      refusedAs('invalid', 'validationError', { materialType: 'validationRequired' }),
    );
    whenDeciding(() => register(load({ materialType: 'CARDBOARD' }))).thenThrows(
      refusedAs('invalid', 'validationError', { materialType: 'validationInvalid' }),
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
    const received: OngoingTransportEvent = {
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
    whenDeciding(() =>
      register(load({ ongoingTransportUuid: 'tr', materialType: 'PET_CLEAR' }), { transport }),
    ).thenThrows(refusedAs('invalid', 'validationError', { materialType: 'validationInvalid' }));
  });
  it("refuses another hub type (403), another hub's picture; an unknown transport, or one from a hub that is not its supplier, is not found", () => {
    whenDeciding(() =>
      register(load(), { hub: { ...hub, fields: { ...fields, type: 'COLLECTION_CENTER' } } }),
    ).thenThrows(refusedAs('forbidden', 'apiErrorForbidden'));
    whenDeciding(() => register(load(), { picture: { ...picture, hubUuid: 'x' } })).thenThrows(
      refusedAs('invalid', 'validationError', { pictureFileUploadUuid: 'validationInvalid' }),
    );
    whenDeciding(() =>
      register(load({ ongoingTransportUuid: 'tr' }), {
        transport: ongoingTransportDecider.initialState(),
      }),
    ).thenThrows(refusedAs('notFound', 'notFoundMessage'));
    const notSupplier = { ...hub, fields: { ...fields, supplierUuids: [] } };
    whenDeciding(() =>
      register(load({ ongoingTransportUuid: 'tr' }), {
        hub: notSupplier,
        transport: truck(['PET_CLEAR']),
      }),
    ).thenThrows(refusedAs('notFound', 'notFoundMessage'));
  });
});

const loaded = (uuid: string, ...more: TruckLoadEvent[]) =>
  fold(truckLoadDecider(uuid), [
    { type: 'TruckLoadRegistered', data: registeredData(uuid) },
    ...more,
  ]);
const grade = (
  loads = [loaded('a')],
  single = true,
  slot = segregationSlotDecider.initialState(),
) =>
  decideGradeTruckLoads(
    { type: 'GradeTruckLoads', uuid: 'u', hubUuid: 'h', at: 't', single },
    { hub, slot, loads },
  );

describe('truck load: grade', () => {
  it('given a registered load, when graded, then a segregation unit over it starts and the load is graded once', () => {
    const appends = grade();
    expect(appends.map((a) => a.streamId)).toEqual([
      'segregationSlot-h',
      'segregationUnit-u',
      'registeredMaterial-a',
    ]);
    expect(
      fold(segregationUnitDecider, eventsOf(appends, 'segregationUnit-u') as never[]),
    ).toMatchObject({
      state: 'PROCESSING',
      inputWeight: 500,
    });
    const graded = loaded('a', ...(eventsOf(appends, 'registeredMaterial-a') as TruckLoadEvent[]));
    expect(graded.graded).toBe(true);
    whenDeciding(() => grade([graded])).thenThrows(
      refusedAs('invalid', 'validationError', { registeredMaterialUuid: 'validationInvalid' }),
    );
  });
  it("by material type takes every ungraded load; none is noMaterialSourceForGrading; another hub's load is not found", () => {
    expect(grade([loaded('a'), loaded('b')], false).map((a) => a.streamId)).toContain(
      'registeredMaterial-b',
    );
    whenDeciding(() => grade([], false)).thenThrows(
      refusedAs('invalid', 'noMaterialSourceForGrading'),
    );
    whenDeciding(() => grade([fold(truckLoadDecider('z'), [])])).thenThrows(
      refusedAs('notFound', 'notFoundMessage'),
    );
  });
  it('refuses a second grading while one is ongoing', () => {
    whenDeciding(() => grade([loaded('a')], true, { ongoing: 'other' })).thenThrows(
      refusedAs('conflict', 'conflictErrorMessage'),
    );
  });
});

describe('truck load decider', () => {
  const given = specificationFor(truckLoadDecider('l'));
  const settled = {
    materialType: 'PET_CLEAR' as const,
    licensePlate: 'KA 01',
    supplier: 'Own supplier',
    supplierUuid: null,
  };
  it('records the registration as settled, once, and needs a material type', () => {
    given([])
      .when({ ...load(), settled })
      .then([{ type: 'TruckLoadRegistered', data: registeredData('l') }]);
    given([{ type: 'TruckLoadRegistered', data: registeredData('l') }])
      .when({ ...load(), settled })
      .thenThrows(refusedAs('conflict', 'conflictErrorMessage'));
    given([])
      .when({ ...load(), settled: { ...settled, materialType: null } })
      .thenThrows(refusedAs('invalid', 'validationError', { materialType: 'validationRequired' }));
  });
  it('is processed with its weight and type', () => {
    given([{ type: 'TruckLoadRegistered', data: registeredData('l') }])
      .when({ type: 'ProcessTruckLoad', hubUuid: 'h', processingUnitUuid: 'p', at: 't' })
      .then([
        {
          type: 'RegisteredMaterialProcessed',
          data: {
            uuid: 'l',
            hubUuid: 'h',
            processingUnitUuid: 'p',
            weight: 500,
            materialType: 'PET_CLEAR',
            at: 't',
          },
        },
      ]);
  });
  it('is neither graded nor processed before it is registered (404)', () => {
    given([])
      .when({ type: 'GradeTruckLoad', hubUuid: 'h', segregationUnitUuid: 's', at: 't' })
      .thenThrows(refusedAs('notFound', 'notFoundMessage'));
    given([])
      .when({ type: 'ProcessTruckLoad', hubUuid: 'h', processingUnitUuid: 'p', at: 't' })
      .thenThrows(refusedAs('notFound', 'notFoundMessage'));
  });
});
