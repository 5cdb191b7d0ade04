import { z } from 'zod';
import { HubEventType } from './enums';
import { MaterialType } from './material-types';
import { requiredString, uuid } from './validation';
import { ClearanceKind, type ClearanceView } from './hub-clearance.schema';
import { CERTIFICATION_EVENT_SCHEMAS } from './certification.schema';

export * from './hub-clearance.schema';
export * from './certification.schema';

/**
 * Material clearance: material leaves a hub on a transporter's truck for a buyer. It starts LOADED
 * (picture, license plate, buyer) and is weighed later by the hub (Document 3); the admin may start
 * one for a hub (Document 2 §2, /admin/hubs/{hubCompanyUuid}/start-material-clearance).
 */
export const MaterialClearanceState = z.enum(['LOADED', 'IN_TRANSIT']);
export type MaterialClearanceState = z.infer<typeof MaterialClearanceState>;

/** Start clearance: the license plate is at most 100 characters (Document 3 §5); the buyer as well. */
export const LICENSE_PLATE_MAX = 100;
export const BUYER_MAX = 100;
/** The transporter picture: an image, at most 3,000,000 bytes, one file (Document 2 §5). */
export const CLEARANCE_PICTURE_MAX_BYTES = 3_000_000;

/** POST /api/admin/materialClearances (Document 2 §7). Save needs buyer and plate non-empty. */
export const AdminStartMaterialClearanceRequest = z.object({
  buyer: requiredString(BUYER_MAX),
  transporterLicensePlate: requiredString(LICENSE_PLATE_MAX),
  pictureFileUploadUuid: uuid(),
  hubCompanyUuid: uuid(),
});
export type AdminStartMaterialClearanceRequest = z.infer<typeof AdminStartMaterialClearanceRequest>;

/** The multipart field beside the picture of POST /api/admin/materialClearances/pictures. */
export const ClearancePictureFields = z.object({ hubCompanyUuid: uuid() });

/** A clearance as read back (the row of the `materialClearances` model, every kind). */
export interface MaterialClearanceRow extends ClearanceView {
  /** The admin's start names the picture `pictureFileUploadUuid` (Document 2 §3). */
  pictureFileUploadUuid: string;
  startedBy: { uuid: string; firstName: string; lastName: string } | null;
  startedFrom: 'ADMIN' | 'HUB_APP';
}

const at = z.string();
const Actor = z.object({ uuid: z.string(), firstName: z.string(), lastName: z.string() });
const Company = z.object({
  uuid: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  pipelineOwner: z.boolean(),
});
export const CLEARANCE_EVENT_SCHEMAS = {
  /**
   * Carries every field of POST /api/materialClearances (Document 3 §7) so the hub app's start can
   * use the same event; an admin start has no material types yet (the hub weighs what left).
   */
  MaterialClearanceStarted: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    buyer: z.string(),
    transporterLicensePlate: z.string(),
    pictureFileUploadUuid: z.string(),
    materialTypes: z.array(MaterialType),
    productType: z.string().nullable(),
    partialClearance: z.boolean(),
    estimatedWeight: z.number().nullable(),
    quantityUnit: z.enum(['KG', 'LITER']),
    materialClearanceUnitUuid: z.string().nullable(),
    startedBy: z
      .object({ uuid: z.string(), firstName: z.string(), lastName: z.string() })
      .nullable(),
    startedFrom: z.enum(['ADMIN', 'HUB_APP']),
    at,
  }),
  /** `clearanceTransport-<uuid>` or `handlingCenterClearance-<uuid>`: a recycler's or handling center's truck is loaded. */
  ClearanceTransportStarted: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    kind: ClearanceKind,
    buyer: z.string(),
    transporterLicensePlate: z.string(),
    transporterPictureFileUploadUuid: z.string(),
    materialTypes: z.array(MaterialType),
    startedBy: Actor,
    at,
  }),
  /**
   * On the clearance's stream: one material type's stock left with it (`uuid` is `<clearance>:<material>`, the
   * stock line's key). Appended when loaded (quantity taken) and again when weighed (clearedWeight: its share
   * of the weighed weight, which the mass balance counts).
   */
  ClearanceStockTaken: z.object({
    uuid: z.string(),
    clearanceUuid: z.string(),
    hubUuid: z.string(),
    materialType: MaterialType,
    productType: z.string().nullable(),
    quantity: z.number(),
    quantityUnit: z.enum(['KG', 'LITER']),
    clearedWeight: z.number().nullable(),
    at,
  }),
  /** On the clearance's stream: weighed and on the road; a CLEARANCE hub event. */
  ClearanceWeighed: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    kind: ClearanceKind,
    company: Company,
    createdBy: Actor,
    eventType: HubEventType,
    weight: z.number(),
    quantityUnit: z.enum(['KG', 'LITER']),
    weighedAt: at,
    weighSlipPictureFileUploadUuid: z.string(),
    weighSlipMimeType: z.string(),
    transporterPictureFileUploadUuid: z.string(),
    transporterPictureMimeType: z.string(),
    licensePlate: z.string(),
    buyer: z.string(),
    materialTypes: z.array(MaterialType),
    productType: z.string().nullable(),
    ongoingTransportUuid: z.string(),
    createdAt: at,
    autoPublished: z.boolean(),
  }),
  /**
   * `clearanceStock-<hubUuid>`: a clearance took (or weighed) stock of this hub. Every clearance appends here
   * with the version it read, so two clearances of one stock at once conflict and the later one decides again.
   */
  ClearanceStockClaimed: z.object({ hubUuid: z.string(), clearanceUuid: z.string(), at }),
  /** On the clearance's stream, when its CLEARANCE hub event is removed: one material line's stock comes back. */
  ClearanceStockReturned: z.object({
    uuid: z.string(),
    clearanceUuid: z.string(),
    hubUuid: z.string(),
    materialType: MaterialType,
    at,
  }),
  /** `trackedItem-<uuid>`: the item's bag left on a loaded clearance (the item is IN_TRANSIT). */
  TrackedItemCleared: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    clearanceUuid: z.string(),
    at,
  }),
  /** `trackedItem-<uuid>`: its clearance's hub event was removed; the item is back in the state it had. */
  TrackedItemReturned: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    clearanceUuid: z.string(),
    at,
  }),
  /** `materialClearanceUnit-<uuid>`: the unit left with a clearance (once). */
  MaterialClearanceUnitCleared: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    materialType: MaterialType,
    clearanceUuid: z.string(),
    weight: z.number(),
    at,
  }),
  ...CERTIFICATION_EVENT_SCHEMAS,
} as const;
