import { z } from 'zod';
import { MaterialClearanceUnitState, ProductType, QuantityUnit } from './enums';
import { MaterialType } from './material-types';
import { optionalString, requiredString, uuid, positiveWeight } from './validation';

/**
 * The hub app's clearances (Document 3 §2, §5, §7): material leaves a hub's stock on a transporter's
 * truck for a buyer. Each starts LOADED and goes IN_TRANSIT when weighed (an ongoing transport starts).
 */
export const ClearanceKind = z.enum([
  'MATERIAL_CLEARANCE',
  'CLEARANCE_TRANSPORT',
  'HANDLING_CENTER_CLEARANCE',
]);
export type ClearanceKind = z.infer<typeof ClearanceKind>;

/**
 * The transporter's plate and picture are asked only where the hub's settings ask them
 * (`clearanceSteps`): the schema takes them as optional, the decider and the form require them per hub.
 */
const plate = () => optionalString(100);
const picture = () =>
  z.preprocess((v) => (v === '' ? null : v), z.string().uuid('validationInvalid').nullish());
const buyer = () => requiredString(100);
const materialTypes = () =>
  z
    .array(
      z.custom<MaterialType>((v) => MaterialType.safeParse(v).success, {
        error: 'validationInvalid',
      }),
      { error: 'validationRequired' },
    )
    .min(1, 'validationRequired')
    .refine((xs) => new Set(xs).size === xs.length, 'validationInvalid');
const positive = positiveWeight;

/** POST /api/materialClearances: partial clearance needs one material type and an estimated weight. */
export const StartMaterialClearanceRequest = z
  .object({
    materialTypes: materialTypes(),
    productType: z
      .custom<ProductType>((v) => ProductType.safeParse(v).success, { error: 'validationInvalid' })
      .nullish(),
    transporterLicensePlate: plate(),
    partialClearance: z.boolean({ error: 'validationRequired' }),
    estimatedWeight: positive().nullish(),
    quantityUnit: QuantityUnit.nullish(),
    buyer: buyer(),
    pictureFileUploadUuid: picture(),
    materialClearanceUnitUuid: z.string().uuid('validationInvalid').nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.partialClearance && (b.estimatedWeight === null || b.estimatedWeight === undefined))
      ctx.addIssue({ code: 'custom', path: ['estimatedWeight'], message: 'validationRequired' });
    // Document 3 §4: the partial/full question exists only for a single material type.
    if (b.partialClearance && b.materialTypes.length > 1)
      ctx.addIssue({ code: 'custom', path: ['partialClearance'], message: 'validationInvalid' });
    if (b.materialClearanceUnitUuid && !b.partialClearance)
      ctx.addIssue({ code: 'custom', path: ['partialClearance'], message: 'validationInvalid' });
  });
export type StartMaterialClearanceRequest = z.infer<typeof StartMaterialClearanceRequest>;

/** POST /api/clearanceTransports (a recycler's clearance). */
export const StartClearanceTransportRequest = z.object({
  transporterLicensePlate: plate(),
  buyer: buyer(),
  transporterPictureFileUploadUuid: picture(),
});
export type StartClearanceTransportRequest = z.infer<typeof StartClearanceTransportRequest>;

/** POST /api/handlingCenterMaterialClearances: at least one material type, plate and buyer (Document 3 §5). */
export const StartHandlingCenterClearanceRequest = z.object({
  materialTypes: materialTypes(),
  transporterLicensePlate: plate(),
  buyer: buyer(),
  transporterPictureFileUploadUuid: picture(),
});
export type StartHandlingCenterClearanceRequest = z.infer<
  typeof StartHandlingCenterClearanceRequest
>;

/** POST .../{id}/weigh: weight (≤ 10 characters), the weigh slip, and when (not on the handling center one). */
export const WeighClearanceRequest = z.object({
  weight: positive(),
  weighSlipPictureFileUploadUuid: uuid(),
  weighedAt: z.string().datetime({ offset: true, error: 'validationInvalid' }).nullish(),
});
export type WeighClearanceRequest = z.infer<typeof WeighClearanceRequest>;
export const WeighHandlingCenterClearanceRequest = WeighClearanceRequest.omit({ weighedAt: true });

/** A clearance of any kind as the hub app reads it back. */
export interface ClearanceView {
  uuid: string;
  hubUuid: string;
  kind: ClearanceKind;
  state: 'LOADED' | 'IN_TRANSIT';
  buyer: string;
  transporterLicensePlate: string;
  transporterPictureFileUploadUuid: string;
  materialTypes: MaterialType[];
  productType: string | null;
  partialClearance: boolean;
  estimatedWeight: number | null;
  quantityUnit: QuantityUnit;
  materialClearanceUnitUuid: string | null;
  /** What left the stock when loaded, per material type. */
  stockTaken: Array<{ materialType: MaterialType; quantity: number }>;
  weight: number | null;
  weighedAt: string | null;
  ongoingTransportUuid: string | null;
  createdAt: string;
}

/** GET /api/materialClearances/summary (Document 3 §3): the hub's stock, by material type. */
export interface MaterialClearanceSummary {
  totalStock: number;
  materialBreakdown: Record<string, number>;
  totalStockUnit: 'KG';
}

/**
 * GET /api/clearances/overview ("result not shown"; docs/api.md): the recycler's clearance panel:
 * output bags graded since the last clearance transport, and the stock a transport would take.
 */
export interface RecyclerClearanceOverview {
  quantityUnit: 'KG';
  segregationOutputMaterialBagsCount: number;
  formattedMaterialTotal: string;
  materialTotal: number;
  materialBreakdown: Record<string, number>;
  /** The output stock in litres (OIL), beside the kilograms: never added to them. */
  literTotal: number;
}

/** GET /api/handlingCenterMaterials/clearanceOverview: registered units in stock and their material types. */
export interface HandlingCenterClearanceOverview {
  registeredUnitsCount: number;
  materialTypes: MaterialType[];
  materialBreakdown: Record<string, number>;
  quantityUnit: 'KG';
}

/** Document 3 §3 "Clearance unit": output bags with QR cards gathered per material type for one clearance. */
export interface MaterialClearanceUnitView {
  uuid: string;
  state: z.infer<typeof MaterialClearanceUnitState>;
  createdAt: string;
  inputTrackedItemsCount: number;
  weight: number;
  materialType: MaterialType;
  quantityUnit: QuantityUnit;
}
