import { z } from 'zod';
import type { Feature, QuantityUnit } from './enums';
import { requiredString, uuid, positiveWeight } from './validation';

const at = z.string();

/** POST /api/collectionUnits (Document 3 §5: plate required, at most 100 characters; a picture). */
export const StartCollectionRequest = z.object({
  transporterLicensePlate: requiredString(100),
  transporterPictureFileUploadUuid: uuid(),
});
export type StartCollectionRequest = z.infer<typeof StartCollectionRequest>;

/** POST /api/collectionUnits/{uuid}/finish: the weigh slip (weight and picture together), or an empty object when the hub does not weigh collections. */
export const FinishCollectionRequest = z
  .object({
    weight: positiveWeight().optional(),
    quantityUnit: z.enum(['KG', 'LITER'], { error: 'validationInvalid' }).default('KG'),
    weighSlipPictureFileUploadUuid: uuid().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.weight === undefined && v.weighSlipPictureFileUploadUuid === undefined) return;
    if (v.weight === undefined)
      ctx.addIssue({ code: 'custom', path: ['weight'], message: 'validationRequired' });
    if (v.weighSlipPictureFileUploadUuid === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['weighSlipPictureFileUploadUuid'],
        message: 'validationRequired',
      });
  });
/** The weigh form alone (the UI's resolver): weight and picture both required. */
export const FinishCollectionWeighForm = z.object({
  weight: positiveWeight(),
  weighSlipPictureFileUploadUuid: uuid(),
});
export type FinishCollectionRequest = z.infer<typeof FinishCollectionRequest>;

/** A household visited on a round that handed over no material (issue 20 item 5). */
export const HouseholdVisitOutcome = z.enum(['FEE_PAID', 'NO_WASTE', 'VACANT']);
export type HouseholdVisitOutcome = z.infer<typeof HouseholdVisitOutcome>;
/** Each outcome is open to hubs with its feature. */
export const HOUSEHOLD_VISIT_FEATURE: Record<HouseholdVisitOutcome, Feature> = {
  FEE_PAID: 'COLLECTOR_HOUSEHOLD_FEE_PAYMENT',
  NO_WASTE: 'COLLECTOR_HOUSEHOLD_NO_WASTE',
  VACANT: 'COLLECTOR_HOUSEHOLD_VACANT',
};
/** The outcomes a hub may record, in the order the app offers them (the server refuses the others). */
export const householdVisitOutcomes = (features: readonly Feature[]): HouseholdVisitOutcome[] =>
  HouseholdVisitOutcome.options.filter((o) => features.includes(HOUSEHOLD_VISIT_FEATURE[o]));
export const HOUSEHOLD_VISIT_LABEL: Record<HouseholdVisitOutcome, string> = {
  FEE_PAID: 'Fee paid',
  NO_WASTE: 'No waste',
  VACANT: 'Vacant',
};

/** POST /api/collectionUnits/{uuid}/householdVisits: at the pick-up point checked in at, if any. */
export const RecordHouseholdVisitRequest = z.object({
  outcome: z.enum(HouseholdVisitOutcome.options, {
    error: (issue) => (issue.input === undefined ? 'validationRequired' : 'validationInvalid'),
  }),
  supplierUuid: uuid().nullish(),
});
export type RecordHouseholdVisitRequest = z.infer<typeof RecordHouseholdVisitRequest>;

/** POST /api/companies/pickupPoints/search: by name (empty gives nothing), or by the uuid a scanned hub QR code ends in. */
export const PickupPointSearchRequest = z.object({
  name: z.string().max(100, 'validationExceedsMaxLength').nullish(),
  uuid: z.string().uuid('validationInvalid').nullish(),
});
export interface PickupPoint {
  uuid: string;
  name: string;
}

/** The uuid at the end of a hub QR text (`…/identity/hub/<36 characters>`), or null. */
export const hubUuidFromQrText = (text: string): string | null => {
  const match = /\/identity\/hub\/([0-9a-fA-F-]{36})\s*$/.exec(text);
  return match && z.string().uuid().safeParse(match[1]).success ? match[1].toLowerCase() : null;
};

/** GET /api/collectedMaterials/mixed (Document 3 §3 "Mixed"): a container or truck load waiting to be graded on its own. */
export interface MixedMaterialView {
  uuid: string;
  registrationUnit: 'CONTAINER' | 'TRUCK_LOAD';
  weight: number;
  quantityUnit: QuantityUnit;
  materialType: string;
  licensePlate: string | null;
  location: { latitude: number; longitude: number } | null;
  createdAt: string;
}

/** Document 3 §3 "Collection unit". */
export interface CollectionUnitView {
  uuid: string;
  state: 'IN_PROGRESS' | 'FINISHED';
  createdAt: string;
  finishedAt: string | null;
  pickUpPointsVisited: number;
  collectedUnitsCount: number;
  collectedQuantityTotal: number;
  collectedQuantityUnit: 'KG';
  collectedUnitsCountByPickupPoint: Record<string, number>;
  /** Households visited without material on this round, per outcome. */
  householdVisits: Record<HouseholdVisitOutcome, number>;
  transporterLicensePlate: string;
  transporterPictureFileUploadUuid: string;
  weight: number | null;
  quantityUnit: QuantityUnit | null;
}
export interface CollectionUnitsSummary {
  collectionUnitCount: number;
  collectedMaterialsCount: number;
  householdVisitsCount: number;
  totalQuantity: number;
  totalQuantityUnit: 'KG';
}

/** Event data of collection units; registered in events.ts. */
export const COLLECTION_EVENT_SCHEMAS = {
  /** Per-hub guard stream `collectionSlot-<hubUuid>`: at most one collection in progress. */
  CollectionSlotTaken: z.object({ hubUuid: z.string(), collectionUnitUuid: z.string() }),
  CollectionSlotReleased: z.object({ hubUuid: z.string(), collectionUnitUuid: z.string() }),
  CollectionUnitStarted: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    transporterLicensePlate: z.string(),
    transporterPictureFileUploadUuid: z.string(),
    createdAt: at,
  }),
  /** A bag registered during the collection (appended with the bag, so a finished unit takes no more). */
  CollectionUnitMaterialAdded: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    materialUuid: z.string(),
    supplierUuid: z.string().nullable(),
    weight: z.number(),
    trackedItemUuid: z.string().nullable(),
  }),
  /** A household visit without material, recorded on the round in progress. */
  CollectionUnitHouseholdVisited: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    visitUuid: z.string(),
    outcome: HouseholdVisitOutcome,
    supplierUuid: z.string().nullable(),
    at,
  }),
  CollectionUnitFinished: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    weight: z.number().nullable(),
    quantityUnit: z.enum(['KG', 'LITER']).nullable(),
    weighSlipPictureFileUploadUuid: z.string().nullable(),
    at,
  }),
  /** On each collected bag's stream at the finish: the bag reached the center (its tracked item becomes REGISTERED). */
  CollectedMaterialArrived: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    collectionUnitUuid: z.string(),
    trackedItemUuid: z.string().nullable(),
    at,
  }),
} as const;
