import { z } from 'zod';
import { HUB_STATES } from './hub-states';

/** Every enumeration the three spec documents name, as zod enums. */

export const HubType = z.enum([
  'HUB',
  'BUYER',
  'GENERATOR',
  'PICKUP_POINT',
  'COLLECTION_CENTER',
  'RECYCLER',
  'CARRIER',
  'MATERIAL_HANDLING_CENTER',
  'CO_PROCESSING_FACILITY',
  'ORGANIZATION',
  'DEPRECATED',
]);
export type HubType = z.infer<typeof HubType>;
/** The hub form's type picker offers every type except these (Document 1 §2). */
export const HUB_TYPES_NOT_PICKABLE: readonly HubType[] = ['GENERATOR', 'DEPRECATED'];
export const PICKABLE_HUB_TYPES = HubType.options.filter(
  (t) => !HUB_TYPES_NOT_PICKABLE.includes(t),
);

export const HubState = z.enum(HUB_STATES);
export type HubState = z.infer<typeof HubState>;

export const DataExportFrequency = z.enum(['DAILY', 'WEEKLY', 'MONTHLY']);
export const AuthType = z.enum(['EMAIL_PASSWORD', 'SMS']);
export type AuthType = z.infer<typeof AuthType>;
export const Gender = z.enum(['FEMALE', 'MALE', 'UNKNOWN']);
export type Gender = z.infer<typeof Gender>;
export const Language = z.enum(['EN', 'DE']);
export type Language = z.infer<typeof Language>;
export const Region = z.enum(['DEFAULT', 'AP_MUMBAI', 'EU_FRANKFURT', 'SA_SAO_PAULO']);
export type Region = z.infer<typeof Region>;
export const Environment = z.enum(['dev', 'demo', 'prod']);

export const CameraResolution = z.enum(['W480_H640', 'W720_H960', 'W960_H1280', 'W1440_H1920']);
export type CameraResolution = z.infer<typeof CameraResolution>;
export const CAMERA_RESOLUTION_SIZE: Record<CameraResolution, { width: number; height: number }> = {
  W480_H640: { width: 480, height: 640 },
  W720_H960: { width: 720, height: 960 },
  W960_H1280: { width: 960, height: 1280 },
  W1440_H1920: { width: 1440, height: 1920 },
};

export const Unit = z.enum(['KG', 'TON', 'KM', 'LITER', 'CALORIES_PER_GRAM', 'CUBIC_METER']);
export type Unit = z.infer<typeof Unit>;
export const QuantityUnit = z.enum(['KG', 'LITER']);
export type QuantityUnit = z.infer<typeof QuantityUnit>;

export const ProcessingStep = z.enum(['GRADING', 'WASHING', 'SHREDDING', 'EXTRUSION']);
export type ProcessingStep = z.infer<typeof ProcessingStep>;
export const ProductType = z.enum([
  'SCRAP',
  'PELLET',
  'CHIP',
  'OIL',
  'BLOCK_SOLID_6',
  'BLOCK_HOLLOW_6',
  'BLOCK_INTERLOCKING_6',
  'BLOCK_INTERLOCKING_4',
  'TILE_RECTANGULAR_PAVING',
  'TILE_ROOFING',
]);
export type ProductType = z.infer<typeof ProductType>;
/** OIL is measured in liters, everything else in kilograms (Document 1 §3). */
export const unitForProduct = (productType?: ProductType | string | null): QuantityUnit =>
  productType === 'OIL' ? 'LITER' : 'KG';

export const SecurityRole = z.enum([
  'ROLE_SYSTEM_USER',
  'ROLE_CAIRN_ADMIN',
  'ROLE_HUB_MANAGER',
  'ROLE_HUB_OWNER',
  'ROLE_CAIRN_ANALYST',
]);
export type SecurityRole = z.infer<typeof SecurityRole>;

