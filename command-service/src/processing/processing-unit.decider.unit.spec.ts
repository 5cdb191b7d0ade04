import { describe, expect, it } from 'vitest';
import { type EventData, HubFields, type QuantityUnit } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import type { HubAggregate } from '../hubs/hub.decider';
import type { StreamEvents } from '../command-handling/decider';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { whenDeciding } from '../../test/harness/stream-decision-specification';
import { truckLoadDecider } from '../truck-loads/truck-load.decider';
import { processingSlotDecider } from './processing-slot.decider';
import { type ProcessingUnitEvent, processingUnitDecider } from './processing-unit.decider';
import {
  type AddProcessingOutputBag,
  type StartProcessing,
  decideAddProcessingOutputBag,
  decideFinishProcessing,
  decideStartProcessing,
} from './processing.decider';

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
  type: 'StartProcessing',
  uuid: 'u',
  hubUuid: 'h',
  at: 't',
  materialType: 'PET_CLEAR',
  supplier: 'S',
  originalWeight: 100,
  rejectedWeight: 10,
  processingSteps: null,
  ...over,
});
const start = (c = cmd(), slot = processingSlotDecider.initialState(), h = hub) =>
  decideStartProcessing(c, { hub: h, slot, load: null });
const started = start();
const startedEvents = eventsOf(started, 'processingUnit-u') as ProcessingUnitEvent[];
const unitAfter = (...more: ProcessingUnitEvent[]) =>
  fold(processingUnitDecider, [...startedEvents, ...more]);
const bag = (over: Partial<AddProcessingOutputBag> = {}): AddProcessingOutputBag => ({
  type: 'AddProcessingOutputBag',
  uuid: 'b',
  hubUuid: 'h',
  processingUnitUuid: 'u',
  company: { uuid: 'h', name: 'R', city: 'c', country: 'IN', pipelineOwner: false },
  createdBy: { uuid: 'a', firstName: 'A', lastName: 'B' },
  materialType: 'PET_CLEAR',
  productType: 'PELLET',
  weight: 50,
  quantityUnit: 'KG',
  pictureFileUploadUuid: 'p',
  pictureMimeType: 'image/png',
  trackedItemUuid: null,
  processedAt: '2026-01-01',
  autoPublished: false,
  at: 't',
  ...over,
});
const givenUnit = specificationFor(processingUnitDecider);
const picture = { exists: true, hubUuid: 'h', mimeType: 'image/png', analyzed: false };
const output = (b = bag(), over = {}) =>
  decideAddProcessingOutputBag(b, { hub, unit: unitAfter(), picture, trackedItem: null, ...over });
const added = (weight: number, quantityUnit: QuantityUnit = 'KG'): ProcessingUnitEvent => ({
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
    whenDeciding(() => start(cmd({ materialType: 'CARDBOARD' }))).thenThrows(
      refusedAs('invalid', 'validationError', { materialType: 'validationInvalid' }),
    );
    whenDeciding(() => start(cmd({ rejectedWeight: 101 }))).thenThrows(
      refusedAs('invalid', 'validationError', { rejectedWeight: 'validationMax' }),
    );
    whenDeciding(() => start(cmd(), { ongoing: 'x' })).thenThrows(
      refusedAs('conflict', 'conflictErrorMessage'),
    );
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
      { hub, slot: processingSlotDecider.initialState(), load },
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
      ...(eventsOf(appends, 'registeredMaterial-l') as never[]),
    ]);
    whenDeciding(() =>
      decideStartProcessing(cmd(), {
        hub,
        slot: processingSlotDecider.initialState(),
        load: processed,
      }),
    ).thenThrows(refusedAs('invalid', 'validationError'));
    whenDeciding(() =>
      decideStartProcessing(cmd(), {
        hub,
        slot: processingSlotDecider.initialState(),
        load: fold(truckLoadDecider('l'), [
          { type: 'TruckLoadRegistered', data: { ...data, hubUuid: 'x' } },
        ]),
      }),
    ).thenThrows(refusedAs('notFound', 'notFoundMessage'));
  });
  it('refuses a hub that is not a processing recycler (403)', () => {
    whenDeciding(() =>
      start(cmd(), undefined, { ...hub, fields: { ...fields, type: 'COLLECTION_CENTER' } }),
    ).thenThrows(refusedAs('forbidden', 'apiErrorForbidden'));
    whenDeciding(() =>
      start(cmd(), undefined, { ...hub, fields: { ...fields, features: [] } }),
    ).thenThrows(refusedAs('forbidden', 'apiErrorForbidden'));
  });
});

