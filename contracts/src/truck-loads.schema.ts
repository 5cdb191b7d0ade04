import { z } from 'zod';
import { HubEventType } from './enums';
import { MaterialType } from './material-types';
import {
  Actor,
  at,
  Company,
  optionalMaterialType,
  optionalUuid,
  positiveWeight,
  requiredMaterialType,
} from './material-fields';
import { optionalString, uuid } from './validation';
import { weighedAtInstant } from './future-time';

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
/** Event data of the recycler's truck loads; registered in events.ts. */
export const TRUCK_LOAD_EVENT_SCHEMAS = {
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
} as const;