export const Feature = z.enum([
  'MATERIAL_COLLECTION',
  'TRUCK_LOAD_REGISTRATION',
  'WASTE_BAG_REGISTRATION',
  'CONTAINER_REGISTRATION',
  'MATERIAL_REGISTRATION',
  'MATERIAL_SEGREGATION',
  'MATERIAL_CLEARANCE',
  'MATERIAL_DISPATCH',
  'MATERIAL_PROCESSING',
  'MATERIAL_CERTIFICATION',
  'MASS_BALANCE_TRACKING',
  'EVENT_REVIEW',
  'IMAGE_IMMEDIATE_REVIEW',
  'COLLECTOR_WEEKLY_REPORT',
  'COLLECTION_CENTER_WEEKLY_DATA_EXPORT',
  'WASTE_BAG_REVIEW',
  'HUB_OWNER_NOTIFICATIONS',
  'COLLECTOR_HOUSEHOLD_FEE_PAYMENT',
  'COLLECTOR_HOUSEHOLD_NO_WASTE',
  'COLLECTOR_HOUSEHOLD_VACANT',
]);
export type Feature = z.infer<typeof Feature>;

export const HubEventType = z.enum([
  'REGISTRATION',
  'SEGREGATION',
  'PROCESSING',
  'CLEARANCE',
  'CERTIFICATION',
]);
export type HubEventType = z.infer<typeof HubEventType>;
export const ReviewStatus = z.enum(['APPROVED', 'AUTO_APPROVED', 'FLAGGED', 'AUTO_FLAGGED']);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

export const AnomalyTag = z.enum([
  'IMAGE_COMPLIANCE',
  'IMAGE_MATERIAL_VISIBILITY',
  'IMAGE_BAG_VISIBILITY',
  'IMAGE_SCALE_VISIBILITY',
  'IMAGE_POOR_QUALITY',
  'IMAGE_DATA_MISMATCH',
  'IMAGE_WEIGHT_MISMATCH',
  'IMAGE_MATERIAL_QUALITY',
  'IMAGE_HOMOGENEOUS_MATERIAL',
  'IMAGE_LICENSE_PLATE_MISMATCH',
  'IMAGE_TEXT_READABILITY',
  'IMAGE_CHILD_LABOUR',
  'LOCATION_MISMATCH',
  'SUPPLIER_TRANSPORT_WEIGHT_OUTLIER',
  'MATERIAL_ANOMALY',
  'DATA_LOCATION',
  'DATA_OUTLIER',
  'MOISTURE_PERCENTAGE_OUTLIER',
  'WEIGHT_OUTLIER',
  'DATA_UNITS',
  'DUPLICATE',
  'DOCUMENT_CERTIFICATE_WEIGHT_MISMATCH',
  'DOCUMENT_WEIGHSLIP_WEIGHT_MISMATCH',
  'DOCUMENT_MOISTURE_PERCENTAGE_MISMATCH',
  'IMAGE_DUPLICATE',
  'OTHER',
  'HUB_EVENT_AUTO_CREATED',
  'OCR_DATA_NOT_DETECTED',
]);
export type AnomalyTag = z.infer<typeof AnomalyTag>;
/** The hub form's review-tag pickers leave these out (Document 1 §2). */
export const REVIEW_TAGS_NOT_CONFIGURABLE: readonly AnomalyTag[] = [
  'IMAGE_MATERIAL_QUALITY',
  'IMAGE_HOMOGENEOUS_MATERIAL',
  'IMAGE_DATA_MISMATCH',
  'DATA_LOCATION',
  'DATA_OUTLIER',
  'DATA_UNITS',
];
export const CONFIGURABLE_REVIEW_TAGS = AnomalyTag.options.filter(
  (t) => !REVIEW_TAGS_NOT_CONFIGURABLE.includes(t),
);

export const RegistrationUnit = z.enum(['BAG', 'BALE', 'CONTAINER', 'TRUCK_LOAD']);
export type RegistrationUnit = z.infer<typeof RegistrationUnit>;
export const MaterialSourceType = z.enum(['RECLAIMER', 'HOUSEHOLD', 'BUSINESS', 'CLEANUP']);
export const ClearanceType = z.enum(['PARTIAL', 'FULL']);

