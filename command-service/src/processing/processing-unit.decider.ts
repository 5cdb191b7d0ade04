import type { EventData, MaterialType } from '@cairn/contracts';
import type { LegacyDecider, StreamEvents } from '../command-handling/decider';
import { DomainError, invalid } from '../command-handling/domain-error';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import { OUTPUT_TOLERANCE, type TrackedItemOwner } from '../grading/segregation-unit.decider';
import { mustBeRecycler, truckLoadStream, type TruckLoad } from '../truck-loads/truck-load.decider';

/** The hub's guard stream (`processingSlot-<hubUuid>`): the one IN_PROGRESS processing unit, if any. */
export interface ProcessingSlot {
  ongoing: string | null;
}
export const processingSlotDecider: LegacyDecider<ProcessingSlot> = {
  initialState: { ongoing: null },
  evolve(state, event) {
    switch (event.type) {
      case 'ProcessingSlotTaken':
        return { ongoing: event.data.processingUnitUuid };
      case 'ProcessingSlotReleased':
        return { ongoing: null };
      default:
        return state;
    }
  },
};

/** `processingUnit-<uuid>`: IN_PROGRESS from its start, PROCESSING_FINISHED when finished. */
export interface ProcessingUnit {
  exists: boolean;
  hubUuid: string | null;
  state: 'IN_PROGRESS' | 'PROCESSING_FINISHED' | null;
  inputWeight: number;
  outputKg: number;
  outputCount: number;
}
export const processingUnitDecider: LegacyDecider<ProcessingUnit> = {
  initialState: {
    exists: false,
    hubUuid: null,
    state: null,
    inputWeight: 0,
    outputKg: 0,
    outputCount: 0,
  },
  evolve(state, event) {
    switch (event.type) {
      case 'ProcessingUnitStarted':
        return {
          ...state,
          exists: true,
          hubUuid: event.data.hubUuid,
          state: 'IN_PROGRESS',
          inputWeight: event.data.weight,
        };
      case 'ProcessingUnitOutputAdded':
        return {
          ...state,
          outputCount: state.outputCount + 1,
          outputKg: state.outputKg + (event.data.quantityUnit === 'KG' ? event.data.weight : 0),
        };
      case 'ProcessingUnitFinished':
        return { ...state, state: 'PROCESSING_FINISHED' };
      default:
        return state;
    }
  },
};

export interface StartProcessing {
  uuid: string;
  hubUuid: string;
  at: string;
  materialType: MaterialType | null;
  supplier: string | null;
  originalWeight: number;
  rejectedWeight: number;
}

/**
 * Starts processing, from a named truck load (it is taken whole: its type, supplier and weight) or from the
 * hub's stock of a material (originalWeight − rejectedWeight is processed). One unit IN_PROGRESS per hub.
 */
export const decideStartProcessing = (
  command: StartProcessing,
  hub: HubAggregate,
  slot: ProcessingSlot,
  load: TruckLoad | null,
): StreamEvents[] => {
  const fields = mustBeRecycler(hub, 'MATERIAL_PROCESSING');
  const { uuid, hubUuid, at } = command;
  let { materialType, supplier, originalWeight, rejectedWeight } = command;
  const appends: StreamEvents[] = [];
  if (load) {
    if (!load.exists || load.hubUuid !== hubUuid || load.removed)
      throw new DomainError('notFound', 'notFoundMessage');
    if (load.graded || load.processed)
      throw invalid({ registeredMaterialUuid: 'validationInvalid' });
    ({ materialType, supplier } = load);
    originalWeight = load.weight;
    rejectedWeight = 0;
    appends.push({
      streamId: truckLoadStream(load.uuid),
      events: [
        {
          type: 'RegisteredMaterialProcessed',
          data: {
            uuid: load.uuid,
            hubUuid,
            processingUnitUuid: uuid,
            weight: load.weight,
            materialType: load.materialType!,
            at,
          },
        },
      ],
    });
  } else {
    const allowed = fields.processingInputMaterialTypes;
    if (!materialType) throw invalid({ materialType: 'validationRequired' });
    if (allowed.length > 0 && !allowed.includes(materialType))
      throw invalid({ materialType: 'validationInvalid' });
    if (!(originalWeight > 0)) throw invalid({ originalWeight: 'validationMin' });
    if (rejectedWeight < 0 || rejectedWeight > originalWeight)
      throw invalid({ rejectedWeight: 'validationMax' });
  }
  if (slot.ongoing) throw new DomainError('conflict', 'conflictErrorMessage');
  const started: EventData<'ProcessingUnitStarted'> = {
    uuid,
    hubUuid,
    materialType: materialType!,
    supplier,
    originalWeight,
    rejectedWeight,
    weight: Math.round((originalWeight - rejectedWeight) * 1000) / 1000,
    registeredMaterialUuid: load?.uuid ?? null,
    createdAt: at,
  };
  return [
    {
      streamId: `processingSlot-${hubUuid}`,
      events: [{ type: 'ProcessingSlotTaken', data: { hubUuid, processingUnitUuid: uuid } }],
    },
    {
      streamId: `processingUnit-${uuid}`,
      events: [{ type: 'ProcessingUnitStarted', data: started }],
    },
    ...appends,
  ];
};

