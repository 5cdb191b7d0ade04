import {
  FirstHubOwnerInput,
  HUB_FORM_DEFAULTS,
  HubFields,
  normalizeHubFields,
  type CreateHubRequest,
  type Hub,
  type InitialHubState,
  type UpdateHubRequest,
} from '@cairn/contracts';
import type { DefaultValues } from 'react-hook-form';
import type { SchemaInput, SchemaOutput } from '../../common/schema-types';

/** What the form edits: the hub fields, plus the first owner on create (null on edit). */
export type HubFormValues = SchemaInput<typeof HubFields> & {
  firstUser: SchemaInput<typeof FirstHubOwnerInput> | null;
  /** The state a new hub starts in (ACTIVE, DEMO or TRIAL); not edited afterwards. */
  state?: InitialHubState;
};
/** What the resolver hands to submit: parsed, trimmed, defaults applied. */
export type HubFormOutput = SchemaOutput<typeof HubFields> & {
  firstUser?: SchemaOutput<typeof FirstHubOwnerInput> | null;
  state?: InitialHubState;
};

const HUB_FIELD_NAMES = Object.keys(HubFields.shape) as Array<keyof SchemaInput<typeof HubFields>>;

/** Every flag off, every list empty, then the defaults of Document 1 §9 on top. */
const EMPTY_HUB: DefaultValues<HubFormValues> = {
  name: '',
  type: undefined,
  features: [],
  cameraResolution: undefined,
  currency: '',
  collectedMaterialTypes: [],
  supplierUuids: [],
  allowUnregisteredSuppliers: false,
  showClearanceWeight: false,
  showMaterialClearanceBuyer: false,
  showMaterialClearanceTransport: false,
  weighMaterialClearance: false,
  weighMaterialCollection: false,
  enableDocumentUpload: false,
  pipelineOwner: false,
  autoPublishEvents: false,
  enableBaleSegregationOutput: false,
  generateSustainabilityDeclaration: false,
  enableRegistrationTruckPictureUpload: false,
  enablePlasticCredits: false,
  plasticCreditsSinceDate: null,
  collectorSurveyLink: null,
  dataExportReportFrequency: null,
  segregationInputMaterialTypes: [],
  segregationOutputMaterialTypes: [],
  processingInputMaterialTypes: [],
  processingOutputMaterialTypes: [],
  processingOutputProductTypes: [],
  processingSteps: [],
  street: '',
  zipCode: '',
  city: '',
  region: null,
  country: '',
  eventAutoReviewTags: [],
  eventAppReviewTags: [],
  organizationUuid: null,
  assignedCompanyUuids: [],
  enableRfidExperiment: false,
  enableOcrExperiment: false,
  requiresMaterialCollectionSource: false,
  enableGeolocationWatermark: false,
};

const NEW_OWNER: DefaultValues<HubFormValues>['firstUser'] = {
  gender: undefined,
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  language: 'EN',
  authType: undefined,
};

export const newHubValues = (): DefaultValues<HubFormValues> => ({
  ...EMPTY_HUB,
  ...HUB_FORM_DEFAULTS,
  state: 'ACTIVE',
  firstUser: NEW_OWNER,
});

/**
 * The loaded hub as form values. The organization may come as an object and the assigned hubs as
 * `assignedCompanies` (Document 1 §3); missing values fall back to the empty hub.
 */
export function hubValues(hub: Hub): DefaultValues<HubFormValues> {
  const values: Record<string, unknown> = { ...EMPTY_HUB, firstUser: null };
  for (const name of HUB_FIELD_NAMES) values[name] = hub[name] ?? EMPTY_HUB[name];
  values.organizationUuid = hub.organizationUuid ?? hub.organization?.uuid ?? null;
  values.assignedCompanyUuids = hub.assignedCompanyUuids?.length
    ? hub.assignedCompanyUuids
    : (hub.assignedCompanies ?? []).map((a) => a.company.uuid);
  return values as DefaultValues<HubFormValues>;
}

/** Optional texts left empty travel as null. */
const orNull = (value: string | null | undefined) => (value ? value : null);

/** The request body: the settings that follow from others applied (Document 1 §4), as the server does. */
export function hubRequest(
  values: HubFormOutput,
  editing: boolean,
): CreateHubRequest | UpdateHubRequest {
  const hub = {} as Record<string, unknown>;
  for (const name of HUB_FIELD_NAMES) hub[name] = values[name];
  const fields = normalizeHubFields(hub as SchemaOutput<typeof HubFields>);
  const body = {
    ...fields,
    region: orNull(fields.region),
    collectorSurveyLink: orNull(fields.collectorSurveyLink),
    plasticCreditsSinceDate: editing ? orNull(fields.plasticCreditsSinceDate) : null,
  };
  if (editing || !values.firstUser) return { ...body, firstUser: null };
  const owner = values.firstUser;
  return {
    ...body,
    state: values.state ?? 'ACTIVE',
    firstUser: { ...owner, email: owner.email.trim(), phoneNumber: orNull(owner.phoneNumber) },
  };
}