describe('processing unit: output bags', () => {
  it('given IN_PROGRESS, an output bag is added to the unit and recorded on its own stream', () => {
    const appends = output();
    expect(appends.map((a) => a.streamId)).toEqual(['processingUnit-u', 'processingOutputBag-b']);
    expect(
      unitAfter(...(eventsOf(appends, 'processingUnit-u') as ProcessingUnitEvent[])),
    ).toMatchObject({
      outputCount: 1,
      outputKg: 50,
    });
  });
  it('OIL must be in liters and anything else in kilograms; liters are not held against the kilograms of input', () => {
    whenDeciding(() => output(bag({ productType: 'OIL', quantityUnit: 'KG' }))).thenThrows(
      refusedAs('invalid', 'validationError', { quantityUnit: 'validationInvalid' }),
    );
    whenDeciding(() => output(bag({ quantityUnit: 'LITER' }))).thenThrows(
      refusedAs('invalid', 'validationError', { quantityUnit: 'validationInvalid' }),
    );
    expect(output(bag({ productType: 'OIL', quantityUnit: 'LITER', weight: 500 }))).toHaveLength(2);
  });
  it("refuses output above the input (+2%), an unconfigured product or material, another hub's tracked item or picture", () => {
    whenDeciding(() =>
      decideAddProcessingOutputBag(bag({ weight: 10 }), {
        hub,
        unit: unitAfter(added(82)),
        picture,
        trackedItem: null,
      }),
    ).thenThrows(refusedAs('invalid', 'validationError', { weight: 'validationMax' }));
    whenDeciding(() => output(bag({ productType: 'CHIP' }))).thenThrows(
      refusedAs('invalid', 'validationError', { productType: 'validationInvalid' }),
    );
    // processingOutputMaterialTypes: a material the hub does not make.
    whenDeciding(() => output(bag({ materialType: 'HDPE_MIXED' }))).thenThrows(
      refusedAs('invalid', 'validationError', { materialType: 'validationInvalid' }),
    );
    whenDeciding(() =>
      output(bag({ trackedItemUuid: 't' }), { trackedItem: { exists: true, hubUuid: 'other' } }),
    ).thenThrows(refusedAs('invalid', 'validationError', { trackedItemUuid: 'validationInvalid' }));
    whenDeciding(() => output(bag(), { picture: { ...picture, hubUuid: 'x' } })).thenThrows(
      refusedAs('invalid', 'validationError', { pictureFileUploadUuid: 'validationInvalid' }),
    );
  });
  it("refuses a bag for another hub's unit (404) or a finished unit", () => {
    whenDeciding(() => output(bag({ hubUuid: 'x' }))).thenThrows(
      refusedAs('notFound', 'notFoundMessage'),
    );
    const finished = unitAfter(added(10), {
      type: 'ProcessingUnitFinished',
      data: { uuid: 'u', hubUuid: 'h', at: 't' },
    });
    whenDeciding(() =>
      decideAddProcessingOutputBag(bag(), { hub, unit: finished, picture, trackedItem: null }),
    ).thenThrows(refusedAs('invalid', 'noMaterialSourceForProcessing'));
  });
});

describe('processing unit: finish', () => {
  it('needs an output bag; then the unit is PROCESSING_FINISHED and the slot released', () => {
    whenDeciding(() =>
      decideFinishProcessing(
        { type: 'FinishProcessing', uuid: 'u', hubUuid: 'h', at: 't' },
        { hub: hub, unit: unitAfter(), slot: { ongoing: 'u' } },
      ),
    ).thenThrows(
      refusedAs('invalid', 'validationError', { outputMaterialBags: 'validationRequired' }),
    );
    const appends = decideFinishProcessing(
      { type: 'FinishProcessing', uuid: 'u', hubUuid: 'h', at: 't' },
      { hub: hub, unit: unitAfter(added(10)), slot: { ongoing: 'u' } },
    );
    expect(
      fold(processingSlotDecider, [
        ...eventsOf(started, 'processingSlot-h'),
        ...eventsOf(appends, 'processingSlot-h'),
      ]),
    ).toEqual({ ongoing: null });
    const done = unitAfter(
      added(10),
      ...(eventsOf(appends, 'processingUnit-u') as ProcessingUnitEvent[]),
    );
    expect(done.state).toBe('PROCESSING_FINISHED');
    whenDeciding(() =>
      decideFinishProcessing(
        { type: 'FinishProcessing', uuid: 'u', hubUuid: 'h', at: 't' },
        { hub: hub, unit: done, slot: { ongoing: 'u' } },
      ),
    ).thenThrows(refusedAs('invalid', 'noMaterialSourceForProcessing'));
    whenDeciding(() =>
      decideFinishProcessing(
        { type: 'FinishProcessing', uuid: 'u', hubUuid: 'x', at: 't' },
        { hub: hub, unit: done, slot: { ongoing: 'u' } },
      ),
    ).thenThrows(refusedAs('notFound', 'notFoundMessage'));
  });
});

