import type {
  EventData,
  MaterialType,
  ProcessingStep,
  ProductType,
  QuantityUnit,
} from '@cairn/contracts';
import { unitForProduct } from '@cairn/contracts';
import type { StreamEvents } from '../command-handling/decider';
import { DomainError, invalid } from '../command-handling/domain-error';
import type { StreamDecision } from '../command-handling/stream-decision';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import type { TrackedItemOwner } from '../grading/segregation-unit.decider';
import {
  mustBeRecycler,
  truckLoadDecider,
  truckLoadStream,
  type TruckLoad,
} from '../truck-loads/truck-load.decider';
import {
  type ProcessingSlot,
  processingSlotDecider,
  processingSlotStream,
} from './processing-slot.decider';
import {
  type ProcessingUnit,
  mustBeOwnProcessingUnit,
  processingUnitDecider,
  processingUnitStream,
} from './processing-unit.decider';

export interface StartProcessing {
  type: 'StartProcessing';
  uuid: string;
  hubUuid: string;
  at: string;
  materialType: MaterialType | null;
  supplier: string | null;
  originalWeight: number;
  rejectedWeight: number;
  /** The steps asked for; null: every step the hub is configured with. */
  processingSteps: ProcessingStep[] | null;
}

/**
 * Starts processing, from a named truck load (it is taken whole: its type, supplier and weight) or from the
 * hub's stock of a material (originalWeight − rejectedWeight is processed). One unit IN_PROGRESS per hub.
 */
export const decideStartProcessing: StreamDecision<
  StartProcessing,
  { hub: HubAggregate; slot: ProcessingSlot; load: TruckLoad | null }
> = (command, { hub, slot, load }) => {
  const fields = mustBeRecycler(hub, 'MATERIAL_PROCESSING');
  const { uuid, hubUuid, at } = command;
  let { materialType, supplier, originalWeight, rejectedWeight } = command;
  const appends: StreamEvents[] = [];
  // processingSteps: recorded on the unit, among the hub's configured steps (all of them by default).
  const processingSteps = command.processingSteps ?? fields.processingSteps;
  if (processingSteps.some((s) => !fields.processingSteps.includes(s)))
    throw invalid({ processingSteps: 'validationInvalid' });
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
      events: truckLoadDecider(load.uuid).decide(
        { type: 'ProcessTruckLoad', hubUuid, processingUnitUuid: uuid, at },
        load,
      ),
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
  return [
    {
      streamId: processingSlotStream(hubUuid),
      events: processingSlotDecider.decide(
        { type: 'TakeProcessingSlot', hubUuid, processingUnitUuid: uuid },
        slot,
      ),
    },
    {
      streamId: processingUnitStream(uuid),
      events: processingUnitDecider.decide(
        {
          type: 'StartProcessingUnit',
          uuid,
          hubUuid,
          materialType,
          supplier,
          originalWeight,
          rejectedWeight,
          registeredMaterialUuid: load?.uuid ?? null,
          processingSteps: [...processingSteps],
          at,
        },
        processingUnitDecider.initialState(),
      ),
    },
    ...appends,
  ];
};

/** POST /api/processingUnits/{id}/outputMaterialBags as the hub's user sends it, with the bag's new id. */
export interface AddProcessingOutputBag {
  type: 'AddProcessingOutputBag';
  uuid: string;
  hubUuid: string;
  processingUnitUuid: string;
  company: EventData<'ProcessingOutputBagRegistered'>['company'];
  createdBy: EventData<'ProcessingOutputBagRegistered'>['createdBy'];
  weight: number;
  /** null: OIL in liters, the rest in kilograms. */
  quantityUnit: QuantityUnit | null;
  materialType: MaterialType;
  productType: ProductType;
  processedAt: string;
  pictureFileUploadUuid: string;
  pictureMimeType: string;
  trackedItemUuid: string | null;
  autoPublished: boolean;
  at: string;
}

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
export const decideAddProcessingOutputBag: StreamDecision<
  AddProcessingOutputBag,
  ProcessingOutputContext
> = (command, ctx) => {
  const { unit, hub } = ctx;
  const { type: _t, at, ...given } = command;
  const bag = {
    ...given,
    quantityUnit: given.quantityUnit ?? unitForProduct(given.productType),
  } as const;
  const fields = mustBeRecycler(hub, 'MATERIAL_PROCESSING');
  mustBeOwnProcessingUnit(unit, bag.hubUuid);
  const materials = fields.processingOutputMaterialTypes;
  const products = fields.processingOutputProductTypes;
  if (materials.length > 0 && !materials.includes(bag.materialType))
    throw invalid({ materialType: 'validationInvalid' });
  if (products.length > 0 && !products.includes(bag.productType))
    throw invalid({ productType: 'validationInvalid' });
  if (bag.quantityUnit !== unitForProduct(bag.productType))
    throw invalid({ quantityUnit: 'validationInvalid' });
  if (!ctx.picture.exists || ctx.picture.hubUuid !== bag.hubUuid)
    throw invalid({ pictureFileUploadUuid: 'validationInvalid' });
  if (bag.trackedItemUuid && (!ctx.trackedItem?.exists || ctx.trackedItem.hubUuid !== bag.hubUuid))
    throw invalid({ trackedItemUuid: 'validationInvalid' });
  const { uuid: bagUuid, weight, quantityUnit, materialType, productType } = bag;
  return [
    {
      streamId: processingUnitStream(bag.processingUnitUuid),
      events: processingUnitDecider.decide(
        {
          type: 'AddProcessingOutput',
          hubUuid: bag.hubUuid,
          uuid: bag.processingUnitUuid,
          bagUuid,
          weight,
          quantityUnit,
          materialType,
          productType,
        },
        unit,
      ),
    },
    {
      streamId: `processingOutputBag-${bag.uuid}`,
      events: [
        {
          type: 'ProcessingOutputBagRegistered',
          data: { ...bag, eventType: 'PROCESSING', createdAt: at },
        },
      ],
    },
  ];
};

/** Finishing needs at least one output bag; the hub's slot is released for the next processing. */
export const decideFinishProcessing: StreamDecision<
  /** `error`: the run ends in ERROR with this reason instead of finishing. */
  { type: 'FinishProcessing'; uuid: string; hubUuid: string; at: string; error?: string },
  { hub: HubAggregate; unit: ProcessingUnit; slot: ProcessingSlot }
> = ({ uuid, hubUuid, at, error }, { hub, unit, slot }) => {
  mustBeRecycler(hub, 'MATERIAL_PROCESSING');
  return [
    {
      streamId: processingUnitStream(uuid),
      events: processingUnitDecider.decide(
        error === undefined
          ? { type: 'FinishProcessingUnit', uuid, hubUuid, at }
          : { type: 'FailProcessingUnit', uuid, hubUuid, reason: error, at },
        unit,
      ),
    },
    {
      streamId: processingSlotStream(hubUuid),
      events: processingSlotDecider.decide(
        { type: 'ReleaseProcessingSlot', hubUuid, processingUnitUuid: uuid },
        slot,
      ),
    },
  ];
};
