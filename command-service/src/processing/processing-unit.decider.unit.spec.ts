import { describe, expect, it } from 'vitest';
import { type DomainEvent, type EventData, HubFields } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import type { HubAggregate } from '../hubs/hub.decider';
import type { StreamEvents } from '../command-handling/decider';
import { truckLoadDecider } from '../truck-loads/truck-load.decider';
import {
  decideFinishProcessing,
  decideProcessingOutputBag,
  decideStartProcessing,
  processingSlotDecider,
  processingUnitDecider,
  type StartProcessing,
} from './processing-unit.decider';

const fields = HubFields.parse({
  name: 'Recycler',
  type: 'RECYCLER',
  cameraResolution: 'W720_H960',
  street: 's',
  zipCode: '1',
  city: 'c',
  country: 'IN',
  currency: 'INR',
  features: ['MATERIAL_PROCESSING'],
  processingInputMaterialTypes: ['PET_CLEAR'],
  processingOutputMaterialTypes: ['PET_CLEAR'],
  processingOutputProductTypes: ['PELLET', 'OIL'],
});
const hub: HubAggregate = { exists: true, state: 'ACTIVE', fields };
const eventsOf = (appends: StreamEvents[], stream: string) =>
  appends.find((a) => a.streamId === stream)?.events ?? [];
const cmd = (over: Partial<StartProcessing> = {}): StartProcessing => ({
  uuid: 'u',
  hubUuid: 'h',
  at: 't',
  materialType: 'PET_CLEAR',
  supplier: 'S',
  originalWeight: 100,
  rejectedWeight: 10,
  ...over,
});
const start = (c = cmd(), slot = processingSlotDecider.initialState, h = hub) =>
  decideStartProcessing(c, h, slot, null);
const started = start();
const unitAfter = (...more: DomainEvent[]) =>
  fold(processingUnitDecider, [...eventsOf(started, 'processingUnit-u'), ...more]);
const bag = (over: Partial<EventData<'ProcessingOutputBagRegistered'>> = {}) =>
  ({
    uuid: 'b',
    hubUuid: 'h',
    processingUnitUuid: 'u',
    materialType: 'PET_CLEAR',
    productType: 'PELLET',
    weight: 50,
    quantityUnit: 'KG',
    pictureFileUploadUuid: 'p',
    trackedItemUuid: null,
    processedAt: '2026-01-01',
    ...over,
  }) as EventData<'ProcessingOutputBagRegistered'>;
const picture = { exists: true, hubUuid: 'h', mimeType: 'image/png', analyzed: false };
const output = (b = bag(), over = {}) =>
  decideProcessingOutputBag(b, { hub, unit: unitAfter(), picture, trackedItem: null, ...over });
const added = (weight: number, quantityUnit: 'KG' | 'LITER' = 'KG'): DomainEvent => ({
  type: 'ProcessingUnitOutputAdded',
  data: {
    uuid: 'u',
    bagUuid: 'x',
    weight,
    quantityUnit,
    materialType: 'PET_CLEAR',
    productType: 'PELLET',
  },
});

describe('processing unit: start', () => {
  it('given stock, when started, then the slot is taken and the unit IN_PROGRESS with originalWeight − rejectedWeight', () => {
    expect(eventsOf(started, 'processingSlot-h')[0].type).toBe('ProcessingSlotTaken');
    expect(eventsOf(started, 'processingUnit-u')[0]).toMatchObject({
      data: { weight: 90, originalWeight: 100, rejectedWeight: 10, registeredMaterialUuid: null },
    });
    expect(unitAfter()).toMatchObject({ state: 'IN_PROGRESS', inputWeight: 90 });
  });
  it('refuses a material outside the input types, a rejected weight above the original and a second unit', () => {
    expect(() => start(cmd({ materialType: 'CARDBOARD' }))).toThrow(
      expect.objectContaining({ fieldErrors: { materialType: 'validationInvalid' } }),
    );
    expect(() => start(cmd({ rejectedWeight: 101 }))).toThrow(
      expect.objectContaining({ fieldErrors: { rejectedWeight: 'validationMax' } }),
    );
    expect(() => start(cmd(), { ongoing: 'x' })).toThrow('conflictErrorMessage');
  });
  it('given a truck load, takes it whole and marks it processed; a graded or foreign one is refused', () => {
    const data = {
      uuid: 'l',
      hubUuid: 'h',
      weight: 400,
      materialType: 'HDPE_MIXED',
      supplier: 'Sup',
    } as EventData<'TruckLoadRegistered'>;
    const load = fold(truckLoadDecider('l'), [{ type: 'TruckLoadRegistered', data }]);
    const appends = decideStartProcessing(
      cmd({ materialType: null, originalWeight: 0, rejectedWeight: 0 }),
      hub,
      processingSlotDecider.initialState,
      load,
    );
    expect(eventsOf(appends, 'processingUnit-u')[0]).toMatchObject({
      data: {
        weight: 400,
        materialType: 'HDPE_MIXED',
        supplier: 'Sup',
        registeredMaterialUuid: 'l',
      },
    });
    expect(eventsOf(appends, 'registeredMaterial-l')[0].type).toBe('RegisteredMaterialProcessed');
    const processed = fold(truckLoadDecider('l'), [
      { type: 'TruckLoadRegistered', data },
      ...eventsOf(appends, 'registeredMaterial-l'),
    ]);
    expect(() =>
      decideStartProcessing(cmd(), hub, processingSlotDecider.initialState, processed),
    ).toThrow('validationError');
    expect(() =>
      decideStartProcessing(cmd(), hub, processingSlotDecider.initialState, {
        ...load,
        hubUuid: 'x',
      }),
    ).toThrow('notFoundMessage');
  });
  it('refuses a hub that is not a processing recycler (403)', () => {
    expect(() =>
      start(cmd(), undefined, { ...hub, fields: { ...fields, type: 'COLLECTION_CENTER' } }),
    ).toThrow('apiErrorForbidden');
    expect(() => start(cmd(), undefined, { ...hub, fields: { ...fields, features: [] } })).toThrow(
      'apiErrorForbidden',
    );
  });
});

