import { z } from 'zod';
import { HubEventType, MassBalanceAccount, RegistrationUnit, type QuantityUnit } from './enums';
import { MaterialType } from './material-types';
import { requiredString, uuid, positiveWeight } from './validation';
import { periodInOrder } from './time-zone';

const at = z.string();
const materialType = () =>
  z.custom<z.infer<typeof MaterialType>>((v) => MaterialType.safeParse(v).success, {
    error: 'validationRequired',
  });

/** A calendar date (YYYY-MM-DD) not later than today in the caller's clock; the server checks today itself. */
export const isoDate = () =>
  z
    .string({ error: 'validationRequired' })
    .min(1, 'validationRequired')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validationInvalid')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'validationInvalid');

/** POST /api/collectedMaterials/grade: one bag, or every registered, not yet graded bag when omitted. */
export const GradeCollectedMaterialRequest = z.object({
  collectedMaterialUuid: z.string().uuid('validationInvalid').nullish(),
});

/** POST /api/segregationUnits/{id}/outputMaterialBags */
export const SegregationOutputBagRequest = z.object({
  weight: positiveWeight(),
  materialType: materialType(),
  pictureFileUploadUuid: uuid(),
  trackedItemUuid: z.string().uuid('validationInvalid').nullish(),
  /** Ours: BALE registers the output as a bale, allowed with the hub's enableBaleSegregationOutput; absent, a bag. */
  registrationUnit: z.enum(['BAG', 'BALE'], { error: 'validationInvalid' }).optional(),
});
export type SegregationOutputBagRequest = z.infer<typeof SegregationOutputBagRequest>;

/** POST /api/segregationUnits/{uuid}/error (ours): the grading ends in ERROR, with why. */
export const FailSegregationUnitRequest = z.object({ reason: requiredString(500) });

const instant = () =>
  z
    .string({ error: 'validationRequired' })
    .min(1, 'validationRequired')
    .datetime({ offset: true, error: 'validationInvalid' });

/** GET /api/massBalance/overview and /clearable */
export const MassBalanceQuery = z
  .object({
    account: z.custom<z.infer<typeof MassBalanceAccount>>(
      (v) => MassBalanceAccount.safeParse(v).success,
      { error: 'validationRequired' },
    ),
    startDate: instant(),
    endDate: instant(),
  })
  .refine((q) => periodInOrder(q.startDate, q.endDate), {
    message: 'validationInvalid',
    path: ['endDate'],
  });

/** A breakdown row in its own unit: litres (OIL) and kilograms are never summed together. */
export interface TypeWeight {
  materialType: string;
  productType: string | null;
  quantityUnit: QuantityUnit;
  weight: number;
}
/** `total` is the kilograms (`quantityUnit`), `literTotal` the litres beside them. */
export interface MassBalanceOverview {
  outputTypeBreakdown: TypeWeight[];
  quantityUnit: 'KG';
  total: number;
  literTotal: number;
  /** Of `total`, what rests on flagged hub events (docs/hub-stock.md). */
  flaggedTotal?: number;
}
export interface MassBalanceClearable {
  clearableTypeBreakdown: TypeWeight[];
  quantityUnit: 'KG';
  total: number;
  literTotal: number;
}

export interface SegregationUnitView {
  uuid: string;
  state: string;
  /** Why the grading ended in ERROR; null otherwise. */
  errorReason: string | null;
  createdAt: string;
  originalMaterialType: string | null;
  inputTrackedItemsCount: number;
  weight: number;
  formattedWeight: string;
  quantityUnit: 'KG';
  outputMaterialBagCount: number;
  formattedMaterialTotal: string;
  materialBreakdown: Record<string, number>;
  collectedMaterials: Array<{
    uuid: string;
    registrationUnit: string;
    weight: number;
    materialType: string;
    trackedItemUuid: string | null;
  }>;
  /** Truck loads graded by a recycler (inputs whose source is REGISTERED). */
  registeredMaterials: Array<{ uuid: string; weight: number; materialType: string }>;
}

const GradingInput = z.object({
  collectedMaterialUuid: z.string(),
  registrationUnit: RegistrationUnit,
  weight: z.number(),
  materialType: MaterialType,
  trackedItemUuid: z.string().nullable(),
  /** REGISTERED: a recycler's truck load (`registeredMaterial-<uuid>`, uuid in collectedMaterialUuid); absent: a collected material. */
  source: z.enum(['COLLECTED', 'REGISTERED']).optional(),
});
const CompanySnapshot = z.object({
  uuid: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  pipelineOwner: z.boolean(),
});

/** Event data of this slice; registered in events.ts. */
export const GRADING_EVENT_SCHEMAS = {
  CollectorDefined: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    name: z.string(),
    idNumber: z.string(),
    birthDate: z.string(),
    idDocumentFileUploadUuid: z.string(),
    at,
  }),
  /** Per-hub guard stream: at most one PROCESSING segregation unit. */
  SegregationSlotTaken: z.object({ hubUuid: z.string(), segregationUnitUuid: z.string() }),
  SegregationSlotReleased: z.object({ hubUuid: z.string(), segregationUnitUuid: z.string() }),
  SegregationUnitStarted: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    inputs: z.array(GradingInput),
    createdAt: at,
  }),
  /** On each input's own collectedMaterial stream, so a bag is graded once even under concurrency. */
  CollectedMaterialGraded: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    segregationUnitUuid: z.string(),
    weight: z.number(),
    materialType: MaterialType,
    trackedItemUuid: z.string().nullable(),
    at,
  }),
  SegregationUnitOutputAdded: z.object({
    uuid: z.string(),
    bagUuid: z.string(),
    weight: z.number(),
    materialType: MaterialType,
  }),
  /** The output bag's own stream: a reviewable hub event of type SEGREGATION. */
  SegregationOutputBagRegistered: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    segregationUnitUuid: z.string(),
    eventType: HubEventType,
    company: CompanySnapshot,
    createdBy: z.object({ uuid: z.string(), firstName: z.string(), lastName: z.string() }),
    weight: z.number(),
    quantityUnit: z.enum(['KG', 'LITER']),
    materialType: MaterialType,
    pictureFileUploadUuid: z.string(),
    pictureMimeType: z.string(),
    trackedItemUuid: z.string().nullable(),
    /** BALE with enableBaleSegregationOutput; absent on bags registered before bales existed: a BAG. */
    registrationUnit: z.enum(['BAG', 'BALE']).optional(),
    createdAt: at,
  }),
  SegregationUnitFinished: z.object({ uuid: z.string(), hubUuid: z.string(), at }),
  /** Ended in ERROR (Document 2's segregation unit states) with the operator's reason (issue 20). */
  SegregationUnitFailed: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    reason: z.string(),
    at,
  }),
} as const;
