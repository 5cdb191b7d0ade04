import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './validation';
import {
  CreateHubRequest,
  HUB_FORM_DEFAULTS,
  UpdateHubRequest,
  normalizeHubFields,
} from './hubs.schema';

const owner = {
  gender: 'FEMALE',
  firstName: 'Meera',
  lastName: 'Owner',
  email: 'meera@test.example',
  language: 'EN',
  authType: 'EMAIL_PASSWORD',
};
const hub = {
  name: 'Green Loop Pune',
  type: 'COLLECTION_CENTER',
  cameraResolution: 'W720_H960',
  currency: 'INR',
  street: 'Karve Road 118',
  zipCode: '411004',
  city: 'Pune',
  country: 'IN',
  features: [],
  firstUser: owner,
};
const errors = (body: object) => {
  const parsed = CreateHubRequest.safeParse(body);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe('hub form rules (Document 1 §5)', () => {
  it('accepts a complete hub and applies the defaults of §9', () => {
    const parsed = CreateHubRequest.parse(hub);
    expect(parsed).toMatchObject({
      showClearanceWeight: true,
      showMaterialClearanceBuyer: true,
      weighMaterialCollection: true,
      autoPublishEvents: false,
      pipelineOwner: false,
    });
    expect(HUB_FORM_DEFAULTS).toMatchObject({
      cameraResolution: 'W720_H960',
      dataExportReportFrequency: 'WEEKLY',
    });
  });

  it('requires name, type, camera resolution, currency and the address, with their maximum lengths', () => {
    expect(
      errors({
        ...hub,
        name: ' ',
        type: undefined,
        cameraResolution: undefined,
        currency: '',
        street: '',
        zipCode: '',
        city: '',
        country: '',
      }),
    ).toMatchObject({
      name: 'validationRequired',
      type: 'validationRequired',
      cameraResolution: 'validationRequired',
      currency: 'validationRequired',
      street: 'validationRequired',
      zipCode: 'validationRequired',
      city: 'validationRequired',
      country: 'validationRequired',
    });
    expect(
      errors({
        ...hub,
        name: 'n'.repeat(101),
        street: 's'.repeat(65),
        zipCode: '1'.repeat(11),
        city: 'c'.repeat(61),
        country: 'IND',
      }),
    ).toMatchObject({
      name: 'validationExceedsMaxLength',
      street: 'validationExceedsMaxLength',
      zipCode: 'validationExceedsMaxLength',
      city: 'validationExceedsMaxLength',
      country: 'validationExceedsMaxLength',
    });
    expect(
      errors({
        ...hub,
        name: 'n'.repeat(100),
        street: 's'.repeat(64),
        zipCode: '1'.repeat(10),
        city: 'c'.repeat(60),
      }),
    ).toEqual({});
    expect(errors({ ...hub, zipCode: '41A' })).toEqual({ zipCode: 'validationInvalid' });
    expect(errors({ ...hub, allowUnregisteredSuppliers: 'yes' })).toHaveProperty(
      'allowUnregisteredSuppliers',
    );
  });

  it('needs the material lists that segregation, mass balance and processing use', () => {
    expect(errors({ ...hub, features: ['MATERIAL_SEGREGATION'] })).toEqual({
      segregationOutputMaterialTypes: 'validationRequired',
    });
    expect(errors({ ...hub, features: ['MATERIAL_SEGREGATION', 'MASS_BALANCE_TRACKING'] })).toEqual(
      {
        segregationOutputMaterialTypes: 'validationRequired',
        segregationInputMaterialTypes: 'validationRequired',
      },
    );
    expect(errors({ ...hub, features: ['MASS_BALANCE_TRACKING'] })).toEqual({});
    expect(errors({ ...hub, features: ['MATERIAL_PROCESSING'] })).toEqual({
      processingInputMaterialTypes: 'validationRequired',
      processingOutputMaterialTypes: 'validationRequired',
      processingOutputProductTypes: 'validationRequired',
    });
  });

  it('refuses what the pickers never offer: GENERATOR and DEPRECATED types, the excluded review tags, a future plastic-credits date', () => {
    expect(errors({ ...hub, type: 'GENERATOR' })).toEqual({ type: 'validationInvalid' });
    expect(errors({ ...hub, type: 'DEPRECATED' })).toEqual({ type: 'validationInvalid' });
    expect(
      errors({
        ...hub,
        eventAutoReviewTags: ['DATA_OUTLIER'],
        eventAppReviewTags: ['IMAGE_DATA_MISMATCH'],
      }),
    ).toEqual({
      eventAutoReviewTags: 'validationInvalid',
      eventAppReviewTags: 'validationInvalid',
    });
    expect(errors({ ...hub, eventAutoReviewTags: ['WEIGHT_OUTLIER', 'DUPLICATE'] })).toEqual({});
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(errors({ ...hub, plasticCreditsSinceDate: tomorrow })).toEqual({
      plasticCreditsSinceDate: 'validationNotInFuture',
    });
  });

  it('checks the first owner: required fields, lengths, a trimmed email and the SMS phone rules', () => {
    expect(errors({ ...hub, firstUser: {} })).toMatchObject({
      'firstUser.gender': 'validationRequired',
      'firstUser.firstName': 'validationRequired',
      'firstUser.lastName': 'validationRequired',
      'firstUser.email': 'validationRequired',
      'firstUser.language': 'validationRequired',
      'firstUser.authType': 'validationRequired',
    });
    expect(
      errors({
        ...hub,
        firstUser: {
          ...owner,
          firstName: 'f'.repeat(65),
          lastName: 'l'.repeat(65),
          email: `${'e'.repeat(250)}@x.example`,
        },
      }),
    ).toEqual({
      'firstUser.firstName': 'validationExceedsMaxLength',
      'firstUser.lastName': 'validationExceedsMaxLength',
      'firstUser.email': 'validationExceedsMaxLength',
    });
    expect(
      CreateHubRequest.parse({ ...hub, firstUser: { ...owner, email: '  meera@test.example ' } })
        .firstUser.email,
    ).toBe('meera@test.example');
    const sms = { ...owner, authType: 'SMS' };
    expect(errors({ ...hub, firstUser: sms })).toHaveProperty('firstUser.phoneNumber');
    expect(errors({ ...hub, firstUser: { ...sms, phoneNumber: '0049151' } })).toEqual({
      'firstUser.phoneNumber': 'validationPhoneNumberPattern',
    });
    expect(errors({ ...hub, firstUser: { ...sms, phoneNumber: '+4915' } })).toEqual({
      'firstUser.phoneNumber': 'validationPhoneNumberMinLength',
    });
    expect(errors({ ...hub, firstUser: { ...sms, phoneNumber: '+4915112345678' } })).toEqual({});
  });

  it('updates with the same body and firstUser null; dependent settings follow their switches (§4)', () => {
    const { firstUser: _owner, ...fields } = hub;
    expect(UpdateHubRequest.safeParse({ ...fields, firstUser: null }).success).toBe(true);
    const normalized = normalizeHubFields(
      UpdateHubRequest.parse({
        ...fields,
        type: 'RECYCLER',
        features: ['COLLECTION_CENTER_WEEKLY_DATA_EXPORT'],
        autoPublishEvents: true,
        enableBaleSegregationOutput: true,
        enableRegistrationTruckPictureUpload: true,
        generateSustainabilityDeclaration: true,
        assignedCompanyUuids: ['00000000-0000-4000-8000-000000000001'],
      }),
    );
    expect(normalized).toMatchObject({
      autoPublishEvents: false,
      enableBaleSegregationOutput: false,
      enableRegistrationTruckPictureUpload: false,
      generateSustainabilityDeclaration: true,
      assignedCompanyUuids: [],
      dataExportReportFrequency: 'WEEKLY',
    });
  });
});
