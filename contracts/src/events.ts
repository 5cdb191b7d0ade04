import { z } from 'zod';
import {
  AnomalyTag,
  AuthType,
  CollectorType,
  Gender,
  HubEventType,
  Language,
  Region,
  RegistrationUnit,
  ReviewStatus,
  SecurityRole,
  TrackedItemType,
  MaterialSourceType,
} from './enums';
import { HubFields } from './hubs.schema';
import { InitialHubState } from './hub-rules';
import { MaterialType } from './material-types';
import { GRADING_EVENT_SCHEMAS } from './grading.schema';
import { COMPLIANCE_EVENT_SCHEMAS } from './compliance.schema';
import { TRANSPORT_EVENT_SCHEMAS } from './transports.schema';
import { COLLECTION_EVENT_SCHEMAS } from './collection-units.schema';
import { CLEARANCE_EVENT_SCHEMAS } from './clearance.schema';
import { PROCESSING_EVENT_SCHEMAS } from './processing.schema';
import { TRUCK_LOAD_EVENT_SCHEMAS } from './truck-loads.schema';
import { NOTIFICATION_EVENT_SCHEMAS } from './notifications.schema';
import { AUDIT_SAMPLE_EVENT_SCHEMAS, AUDIT_TRAIL_EVENT_SCHEMAS } from './audit-trail.schema';
import { AUTO_REVIEW_EVENT_SCHEMAS } from './auto-review.schema';
import { PRICE_EVENT_SCHEMAS } from './prices.schema';
import { PERSONAL_DATA_EVENT_SCHEMAS } from './personal-data-erasure.schema';
import { PLATFORM_SETTINGS_EVENT_SCHEMAS } from './platform-settings.schema';
import { EPCIS_ACCESS_EVENT_SCHEMAS } from './epcis-access.schema';
import { CREDIT_EVENT_SCHEMAS } from './credits.schema';

const at = z.string(); // ISO instant, from the command's clock

const UserRegistered = z.object({
  uuid: z.string(),
  hubUuid: z.string().nullable(),
  role: SecurityRole,
  gender: Gender,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  language: Language,
  authType: AuthType.nullable(),
  region: Region,
  registeredAt: at,
});
const CompanySnapshot = z.object({
  uuid: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  pipelineOwner: z.boolean(),
});
const Actor = z.object({ uuid: z.string(), firstName: z.string(), lastName: z.string() });