describe('processingSteps (issue 20)', () => {
  const stepped: HubAggregate = {
    ...hub,
    fields: { ...fields, processingSteps: ['WASHING', 'SHREDDING'] },
  };
  const stepsOf = (appends: StreamEvents[]) =>
    (
      eventsOf(appends, 'processingUnit-u')[0] as ProcessingUnitEvent & {
        data: { processingSteps?: string[] };
      }
    ).data.processingSteps;
  it("records the hub's steps on the unit by default, or the ones asked among them", () => {
    expect(stepsOf(start(cmd(), undefined, stepped))).toEqual(['WASHING', 'SHREDDING']);
    expect(stepsOf(start(cmd({ processingSteps: ['WASHING'] }), undefined, stepped))).toEqual([
      'WASHING',
    ]);
  });
  it('refuses a step the hub is not configured with', () => {
    expect(() => start(cmd({ processingSteps: ['EXTRUSION'] }), undefined, stepped)).toThrow(
      expect.objectContaining({ fieldErrors: { processingSteps: 'validationInvalid' } }),
    );
  });
});

describe('a processing unit ends in ERROR with a reason (issue 20)', () => {
  const running = startedEvents;
  it('fails an ongoing run, releases nothing of its input, and needs a reason', () => {
    specificationFor(processingUnitDecider)(running)
      .when({
        type: 'FailProcessingUnit',
        uuid: 'u',
        hubUuid: 'h',
        reason: 'Shredder broke',
        at: 't2',
      })
      .then([
        {
          type: 'ProcessingUnitFailed',
          data: { uuid: 'u', hubUuid: 'h', reason: 'Shredder broke', at: 't2' },
        },
      ]);
    specificationFor(processingUnitDecider)(running)
      .when({ type: 'FailProcessingUnit', uuid: 'u', hubUuid: 'h', reason: ' ', at: 't2' })
      .thenThrows(refusedAs('invalid', 'validationError', { reason: 'validationRequired' }));
  });
  it('a failed run takes no more output and cannot fail again', () => {
    const failed = [
      ...running,
      {
        type: 'ProcessingUnitFailed' as const,
        data: { uuid: 'u', hubUuid: 'h', reason: 'x', at: 't2' },
      },
    ];
    specificationFor(processingUnitDecider)(failed)
      .when({ type: 'FailProcessingUnit', uuid: 'u', hubUuid: 'h', reason: 'again', at: 't3' })
      .thenThrows(refusedAs('invalid', 'noMaterialSourceForProcessing'));
  });
});

describe('processing unit decider', () => {
  it('starts with originalWeight − rejectedWeight, and holds kilograms of output to the input (+2%)', () => {
    givenUnit([])
      .when({
        type: 'StartProcessingUnit',
        uuid: 'u',
        hubUuid: 'h',
        materialType: 'PET_CLEAR',
        supplier: null,
        originalWeight: 100,
        rejectedWeight: 10.0004,
        registeredMaterialUuid: null,
        processingSteps: [],
        at: 't',
      })
      .then([
        {
          type: 'ProcessingUnitStarted',
          data: {
            uuid: 'u',
            hubUuid: 'h',
            materialType: 'PET_CLEAR',
            supplier: null,
            originalWeight: 100,
            rejectedWeight: 10.0004,
            weight: 90,
            registeredMaterialUuid: null,
            processingSteps: [],
            createdAt: 't',
          },
        },
      ]);
    const output = {
      type: 'AddProcessingOutput' as const,
      hubUuid: 'h',
      uuid: 'u',
      bagUuid: 'b',
      quantityUnit: 'KG' as const,
      materialType: 'PET_CLEAR' as const,
      productType: 'PELLET' as const,
    };
    givenUnit([...startedEvents, added(82)])
      .when({ ...output, weight: 9.8 })
      .then([
        {
          type: 'ProcessingUnitOutputAdded',
          data: {
            uuid: 'u',
            bagUuid: 'b',
            weight: 9.8,
            quantityUnit: 'KG',
            materialType: 'PET_CLEAR',
            productType: 'PELLET',
          },
        },
      ]);
    givenUnit([...startedEvents, added(82)])
      .when({ ...output, weight: 10 })
      .thenThrows(refusedAs('invalid', 'validationError', { weight: 'validationMax' }));
    givenUnit([...startedEvents])
      .when({ ...output, weight: 0 })
      .thenThrows(refusedAs('invalid', 'validationError', { weight: 'validationMin' }));
  });
});
