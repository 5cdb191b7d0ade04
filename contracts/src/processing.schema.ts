import { z } from 'zod';
import { HubEventType, ProcessingStep, ProductType, QuantityUnit, unitForProduct } from './enums';
import { MaterialType } from './material-types';
import {
  Actor,
  at,
  Company,
  optionalUuid,
  positiveWeight,
  requiredMaterialType,
} from './material-fields';
import { optionalString, requiredString, uuid, weight } from './validation';

/** POST /api/processingUnits/start: processing from stock; the processed input is originalWeight − rejectedWeight. */
export const StartProcessingRequest = z
  .object({
    materialType: requiredMaterialType(),
    supplier: optionalString(100),
    originalWeight: positiveWeight(),
    rejectedWeight: weight().nullish(),
    /** Ours (issue 20): the steps this unit goes through, among the hub's processingSteps; all of them when absent. */
    processingSteps: z.array(ProcessingStep, { error: 'validationInvalid' }).nullish(),
  })
  .refine((b) => (b.rejectedWeight ?? 0) <= b.originalWeight, {
    message: 'validationMax',
    path: ['rejectedWeight'],
  });
export type StartProcessingRequest = z.infer<typeof StartProcessingRequest>;

const today = () => new Date().toISOString().slice(0, 10);
/** POST /api/processingUnits/{id}/outputMaterialBags: OIL is in liters, everything else in kilograms (Document 3 §4). */
export const ProcessingOutputBagRequest = z
  .object({
    materialType: requiredMaterialType(),
    productType: z.custom<ProductType>((v) => ProductType.safeParse(v).success, {
      error: 'validationRequired',
    }),
    processedAt: z
      .string({ error: 'validationRequired' })
      .min(1, 'validationRequired')
      // A day (or an instant) written year first: "12/13/2026" parses, but as whose day?
      .refine(
        (v) => /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v)),
        'validationInvalid',
      )
      .refine((v) => v.slice(0, 10) <= today(), 'validationNotInFuture'),
    weight: positiveWeight(),
    quantityUnit: QuantityUnit.nullish(),
    pictureFileUploadUuid: uuid(),
    trackedItemUuid: optionalUuid(),
  })
  .refine((b) => !b.quantityUnit || b.quantityUnit === unitForProduct(b.productType), {
    message: 'validationInvalid',
    path: ['quantityUnit'],
  });
export type ProcessingOutputBagRequest = z.infer<typeof ProcessingOutputBagRequest>;

export interface ProcessingUnitView {
  uuid: string;
  state: 'IN_PROGRESS' | 'PROCESSING_FINISHED' | 'ERROR';
  /** Why it ended in ERROR; null otherwise. */
  errorReason: string | null;
  createdAt: string;
  materialType: string;
  supplier: string | null;
  originalWeight: number;
  rejectedWeight: number;
  weight: number;
  formattedWeight: string;
  quantityUnit: 'KG';
  inputTrackedItemsCount: number;
  registeredMaterialUuid: string | null;
  processingSteps: ProcessingStep[];
  outputMaterialBags: Array<{
    uuid: string;
    materialType: string;
    productType: string;
    weight: number;
    quantityUnit: QuantityUnit;
  }>;
}

/** Event data of the recycler's processing; registered in events.ts. */
export const PROCESSING_EVENT_SCHEMAS = {
  /** Per-hub guard stream: at most one IN_PROGRESS processing unit. */
  ProcessingSlotTaken: z.object({ hubUuid: z.string(), processingUnitUuid: z.string() }),
  ProcessingSlotReleased: z.object({ hubUuid: z.string(), processingUnitUuid: z.string() }),
  /** `processingUnit-<uuid>`: input weight = originalWeight − rejectedWeight, from a truck load or from stock. */
  ProcessingUnitStarted: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    materialType: MaterialType,
    supplier: z.string().nullable(),
    originalWeight: z.number(),
    rejectedWeight: z.number(),
    weight: z.number(),
    registeredMaterialUuid: z.string().nullable(),
    /** The hub's processing steps this unit goes through (absent on units started before issue 20). */
    processingSteps: z.array(ProcessingStep).optional(),
    createdAt: at,
  }),
  ProcessingUnitOutputAdded: z.object({
    uuid: z.string(),
    bagUuid: z.string(),
    weight: z.number(),
    quantityUnit: z.enum(['KG', 'LITER']),
    materialType: MaterialType,
    productType: ProductType,
  }),
  /** `processingOutputBag-<uuid>`: a reviewable hub event of type PROCESSING. */
  ProcessingOutputBagRegistered: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    processingUnitUuid: z.string(),
    eventType: HubEventType,
    company: Company,
    createdBy: Actor,
    weight: z.number(),
    quantityUnit: z.enum(['KG', 'LITER']),
    materialType: MaterialType,
    productType: ProductType,
    processedAt: at,
    pictureFileUploadUuid: z.string(),
    pictureMimeType: z.string(),
    trackedItemUuid: z.string().nullable(),
    createdAt: at,
    autoPublished: z.boolean(),
  }),
  ProcessingUnitFinished: z.object({ uuid: z.string(), hubUuid: z.string(), at }),
  /** Ended in ERROR (Document 2 §3's processing unit states) with the operator's reason (issue 20). */
  ProcessingUnitFailed: z.object({ uuid: z.string(), hubUuid: z.string(), reason: z.string(), at }),
} as const;

/** POST /api/processingUnits/{uuid}/error (ours): the run ends in ERROR, with why. */
export const FailProcessingUnitRequest = z.object({ reason: requiredString(500) });