export interface ProcessingOutputContext {
  hub: HubAggregate;
  unit: ProcessingUnit;
  picture: FileUploadAggregate;
  trackedItem: TrackedItemOwner | null;
}

/**
 * An output bag while IN_PROGRESS: a configured output material and product, OIL in liters and the rest in
 * kilograms, the hub's own picture and QR card, and kilograms within the input (+2%, as grading).
 */
export const decideProcessingOutputBag = (
  bag: EventData<'ProcessingOutputBagRegistered'>,
  ctx: ProcessingOutputContext,
): StreamEvents[] => {
  const { unit, hub } = ctx;
  const fields = mustBeRecycler(hub, 'MATERIAL_PROCESSING');
  if (!unit.exists || unit.hubUuid !== bag.hubUuid)
    throw new DomainError('notFound', 'notFoundMessage');
  if (unit.state !== 'IN_PROGRESS')
    throw new DomainError('invalid', 'noMaterialSourceForProcessing');
  const materials = fields.processingOutputMaterialTypes;
  const products = fields.processingOutputProductTypes;
  if (materials.length > 0 && !materials.includes(bag.materialType))
    throw invalid({ materialType: 'validationInvalid' });
  if (products.length > 0 && !products.includes(bag.productType))
    throw invalid({ productType: 'validationInvalid' });
  if (bag.quantityUnit !== (bag.productType === 'OIL' ? 'LITER' : 'KG'))
    throw invalid({ quantityUnit: 'validationInvalid' });
  if (!ctx.picture.exists || ctx.picture.hubUuid !== bag.hubUuid)
    throw invalid({ pictureFileUploadUuid: 'validationInvalid' });
  if (bag.trackedItemUuid && (!ctx.trackedItem?.exists || ctx.trackedItem.hubUuid !== bag.hubUuid))
    throw invalid({ trackedItemUuid: 'validationInvalid' });
  if (bag.weight <= 0) throw invalid({ weight: 'validationMin' });
  if (
    bag.quantityUnit === 'KG' &&
    unit.outputKg + bag.weight > unit.inputWeight * (1 + OUTPUT_TOLERANCE) + 1e-9
  )
    throw invalid({ weight: 'validationMax' });
  return [
    {
      streamId: `processingUnit-${bag.processingUnitUuid}`,
      events: [
        {
          type: 'ProcessingUnitOutputAdded',
          data: {
            uuid: bag.processingUnitUuid,
            bagUuid: bag.uuid,
            weight: bag.weight,
            quantityUnit: bag.quantityUnit,
            materialType: bag.materialType,
            productType: bag.productType,
          },
        },
      ],
    },
    {
      streamId: `processingOutputBag-${bag.uuid}`,
      events: [{ type: 'ProcessingOutputBagRegistered', data: bag }],
    },
  ];
};

/** Finishing needs at least one output bag; the hub's slot is released for the next processing. */
export const decideFinishProcessing = (
  command: { uuid: string; hubUuid: string; at: string },
  hub: HubAggregate,
  unit: ProcessingUnit,
): StreamEvents[] => {
  mustBeRecycler(hub, 'MATERIAL_PROCESSING');
  if (!unit.exists || unit.hubUuid !== command.hubUuid)
    throw new DomainError('notFound', 'notFoundMessage');
  if (unit.state !== 'IN_PROGRESS')
    throw new DomainError('invalid', 'noMaterialSourceForProcessing');
  if (unit.outputCount === 0) throw invalid({ outputMaterialBags: 'validationRequired' });
  return [
    {
      streamId: `processingUnit-${command.uuid}`,
      events: [{ type: 'ProcessingUnitFinished', data: command }],
    },
    {
      streamId: `processingSlot-${command.hubUuid}`,
      events: [
        {
          type: 'ProcessingSlotReleased',
          data: { hubUuid: command.hubUuid, processingUnitUuid: command.uuid },
        },
      ],
    },
  ];
};
