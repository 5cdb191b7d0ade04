import { z } from 'zod';
import {
  AnomalyTag,
  AuthType,
  CameraResolution,
  DataExportFrequency,
  Feature,
  Gender,
  HubState,
  HubType,
  HUB_TYPES_NOT_PICKABLE,
  Language,
  ProcessingStep,
  ProductType,
  REVIEW_TAGS_NOT_CONFIGURABLE,
} from './enums';
import { InitialHubState } from './hub-rules';
import { MaterialType } from './material-types';
import { optionalString, phoneNumber, requiredEnum, requiredString } from './validation';

/** First hub owner of the create form (Document 1 §5). The email is trimmed on submit. */
export const FirstHubOwnerInput = z
  .object({
    gender: requiredEnum(Gender),
    firstName: requiredString(64),
    lastName: requiredString(64),
    email: z
      .string({ error: 'validationRequired' })
      .trim()
      .min(1, 'validationRequired')
      .max(255, 'validationExceedsMaxLength')
      .email('validationInvalid'),
    phoneNumber: z.string().nullish(),
    language: requiredEnum(Language),
    authType: requiredEnum(AuthType),
  })
  .superRefine((owner, ctx) => {
    if (owner.authType !== 'SMS') return;
    const parsed = phoneNumber().safeParse(owner.phoneNumber ?? '');
    if (!parsed.success)
      ctx.addIssue({
        code: 'custom',
        path: ['phoneNumber'],
        message: parsed.error.issues[0].message,
      });
  });
export type FirstHubOwnerInput = z.infer<typeof FirstHubOwnerInput>;

const materialTypes = z.array(MaterialType).default([]);

/** The hub fields of Document 1 §3 as the form and the API carry them. */
export const HubFields = z.object({
  name: requiredString(100),
  type: requiredEnum(HubType),
  features: z.array(Feature).default([]),
  cameraResolution: requiredEnum(CameraResolution),
  collectedMaterialTypes: materialTypes,
  supplierUuids: z.array(z.string().uuid()).default([]),
  allowUnregisteredSuppliers: z.boolean({ error: 'validationInvalid' }).default(false),
  showClearanceWeight: z.boolean().default(true),
  showMaterialClearanceBuyer: z.boolean().default(true),
  showMaterialClearanceTransport: z.boolean().default(false),
  weighMaterialClearance: z.boolean().default(false),
  weighMaterialCollection: z.boolean().default(true),
  enableDocumentUpload: z.boolean().default(false),
  pipelineOwner: z.boolean().default(false),
  autoPublishEvents: z.boolean().default(false),
  enableBaleSegregationOutput: z.boolean().default(false),
  generateSustainabilityDeclaration: z.boolean().default(false),
  enableRegistrationTruckPictureUpload: z.boolean().default(false),
  enablePlasticCredits: z.boolean().default(false),
  plasticCreditsSinceDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validationInvalid')
    .nullish(),
  collectorSurveyLink: optionalString(512),
  dataExportReportFrequency: DataExportFrequency.nullish(),
  segregationInputMaterialTypes: materialTypes,
  segregationOutputMaterialTypes: materialTypes,
  processingInputMaterialTypes: materialTypes,
  processingOutputMaterialTypes: materialTypes,
  processingOutputProductTypes: z.array(ProductType).default([]),
  processingSteps: z.array(ProcessingStep).default([]),
  street: requiredString(64),
  zipCode: requiredString(10).regex(/^\d+$/, 'validationInvalid'),
  city: requiredString(60),
  region: optionalString(60),
  country: requiredString(2).regex(/^[A-Z]{2}$/, 'validationInvalid'),
  currency: requiredString(3),
  eventAutoReviewTags: z.array(AnomalyTag).default([]),
  eventAppReviewTags: z.array(AnomalyTag).default([]),
  organizationUuid: z.string().uuid('validationInvalid').nullish(),
  assignedCompanyUuids: z.array(z.string().uuid()).default([]),
  enableRfidExperiment: z.boolean().default(false),
  enableOcrExperiment: z.boolean().default(false),
  requiresMaterialCollectionSource: z.boolean().default(false),
  enableGeolocationWatermark: z.boolean().default(false),
});
export type HubFields = z.infer<typeof HubFields>;

