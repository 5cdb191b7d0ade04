import { z } from 'zod';
import { HubEventType, ProductType, QuantityUnit } from './enums';
import { MaterialType } from './material-types';
import { optionalString, uuid, weight } from './validation';
import { weighedAtInstant } from './future-time';

const at = z.string();
const optionalUuid = () => z.string().uuid('validationInvalid').nullish();
const requiredMaterialType = () =>
  z.custom<z.infer<typeof MaterialType>>((v) => MaterialType.safeParse(v).success, {
    error: 'validationRequired',
  });
const optionalMaterialType = () =>
  z
    .custom<z.infer<typeof MaterialType>>((v) => MaterialType.safeParse(v).success, {
      error: 'validationInvalid',
    })
    .nullish();
const positiveWeight = () => weight().pipe(z.number().gt(0, 'validationMin'));

/**
 * POST /api/registeredMaterials/ (Document 3 §3 "Registered material (truck load)"): a recycler's truck load.
 * From a supplier of the platform it names its ongoing transport (plate and supplier come from it);
 * otherwise licensePlate and supplier are required (checked by the server, which knows which case it is).
 */
export const RegisterTruckLoadRequest = z.object({
  weight: positiveWeight(),
  licensePlate: optionalString(100),
  supplier: optionalString(100),
  internalId: optionalString(100),
  transportOwner: optionalString(100),
  weighedAt: weighedAtInstant(),
  materialType: optionalMaterialType(),
  pictureFileUploadUuid: uuid(),
  ongoingTransportUuid: optionalUuid(),
});
export type RegisterTruckLoadRequest = z.infer<typeof RegisterTruckLoadRequest>;

/** POST /api/processingUnits/start: processing from stock; the processed input is originalWeight − rejectedWeight. */
export const StartProcessingRequest = z
  .object({
    materialType: requiredMaterialType(),
    supplier: optionalString(100),
    originalWeight: positiveWeight(),
    rejectedWeight: weight().nullish(),
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
  .refine((b) => !b.quantityUnit || b.quantityUnit === (b.productType === 'OIL' ? 'LITER' : 'KG'), {
    message: 'validationInvalid',
    path: ['quantityUnit'],
  });
export type ProcessingOutputBagRequest = z.infer<typeof ProcessingOutputBagRequest>;

/** POST /api/massBalance/grading/start */
export const StartMassBalanceGradingRequest = z.object({ materialType: requiredMaterialType() });

/** Listed truck load (Document 3 §3), with what happened to it. */
export interface RegisteredMaterialView {
  uuid: string;
  weighedAt: string;
  weight: number;
  formattedWeight: string;
  quantityUnit: 'KG';
  materialType: string;
  supplier: string | null;
  licensePlate: string | null;
  internalId: string | null;
  transportOwner: string | null;
  ongoingTransportUuid: string | null;
  state: 'REGISTERED' | 'GRADED' | 'PROCESSED';
}
export interface TruckLoadsSummary {
  truckLoadsCount: number;
  formattedRegisteredTotal: string;
  formattedGradingTotal: string;
  formattedProcessingTotal: string;
  materialTypeBreakdown: Record<string, number>;
  quantityUnit: 'KG';
}
export interface ProcessingUnitView {
  uuid: string;
  state: 'IN_PROGRESS' | 'PROCESSING_FINISHED';
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
  outputMaterialBags: Array<{
    uuid: string;
    materialType: string;
    productType: string;
    weight: number;
    quantityUnit: 'KG' | 'LITER';
  }>;
}

const Company = z.object({
  uuid: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  pipelineOwner: z.boolean(),
});
const Actor = z.object({ uuid: z.string(), firstName: z.string(), lastName: z.string() });

/** Event data of the recycler's truck loads and processing; registered in events.ts. */
export const RECYCLER_EVENT_SCHEMAS = {
  /** `registeredMaterial-<uuid>`: a recycler's truck load, a REGISTRATION hub event. */
  TruckLoadRegistered: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    company: Company,
    createdBy: Actor,
    eventType: HubEventType,
    weight: z.number(),
    quantityUnit: z.enum(['KG', 'LITER']),
    materialType: MaterialType,
    licensePlate: z.string().nullable(),
    supplier: z.string().nullable(),
    supplierUuid: z.string().nullable(),
    internalId: z.string().nullable(),
    transportOwner: z.string().nullable(),
    ongoingTransportUuid: z.string().nullable(),
    pictureFileUploadUuid: z.string(),
    pictureMimeType: z.string(),
    weighedAt: at,
    createdAt: at,
    autoPublished: z.boolean(),
  }),
  /** On the truck load's stream: taken into grading (once). */
  RegisteredMaterialGraded: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    segregationUnitUuid: z.string(),
    weight: z.number(),
    materialType: MaterialType,
    at,
  }),
  /** On the truck load's stream: taken into processing (once). */
  RegisteredMaterialProcessed: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    processingUnitUuid: z.string(),
    weight: z.number(),
    materialType: MaterialType,
    at,
  }),
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
} as const;
