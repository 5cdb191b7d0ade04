import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CertifyCollectedMaterialRequest,
  CoProcessingCertificateRequest,
} from './certification.schema';
import { FinishCollectionRequest } from './collection-units.schema';
import { SegregationOutputBagRequest } from './grading.schema';
import { StartMaterialClearanceRequest, WeighClearanceRequest } from './hub-clearance.schema';
import { ProcessingOutputBagRequest, StartProcessingRequest } from './processing.schema';
import { RegisterTruckLoadRequest } from './truck-loads.schema';
import {
  FileUploadFields,
  RegisterCollectedMaterialRequest,
  ReviewHubEventRequest,
} from './registration.schema';
import { AmendWeightRequest } from './review.schema';
import {
  MaterialDispatchRequest,
  RegisterCarrierMaterialRequest,
  RegisterCoProcessingMaterialRequest,
  RegisterHandlingCenterMaterialRequest,
} from './transports.schema';
import { QUANTITY_MAX, fieldErrorsOf, quantity, weight } from './validation';

const uuid = '3f9a1c2e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const errorOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : fieldErrorsOf(result.error);
};

describe('quantity: numbers are bound as the text forms send', () => {
  it('takes text and JSON numbers of at most 10 characters', () => {
    expect(weight().parse('12,5')).toBe(12.5);
    expect(weight().parse(12.5)).toBe(12.5);
    expect(weight().parse('0.12345678')).toBe(0.12345678);
    expect(weight().parse(1_000_000)).toBe(1_000_000);
  });
  it('refuses a JSON number longer than 10 characters, as it refuses the text', () => {
    for (const n of [0.123456789, 12345678901, 1e15])
      expect(errorOf(weight(), n), String(n)).toEqual({ _: 'validationExceedsMaxLength' });
    expect(errorOf(weight(), '0.123456789')).toEqual({ _: 'validationExceedsMaxLength' });
  });
  it('holds a number in exponent notation to the length it has written out (issue 33)', () => {
    for (const n of [1e-20, '1e-20', '1E-9', 1.5e-9, 1e308, '1e308'])
      expect(errorOf(weight(), n), String(n)).toEqual({ _: 'validationExceedsMaxLength' });
    expect(weight().parse('1.5e3')).toBe(1500);
    expect(weight().parse('1E-3')).toBe(0.001);
  });
  it('refuses what no scale weighs: above the physical bound, even when short (1e9)', () => {
    expect(errorOf(weight(), '1e9')).toEqual({ _: 'validationMax' });
    expect(errorOf(weight(), QUANTITY_MAX.weight + 1)).toEqual({ _: 'validationMax' });
    expect(errorOf(quantity(100), 101)).toEqual({ _: 'validationMax' });
  });
  it('refuses what is not a finite number, and says empty is missing', () => {
    expect(errorOf(weight(), 'abc')).toEqual({ _: 'validationInvalid' });
    expect(errorOf(weight(), 'Infinity')).toEqual({ _: 'validationInvalid' });
    expect(errorOf(weight(), '')).toEqual({ _: 'validationRequired' });
    expect(errorOf(weight(), undefined)).toEqual({ _: 'validationRequired' });
    expect(errorOf(weight(), -1)).toEqual({ _: 'validationMin' });
  });
});

/** Every request body with a quantity: a valid body, and the quantity fields it carries. */
const BODIES: Array<[string, z.ZodType, Record<string, unknown>, string[]]> = [
  [
    'collected material',
    RegisterCollectedMaterialRequest,
    {
      registrationUnit: 'BAG',
      weight: '1',
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: uuid,
    },
    ['weight'],
  ],
  ['review', ReviewHubEventRequest, { weight: 1 }, ['weight']],
  ['amend weight', AmendWeightRequest, { weight: 1 }, ['weight']],
  [
    'finish collection',
    FinishCollectionRequest,
    { weight: 1, weighSlipPictureFileUploadUuid: uuid },
    ['weight'],
  ],
  [
    'segregation output bag',
    SegregationOutputBagRequest,
    { weight: 1, materialType: 'PET_CLEAR', pictureFileUploadUuid: uuid },
    ['weight'],
  ],
  [
    'material clearance',
    StartMaterialClearanceRequest,
    {
      materialTypes: ['PET_CLEAR'],
      transporterLicensePlate: 'MH 12',
      partialClearance: true,
      estimatedWeight: 1,
      buyer: 'B',
      pictureFileUploadUuid: uuid,
    },
    ['estimatedWeight'],
  ],
  [
    'weigh clearance',
    WeighClearanceRequest,
    { weight: 1, weighSlipPictureFileUploadUuid: uuid },
    ['weight'],
  ],
  ['truck load', RegisterTruckLoadRequest, { weight: 1, pictureFileUploadUuid: uuid }, ['weight']],
  [
    'processing start',
    StartProcessingRequest,
    { materialType: 'PET_CLEAR', originalWeight: 10, rejectedWeight: 1 },
    ['originalWeight', 'rejectedWeight'],
  ],
  [
    'processing output bag',
    ProcessingOutputBagRequest,
    {
      materialType: 'PET_CLEAR',
      productType: 'PELLET',
      processedAt: '2020-01-01',
      weight: 1,
      pictureFileUploadUuid: uuid,
    },
    ['weight'],
  ],
  [
    'carrier material',
    RegisterCarrierMaterialRequest,
    { transportOwner: 'O', weight: 1 },
    ['weight'],
  ],
  [
    'handling center material',
    RegisterHandlingCenterMaterialRequest,
    { transportOwner: 'O', ongoingTransportUuid: uuid, weight: 100, pictureFileUploadUuid: uuid },
    ['weight'],
  ],
  [
    'co-processing material',
    RegisterCoProcessingMaterialRequest,
    { weight: 100, licensePlate: 'P', pictureFileUploadUuid: uuid, ongoingTransportUuid: uuid },
    ['weight'],
  ],
  [
    'dispatch',
    MaterialDispatchRequest,
    { identifier: 'I', weight: 1, documentFileUploadUuid: uuid },
    ['weight'],
  ],
  [
    'certify',
    CertifyCollectedMaterialRequest,
    { certifiedWeight: 1, certificatePictureFileUploadUuid: uuid },
    ['certifiedWeight'],
  ],
  [
    'co-processing certificate',
    CoProcessingCertificateRequest,
    {
      moisturePercentage: 10,
      ashPercentage: 5,
      calorificValue: 5000,
      certificatePictureFileUploadUuid: uuid,
    },
    ['moisturePercentage', 'ashPercentage', 'calorificValue'],
  ],
];

describe('every quantity of every request body is bound', () => {
  it.each(BODIES)('%s', (_name, schema, body, fields) => {
    expect(errorOf(schema, body)).toBeNull();
    for (const field of fields) {
      for (const bad of [0.123456789, 12345678901, 1e15])
        expect(errorOf(schema, { ...body, [field]: bad })?.[field], `${field}=${bad}`).toBe(
          'validationExceedsMaxLength',
        );
      expect(errorOf(schema, { ...body, [field]: 1e-20 })?.[field], `${field}=1e-20`).toBe(
        'validationExceedsMaxLength',
      );
      expect(errorOf(schema, { ...body, [field]: 1e9 })?.[field], `${field}=1e9`).toBe(
        'validationMax',
      );
    }
  });
  it("bounds a position's accuracy", () => {
    expect(errorOf(FileUploadFields, { latitude: '1', longitude: '1', accuracy: '1e9' })).toEqual({
      accuracy: 'validationMax',
    });
  });
});