/** Cross-field rules of Document 1 §4/§5, shared by create and update. */
const hubRules = (hub: HubFields, ctx: z.RefinementCtx) => {
  const need = (field: keyof HubFields) => {
    const v = hub[field];
    if (!Array.isArray(v) || v.length === 0)
      ctx.addIssue({ code: 'custom', path: [field], message: 'validationRequired' });
  };
  if (hub.features.includes('MATERIAL_SEGREGATION')) {
    need('segregationOutputMaterialTypes');
    if (hub.features.includes('MASS_BALANCE_TRACKING')) need('segregationInputMaterialTypes');
  }
  if (hub.features.includes('MATERIAL_PROCESSING')) {
    need('processingInputMaterialTypes');
    need('processingOutputMaterialTypes');
    need('processingOutputProductTypes');
  }
  // The pickers never offer these (Document 1 §2); the server holds the same line for other clients.
  if (HUB_TYPES_NOT_PICKABLE.includes(hub.type))
    ctx.addIssue({ code: 'custom', path: ['type'], message: 'validationInvalid' });
  for (const field of ['eventAutoReviewTags', 'eventAppReviewTags'] as const) {
    if (hub[field].some((tag) => REVIEW_TAGS_NOT_CONFIGURABLE.includes(tag)))
      ctx.addIssue({ code: 'custom', path: [field], message: 'validationInvalid' });
  }
  if (
    hub.plasticCreditsSinceDate &&
    hub.plasticCreditsSinceDate > new Date().toISOString().slice(0, 10)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['plasticCreditsSinceDate'],
      message: 'validationNotInFuture',
    });
  }
};

/** The settings that follow from others (Document 1 §4), applied on the server as on the form. */
export const normalizeHubFields = (hub: HubFields): HubFields => ({
  ...hub,
  autoPublishEvents: hub.features.includes('EVENT_REVIEW') ? hub.autoPublishEvents : false,
  enableBaleSegregationOutput: hub.features.includes('MATERIAL_SEGREGATION')
    ? hub.enableBaleSegregationOutput
    : false,
  enableRegistrationTruckPictureUpload:
    hub.type === 'COLLECTION_CENTER' ? hub.enableRegistrationTruckPictureUpload : false,
  generateSustainabilityDeclaration:
    hub.type === 'RECYCLER' ? hub.generateSustainabilityDeclaration : false,
  assignedCompanyUuids: hub.type === 'ORGANIZATION' ? hub.assignedCompanyUuids : [],
  dataExportReportFrequency: hub.features.includes('COLLECTION_CENTER_WEEKLY_DATA_EXPORT')
    ? (hub.dataExportReportFrequency ?? 'WEEKLY')
    : (hub.dataExportReportFrequency ?? null),
});

/** POST /api/admin/companies/hubs */
export const CreateHubRequest = HubFields.extend({
  firstUser: FirstHubOwnerInput,
  /** DEMO or TRIAL when chosen at creation (docs/decisions.md); a hub never returns to them. */
  state: InitialHubState.default('ACTIVE'),
}).superRefine(hubRules);
export type CreateHubRequest = z.infer<typeof CreateHubRequest>;
/** POST /api/admin/companies/hubs/{hubUuid}: same body with firstUser null */
export const UpdateHubRequest = HubFields.extend({ firstUser: z.null().optional() }).superRefine(
  hubRules,
);
export type UpdateHubRequest = z.infer<typeof UpdateHubRequest>;

/** Defaults of Document 1 §9: the form starts from these. */
export const HUB_FORM_DEFAULTS = {
  cameraResolution: 'W720_H960' as const,
  showClearanceWeight: true,
  showMaterialClearanceBuyer: true,
  weighMaterialCollection: true,
  dataExportReportFrequency: 'WEEKLY' as const,
};

/** The hub as GET /api/admin/companies/hubs/{uuid} answers. */
export const Hub = HubFields.extend({
  uuid: z.string().uuid(),
  state: HubState,
  createdAt: z.string(),
  organization: z.object({ uuid: z.string(), name: z.string() }).nullish(),
  assignedCompanies: z
    .array(z.object({ company: z.object({ uuid: z.string(), name: z.string() }) }))
    .default([]),
  qrCode: z.object({ directLink: z.string(), text: z.string() }).nullish(),
  users: z
    .array(z.object({ uuid: z.string(), fullName: z.string(), role: z.string() }))
    .default([]),
});
export type Hub = z.infer<typeof Hub>;
/** A row of GET /api/admin/companies/hubs (Document 2 §3 Hub: … features, users). */
export const HubSummary = z.object({
  uuid: z.string(),
  name: z.string(),
  type: HubType,
  state: HubState,
  pipelineOwner: z.boolean(),
  country: z.string(),
  city: z.string(),
  features: z.array(Feature),
  users: z.array(z.object({ uuid: z.string(), fullName: z.string(), role: z.string() })),
  /** The ORGANIZATION the hub belongs to (its `organizationUuid`), named. */
  organization: z.object({ uuid: z.string(), name: z.string() }).nullish(),
});
export type HubSummary = z.infer<typeof HubSummary>;
