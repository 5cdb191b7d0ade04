import { describe, expect, it } from 'vitest';
import {
  AdminRegisterCollectedMaterialForm,
  RegisterCollectedMaterialRequest,
} from './registration.schema';
import { fieldErrorsOf } from './validation';

const errorsOf = (input: unknown) => {
  const result = AdminRegisterCollectedMaterialForm.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('register collected material form (Document 1 §5)', () => {
  it('accepts coordinates strictly inside the bounds, typed as text', () => {
    expect(errorsOf({ materialType: 'PET_CLEAR', latitude: '18.52', longitude: '-73.85' })).toEqual(
      {},
    );
  });
  it('treats an empty coordinate as missing, not as 0', () => {
    expect(errorsOf({ materialType: 'PET_CLEAR', latitude: '', longitude: '' })).toEqual({
      latitude: 'validationRequired',
      longitude: 'validationRequired',
    });
  });
  it('answers validationInvalid at the bounds and for text', () => {
    expect(errorsOf({ materialType: 'PET_CLEAR', latitude: '90', longitude: '-180' })).toEqual({
      latitude: 'validationInvalid',
      longitude: 'validationInvalid',
    });
    expect(errorsOf({ materialType: 'PET_CLEAR', latitude: 'north', longitude: '1' })).toEqual({
      latitude: 'validationInvalid',
    });
  });
  it('requires a material type', () => {
    expect(errorsOf({ latitude: '1', longitude: '1' })).toEqual({
      materialType: 'validationRequired',
    });
  });
});

describe('a bag saved on the phone (issue 31)', () => {
  const bag = {
    weight: '12.5',
    materialType: 'PET_CLEAR',
    pictureFileUploadUuid: '3c2b1a09-8f7e-4d6c-9b5a-493827160504',
  };
  const capturedErrorOf = (capturedAt: unknown) => {
    const result = RegisterCollectedMaterialRequest.safeParse({ ...bag, capturedAt });
    return result.success ? null : fieldErrorsOf(result.error).capturedAt;
  };
  it('takes the time it was saved, however long ago; never a time to come or text', () => {
    expect(capturedErrorOf(new Date(Date.now() - 6 * 3_600_000).toISOString())).toBeNull();
    expect(capturedErrorOf(undefined)).toBeNull();
    expect(capturedErrorOf(new Date(Date.now() + 3_600_000).toISOString())).toBe(
      'validationNotInFuture',
    );
    expect(capturedErrorOf('yesterday')).toBe('validationInvalid');
  });
});