describe('processing unit: output bags', () => {
  it('given IN_PROGRESS, an output bag is added to the unit and recorded on its own stream', () => {
    const appends = output();
    expect(appends.map((a) => a.streamId)).toEqual(['processingUnit-u', 'processingOutputBag-b']);
    expect(unitAfter(...eventsOf(appends, 'processingUnit-u'))).toMatchObject({
      outputCount: 1,
      outputKg: 50,
    });
  });
  it('OIL must be in liters and anything else in kilograms; liters are not held against the kilograms of input', () => {
    expect(() => output(bag({ productType: 'OIL', quantityUnit: 'KG' }))).toThrow(
      expect.objectContaining({ fieldErrors: { quantityUnit: 'validationInvalid' } }),
    );
    expect(() => output(bag({ quantityUnit: 'LITER' }))).toThrow(
      expect.objectContaining({ fieldErrors: { quantityUnit: 'validationInvalid' } }),
    );
    expect(output(bag({ productType: 'OIL', quantityUnit: 'LITER', weight: 500 }))).toHaveLength(2);
  });
  it("refuses output above the input (+2%), an unconfigured product, another hub's tracked item or picture", () => {
    expect(() =>
      decideProcessingOutputBag(bag({ weight: 10 }), {
        hub,
        unit: unitAfter(added(82)),
        picture,
        trackedItem: null,
      }),
    ).toThrow(expect.objectContaining({ fieldErrors: { weight: 'validationMax' } }));
    expect(() => output(bag({ productType: 'CHIP' }))).toThrow(
      expect.objectContaining({ fieldErrors: { productType: 'validationInvalid' } }),
    );
    expect(() =>
      output(bag({ trackedItemUuid: 't' }), { trackedItem: { exists: true, hubUuid: 'other' } }),
    ).toThrow(expect.objectContaining({ fieldErrors: { trackedItemUuid: 'validationInvalid' } }));
    expect(() => output(bag(), { picture: { ...picture, hubUuid: 'x' } })).toThrow(
      expect.objectContaining({ fieldErrors: { pictureFileUploadUuid: 'validationInvalid' } }),
    );
  });
  it("refuses a bag for another hub's unit (404) or a finished unit", () => {
    expect(() => output(bag({ hubUuid: 'x' }))).toThrow('notFoundMessage');
    const finished = unitAfter(added(10), {
      type: 'ProcessingUnitFinished',
      data: { uuid: 'u', hubUuid: 'h', at: 't' },
    });
    expect(() =>
      decideProcessingOutputBag(bag(), { hub, unit: finished, picture, trackedItem: null }),
    ).toThrow('noMaterialSourceForProcessing');
  });
});

describe('processing unit: finish', () => {
  it('needs an output bag; then the unit is PROCESSING_FINISHED and the slot released', () => {
    expect(() =>
      decideFinishProcessing({ uuid: 'u', hubUuid: 'h', at: 't' }, hub, unitAfter()),
    ).toThrow(
      expect.objectContaining({ fieldErrors: { outputMaterialBags: 'validationRequired' } }),
    );
    const appends = decideFinishProcessing(
      { uuid: 'u', hubUuid: 'h', at: 't' },
      hub,
      unitAfter(added(10)),
    );
    expect(
      fold(processingSlotDecider, [
        ...eventsOf(started, 'processingSlot-h'),
        ...eventsOf(appends, 'processingSlot-h'),
      ]),
    ).toEqual({ ongoing: null });
    const done = unitAfter(added(10), ...eventsOf(appends, 'processingUnit-u'));
    expect(done.state).toBe('PROCESSING_FINISHED');
    expect(() => decideFinishProcessing({ uuid: 'u', hubUuid: 'h', at: 't' }, hub, done)).toThrow(
      'noMaterialSourceForProcessing',
    );
    expect(() => decideFinishProcessing({ uuid: 'u', hubUuid: 'x', at: 't' }, hub, done)).toThrow(
      'notFoundMessage',
    );
  });
});
