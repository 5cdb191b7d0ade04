import { z } from 'zod';
import { HubEventType, MassBalanceAccount, RegistrationUnit } from './enums';
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

/** POST /api/collectors/{uuid} (Document 3 §5: name and idNumber required; birthDate not in the future; ID picture required). */
export const DefineCollectorRequest = z.object({
  name: requiredString(100),
  idNumber: requiredString(50),
  birthDate: isoDate().refine(
    (v) => v <= new Date().toISOString().slice(0, 10),
    'validationNotInFuture',
  ),
  idDocumentFileUploadUuid: uuid(),
});
export type DefineCollectorRequest = z.infer<typeof DefineCollectorRequest>;

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
});
export type SegregationOutputBagRequest = z.infer<typeof SegregationOutputBagRequest>;

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
  quantityUnit: 'KG' | 'LITER';
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

export interface CollectorDetailView {
  uuid: string;
  trackingNumber: string;
  type: string;
  state: 'DEFINED' | 'UNDEFINED';
  name: string | null;
  birthDate: string | null;
  idNumber: string | null;
  idDocumentFileUploadUuid: string | null;
  /** As the admin list answers them (Document 2 §3): the collector redirect compares companies. */
  company: { uuid: string; name: string };
  qrCode: { directLink: string };
  trackingUrl: string;
  createdAt: string;
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
    createdAt: at,
  }),
  SegregationUnitFinished: z.object({ uuid: z.string(), hubUuid: z.string(), at }),
} as const;
