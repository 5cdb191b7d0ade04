import { z } from 'zod';
import { HubEventType, HubType, type QuantityUnit } from './enums';
import { MaterialType } from './material-types';
import { optionalString, requiredString, uuid, positiveWeight, weight } from './validation';
import { weighedAtInstant } from './future-time';

const at = z.string();
const optionalUuid = () => z.string().uuid('validationInvalid').nullish();
const optionalMaterialType = () =>
  z
    .custom<z.infer<typeof MaterialType>>((v) => MaterialType.safeParse(v).success, {
      error: 'validationInvalid',
    })
    .nullish();
/** Document 3 §5/§9: co-processing truck loads and handling center material weigh at least 100. */
const weightAtLeast100 = () => weight().pipe(z.number().min(100, 'validationMin'));

/** POST /api/ongoingTransports/search (debounced 500 ms; empty input gives an empty list). */
export const OngoingTransportSearchRequest = z.object({
  transporterLicensePlate: z.string().max(100, 'validationExceedsMaxLength').nullish(),
});

/** Document 3 §3 "Ongoing transport", plus its state and dispatched weight. */
export interface OngoingTransportView {
  uuid: string;
  owner: string;
  transporterLicensePlate: string;
  transporterDispatchedAt: string;
  materialTypes: z.infer<typeof MaterialType>[];
  remainingMaterialTypes: z.infer<typeof MaterialType>[];
  weight: number;
  quantityUnit: QuantityUnit;
  state: 'IN_TRANSIT' | 'DELIVERED';
}

/** POST /api/carrierMaterials: only transportOwner is required (Document 3 §3); the rest links the evidence and the transport. */
export const RegisterCarrierMaterialRequest = z.object({
  transportOwner: requiredString(100),
  ongoingTransportUuid: optionalUuid(),
  weight: positiveWeight().nullish(),
  materialType: optionalMaterialType(),
  pictureFileUploadUuid: optionalUuid(),
});
export type RegisterCarrierMaterialRequest = z.infer<typeof RegisterCarrierMaterialRequest>;

/** POST /api/handlingCenterMaterials: transportOwner, an ongoing transport, weight of at least 100. */
export const RegisterHandlingCenterMaterialRequest = z.object({
  transportOwner: requiredString(100),
  ongoingTransportUuid: uuid(),
  weight: weightAtLeast100(),
  materialType: optionalMaterialType(),
  pictureFileUploadUuid: uuid(),
});
export type RegisterHandlingCenterMaterialRequest = z.infer<
  typeof RegisterHandlingCenterMaterialRequest
>;

/** POST /api/coProcessingMaterials */
export const RegisterCoProcessingMaterialRequest = z.object({
  weight: weightAtLeast100(),
  weighedAt: weighedAtInstant(),
  licensePlate: requiredString(100),
  transportOwner: optionalString(100),
  pictureFileUploadUuid: uuid(),
  ongoingTransportUuid: uuid(),
  /** Needed only when the transport carries several material types (Document 3 §5). */
  materialType: optionalMaterialType(),
});
export type RegisterCoProcessingMaterialRequest = z.infer<
  typeof RegisterCoProcessingMaterialRequest
>;

/** POST /api/materialDispatches (Document 3 §5: identifier, weight ≤ 10 characters, a document). */
export const MaterialDispatchRequest = z.object({
  identifier: requiredString(100),
  weight: positiveWeight(),
  documentFileUploadUuid: uuid(),
});
export type MaterialDispatchRequest = z.infer<typeof MaterialDispatchRequest>;

export interface CarrierSummary {
  carrierName: string;
  storedUnitsCount: number;
  ongoingTransportsCount: number;
  storedWeight: number;
  quantityUnit: 'KG';
}
export interface HandlingCenterSummary {
  handlingCenterName: string;
  registeredUnitsCount: number;
  ongoingTransportsCount: number;
  registeredWeight: number;
  quantityUnit: 'KG';
}
export interface CoProcessingSummary {
  coProcessingFacilityName: string;
  truckLoadsCount: number;
  totalStock: number;
  totalStockUnit: 'KG';
  ongoingTransportsCount: number;
}
export interface CoProcessingMaterialView {
  uuid: string;
  weighedAt: string;
  weight: number;
  quantityUnit: 'KG';
  licensePlate: string | null;
  transportOwner: string | null;
  pictureFileUploadUuid: string | null;
}

const Company = z.object({
  uuid: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  pipelineOwner: z.boolean(),
});
const Actor = z.object({ uuid: z.string(), firstName: z.string(), lastName: z.string() });
export const ReceivedMaterialKind = z.enum(['CARRIER', 'HANDLING_CENTER', 'CO_PROCESSING']);
export type ReceivedMaterialKind = z.infer<typeof ReceivedMaterialKind>;

/** Event data of transports, carrier, handling center and co-processing registrations and dispatch; registered in events.ts. */
export const TRANSPORT_EVENT_SCHEMAS = {
  /** `ongoingTransport-<uuid>`: material left a hub on a truck; a receiving hub finds it by the plate. */
  OngoingTransportDispatched: z.object({
    uuid: z.string(),
    originHubUuid: z.string(),
    originHubType: HubType,
    owner: z.string(),
    sourceUuid: z.string(),
    transporterLicensePlate: z.string(),
    transporterDispatchedAt: at,
    materialTypes: z.array(MaterialType),
    weight: z.number(),
    quantityUnit: z.enum(['KG', 'LITER']),
  }),
  /** One material type of the transport was registered by the receiving hub. */
  OngoingTransportMaterialReceived: z.object({
    uuid: z.string(),
    receivingHubUuid: z.string(),
    materialUuid: z.string(),
    materialType: MaterialType.nullable(),
    at,
  }),
  OngoingTransportDelivered: z.object({ uuid: z.string(), receivingHubUuid: z.string(), at }),
  /** A carrier, handling center or co-processing registration on its own stream: a REGISTRATION hub event. */
  TransportMaterialReceived: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    kind: ReceivedMaterialKind,
    company: Company,
    createdBy: Actor,
    eventType: HubEventType,
    transportOwner: z.string().nullable(),
    licensePlate: z.string().nullable(),
    ongoingTransportUuid: z.string().nullable(),
    weight: z.number(),
    quantityUnit: z.enum(['KG', 'LITER']),
    materialType: MaterialType.nullable(),
    pictureFileUploadUuid: z.string().nullable(),
    pictureMimeType: z.string().nullable(),
    weighedAt: at,
    createdAt: at,
    autoPublished: z.boolean(),
  }),
  /** On a carrier material's stream: it left with a dispatch (so it is dispatched once). */
  CarrierMaterialDispatched: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    dispatchUuid: z.string(),
    at,
  }),
  /** `materialDispatch-<uuid>`: a carrier's stored units leave; a CLEARANCE hub event. */
  MaterialDispatched: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    company: Company,
    createdBy: Actor,
    eventType: HubEventType,
    identifier: z.string(),
    weight: z.number(),
    quantityUnit: z.enum(['KG', 'LITER']),
    documentFileUploadUuid: z.string(),
    documentMimeType: z.string(),
    materialUuids: z.array(z.string()),
    materialTypes: z.array(MaterialType),
    ongoingTransportUuid: z.string(),
    createdAt: at,
    autoPublished: z.boolean(),
  }),
} as const;