export type CocCategory = z.infer<typeof CocCategory>;
export const CocCategory = z.enum([
  'PAID_WAGE',
  'WORKING_CONDITIONS',
  'NO_FORCED_LABOUR',
  'NO_CHILD_LABOUR',
  'WORKING_HOURS_COMPLIANCE',
  'NO_DISCRIMINATION',
  'REGULAR_EMPLOYMENT',
  'FREEDOM_OF_ASSOCIATION',
  'RESPECTFUL_TREATMENT',
  'ENVIRONMENT_PROTECTION',
  'ETHICAL_BUSINESS_PRACTISES',
  'ECONOMIC_EMPOWERMENT',
  'HEALTH_AND_SAFETY',
  'AUTONOMY_AND_INCLUSION',
  'COLLECTIVE_REPRESENTATION',
  'GENDER_EQUALITY',
]);
export const ComplianceActionStatus = z.enum([
  'CREATED',
  'OWNER_NOTIFIED',
  'IN_REVIEW',
  'REVIEWED',
]);
export const ComplianceActionType = z.enum(['REQUEST_EVIDENCE']);

export const CollectorType = z.enum(['INDIVIDUAL', 'HOUSEHOLD', 'COLLECTION_POINT']);
export type CollectorType = z.infer<typeof CollectorType>;
export const CollectorState = z.enum(['DEFINED', 'UNDEFINED']);
export type CollectorState = z.infer<typeof CollectorState>;
export const TrackedItemType = z.enum(['BAG', 'BALE', 'SACK']);
export type TrackedItemType = z.infer<typeof TrackedItemType>;
export const TrackedItemState = z.enum([
  'UNASSIGNED',
  'COLLECTED',
  'REGISTERED',
  'IN_SORTING',
  'SORTED',
  'IN_PROCESSING',
  'PROCESSED',
  'IN_TRANSIT',
]);
export type TrackedItemState = z.infer<typeof TrackedItemState>;

export const SegregationUnitState = z.enum([
  'PROCESSING',
  'SEGREGATION_FINISHED',
  'PRODUCTS_OUTPUT_FINISHED',
  'DONE',
  'ERROR',
]);
export const ProcessingUnitState = z.enum(['IN_PROGRESS', 'PROCESSING_FINISHED', 'ERROR']);
export const MaterialClearanceUnitState = z.enum(['IN_PROGRESS', 'CLEARANCE_FINISHED']);
export const MaterialState = z.enum(['REGISTERED', 'CLEARED']);
export const TransportState = z.enum(['LOADED', 'IN_TRANSIT', 'DELIVERED']);
export const PipelineStage = z.enum([
  'READY_FOR_SEGREGATION',
  'IN_SEGREGATION',
  'READY_FOR_RECOVERY',
  'RECOVERED',
  'PROCESSED',
]);
export const AnomalyType = z.enum(['HIGH_MOISTURE_PERCENTAGE', 'WEIGHT_OUTLIER']);
export const HubAlertNotification = z.enum([
  'MANUAL_FLAGS_THRESHOLD_EXCEEDED',
  'MATERIAL_CERTIFIED',
]);
export const UserInstruction = z.enum(['FINISH_MATERIAL_GRADING', 'FINISH_TRUCK_LOAD_GRADING']);
export const MassBalanceAccount = z.enum([
  'REGISTRATION',
  'SEGREGATION',
  'PROCESSING',
  'CLEARANCE',
]);

export const FilterField = z.enum([
  'HUB_UUID',
  'STATE',
  'TRACKING_NUMBER',
  'TYPE',
  'CREATED_AT',
  'UUID',
  'STATUS',
  'ANOMALY',
  'INPUT',
  'AUTO_REVIEW',
]);
export type FilterField = z.infer<typeof FilterField>;
export const FilterOperator = z.enum([
  'CONTAINS',
  'EQUALS',
  'GREATER_THAN_OR_EQUAL',
  'IN',
  'IS_EMPTY',
  'LESS_THAN_OR_EQUAL',
]);
export type FilterOperator = z.infer<typeof FilterOperator>;
export const FilterType = z.enum(['DATE', 'SELECT', 'TEXT']);
export const PeriodType = z.enum(['DAY', 'WEEK', 'MONTH', 'QUARTER', 'CUSTOM']);
export type PeriodType = z.infer<typeof PeriodType>;