/** Every domain event type with its data schema. Events are facts: past tense, never changed. */
export const EVENT_SCHEMAS = {
  /** `state`: DEMO or TRIAL when the admin chose one; absent (older events) is ACTIVE. */
  HubCreated: HubFields.extend({
    uuid: z.string(),
    createdAt: at,
    state: InitialHubState.optional(),
  }),
  HubUpdated: HubFields.extend({ uuid: z.string(), updatedAt: at }),
  HubPaused: z.object({ uuid: z.string(), at }),
  HubReactivated: z.object({ uuid: z.string(), at }),
  HubArchived: z.object({ uuid: z.string(), at }),
  /** A DEMO or TRIAL hub converted, or a LOST or CHURNED one won back: ACTIVE again. */
  HubActivated: z.object({ uuid: z.string(), at }),
  HubMarkedLost: z.object({ uuid: z.string(), at }),
  HubMarkedChurned: z.object({ uuid: z.string(), at }),
  UserRegistered,
  /** `changedBy`: the account that set it (itself, or null for registration and reset links); `mustChange`: an emailed first password. */
  UserPasswordSet: z.object({
    uuid: z.string(),
    passwordHash: z.string(),
    at,
    changedBy: z.string().nullable().optional(),
    via: z.enum(['REGISTRATION', 'OWN', 'RESET_LINK', 'SETUP', 'ADMIN']).optional(),
    mustChange: z.boolean().optional(),
  }),
  UserPasswordResetSent: z.object({
    uuid: z.string(),
    sentBy: z.string(),
    impersonatedBy: z.string().nullable(),
    channel: z.enum(['EMAIL', 'SMS']),
    at,
  }),
  UserSuspended: z.object({ uuid: z.string(), at }),
  /** Tokens issued before `at` stop working (sign-out everywhere). */
  UserSignedOut: z.object({ uuid: z.string(), at }),
  /** An admin edited a hub user's details (Document 2 §5); the hub id lets the hub list rename its user. */
  UserDetailsChanged: z.object({
    uuid: z.string(),
    hubUuid: z.string().nullable(),
    gender: Gender,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    authType: AuthType,
    at,
  }),
  /** Uniqueness claims: a stream per email / phone number that can only be created once. */
  UserEmailClaimed: z.object({ email: z.string(), userUuid: z.string() }),
  UserPhoneClaimed: z.object({ phoneNumber: z.string(), userUuid: z.string() }),
  FileUploaded: z.object({
    uuid: z.string(),
    hubUuid: z.string().nullable(),
    sha256: z.string(),
    fileName: z.string(),
    size: z.number(),
    mimeType: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    accuracy: z.number().nullable(),
    uploadedAt: at,
  }),
  FileAnalyzed: z.object({
    uuid: z.string(),
    engine: z.string(),
    results: z.array(z.string()),
    analyzedAt: at,
  }),
  /** An upload no record named within UNATTACHED_UPLOAD_GRACE_HOURS: removed, its content too when nothing else has it. */
  FileUploadDiscarded: z.object({
    uuid: z.string(),
    hubUuid: z.string().nullable(),
    reason: z.literal('UNATTACHED'),
    at,
  }),
  CollectedMaterialRegistered: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    company: CompanySnapshot,
    createdBy: Actor,
    eventType: HubEventType,
    registrationUnit: RegistrationUnit,
    weight: z.number(),
    quantityUnit: z.enum(['KG', 'LITER']),
    materialType: MaterialType,
    pictureFileUploadUuid: z.string(),
    pictureMimeType: z.string(),
    supplierName: z.string().nullable(),
    supplierUuid: z.string().nullable(),
    collectorUuid: z.string().nullable(),
    collectorTrackingNumber: z.string().nullable(),
    collectionUnitUuid: z.string().nullable(),
    trackedItemUuid: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    materialSourceType: MaterialSourceType.nullable(),
    licensePlate: z.string().nullable(),
    transportOwner: z.string().nullable(),
    /** The truck's picture (enableRegistrationTruckPictureUpload); absent before issue 20. */
    truckPictureFileUploadUuid: z.string().nullable().optional(),
    truckPictureMimeType: z.string().nullable().optional(),
    weighedAt: at,
    /** When the operator saved it on the phone (a registration sent later from the outbox); absent before issue 31. */
    capturedAt: at.nullable().optional(),
    /** When the server received it. */
    createdAt: at,
    autoPublished: z.boolean(),
  }),
  HubEventReviewed: z.object({
    uuid: z.string(),
    status: ReviewStatus,
    comment: z.string().nullable(),
    tags: z.array(AnomalyTag),
    weight: z.number().nullable(),
    reviewedBy: z.string(),
    reviewedAt: at,
  }),
  HubEventWeightAmended: z.object({
    uuid: z.string(),
    weight: z.number(),
    previousWeight: z.number(),
    at,
  }),
  HubEventRemoved: z.object({
    uuid: z.string(),
    comment: z.string(),
    duplicateOf: z.string().nullable(),
    at,
  }),
  /** Reserves a run of tracking numbers; the counter stream's version check keeps them unique. */
  TrackingNumbersReserved: z.object({
    hubUuid: z.string(),
    kind: z.enum(['COLLECTOR', 'TRACKED_ITEM']),
    from: z.number().int(),
    count: z.number().int(),
  }),
  CollectorGenerated: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    type: CollectorType,
    trackingNumber: z.string(),
    at,
  }),
  TrackedItemGenerated: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    type: TrackedItemType,
    trackingNumber: z.string(),
    at,
  }),
  /** POST /api/trackedItems/{uuid}: its hub corrects the type of an unassigned item (docs/decisions.md). */
  TrackedItemRetyped: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    type: TrackedItemType,
    previousType: TrackedItemType,
    at,
  }),
  ...GRADING_EVENT_SCHEMAS,
  ...COMPLIANCE_EVENT_SCHEMAS,
  ...TRANSPORT_EVENT_SCHEMAS,
  ...COLLECTION_EVENT_SCHEMAS,
  ...CLEARANCE_EVENT_SCHEMAS,
  ...TRUCK_LOAD_EVENT_SCHEMAS,
  ...PROCESSING_EVENT_SCHEMAS,
  ...NOTIFICATION_EVENT_SCHEMAS,
  ...AUDIT_TRAIL_EVENT_SCHEMAS,
  ...AUDIT_SAMPLE_EVENT_SCHEMAS,
  ...AUTO_REVIEW_EVENT_SCHEMAS,
  ...PRICE_EVENT_SCHEMAS,
  ...PERSONAL_DATA_EVENT_SCHEMAS,
  ...PLATFORM_SETTINGS_EVENT_SCHEMAS,
  ...EPCIS_ACCESS_EVENT_SCHEMAS,
  ...CREDIT_EVENT_SCHEMAS,
  /** A hub's stock as published to the marketplace feed at `syncedAt` (docs/decisions.md). */
  MarketplaceSynced: z.object({
    hubUuid: z.string(),
    company: z.object({ name: z.string(), city: z.string(), country: z.string() }),
    lines: z.array(
      z.object({
        materialType: MaterialType,
        quantity: z.number(),
        quantityUnit: z.enum(['KG', 'LITER']),
      }),
    ),
    syncedAt: at,
  }),
} as const;

export type EventType = keyof typeof EVENT_SCHEMAS;
export const EventType = z.enum(Object.keys(EVENT_SCHEMAS) as [EventType, ...EventType[]]);
export type EventData<T extends EventType> = z.infer<(typeof EVENT_SCHEMAS)[T]>;
/** A domain event before it is stored: a type and its data. */
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

export interface EventMetadata {
  actorUuid: string | null;
  impersonatedBy?: string | null;
  commandId: string;
  correlationId: string;
  causationId: string | null;
  hubUuid?: string | null;
  occurredAt: string;
  /**
   * When the operator saved the command on the phone, sent in its body (issue 31): the outbox may
   * deliver it long after, at occurredAt. Absent for commands that carry none.
   */
  capturedAt?: string | null;
  /** The W3C traceparent of the request that appended it, when traced (optional; issue 36 §2). */
  traceparent?: string;
}

/** The stored envelope (docs/architecture.md, "Event store, projections, worker"). */
export type StoredEvent<E extends DomainEvent = DomainEvent> = E & {
  id: string;
  schemaVersion: number;
  streamId: string;
  streamPosition: number;
  globalPosition: string; // bigint as text
  /** The writing transaction's id (xid8 as text): with globalPosition, the event's place in the gap-safe order. */
  transactionId?: string;
  metadata: EventMetadata;
};

export const CURRENT_SCHEMA_VERSION = 1;
