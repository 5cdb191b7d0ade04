import { createFormControl, get } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ErrorBody } from '@cairn/contracts';
import { ApiError } from '../api/request';
import { applyFieldErrors } from './apply-field-errors';

interface HubValues {
  name: string;
  firstUser: { email: string; phoneNumber: string };
  documents: Array<{ fileUploadUuid: string }>;
}

/** A real react-hook-form form, without React: its errors are what the fields would show. */
const form = () =>
  createFormControl<HubValues>({
    defaultValues: {
      name: '',
      firstUser: { email: '', phoneNumber: '' },
      documents: [{ fileUploadUuid: '' }],
    },
  });
const refusal = (fieldErrors: Record<string, string>) =>
  new ApiError(400, ErrorBody.parse({ errorMessageKey: 'validationError', fieldErrors }));

describe('applyFieldErrors', () => {
  it('puts each server key on its field, dotted paths on nested fields and array items, and says so', () => {
    const { formControl, control } = form();
    const applied = applyFieldErrors(
      refusal({
        'firstUser.email': 'emailAlreadyUsed',
        'documents.0.fileUploadUuid': 'validationInvalid',
        name: 'validationRequired',
      }),
      formControl.setError,
    );
    expect(applied).toBe(true);
    const errors = control._formState.errors;
    expect(get(errors, 'firstUser.email')).toMatchObject({
      type: 'server',
      message: 'emailAlreadyUsed',
    });
    expect(get(errors, 'documents.0.fileUploadUuid')).toMatchObject({
      type: 'server',
      message: 'validationInvalid',
    });
    expect(get(errors, 'name')).toMatchObject({ type: 'server', message: 'validationRequired' });
    expect(get(errors, 'firstUser.phoneNumber')).toBeUndefined();
  });

  it("reads indexed paths (items[0].fileUploadUuid) as react-hook-form's dotted ones", () => {
    const { formControl, control } = form();
    expect(
      applyFieldErrors(
        { fieldErrors: { 'documents[0].fileUploadUuid': 'validationRequired', name: '' } },
        formControl.setError,
      ),
    ).toBe(true);
    expect(get(control._formState.errors, 'documents.0.fileUploadUuid')).toMatchObject({
      type: 'server',
      message: 'validationRequired',
    });
    expect(get(control._formState.errors, 'name')).toBeUndefined(); // an empty key is no error
  });

  it('applies nothing for an answer without field errors, a network failure or anything else', () => {
    const { formControl, control } = form();
    expect(
      applyFieldErrors(
        new ApiError(404, ErrorBody.parse({ errorMessageKey: 'notFoundMessage' })),
        formControl.setError,
      ),
    ).toBe(false);
    expect(applyFieldErrors(new TypeError('Failed to fetch'), formControl.setError)).toBe(false);
    expect(applyFieldErrors(undefined, formControl.setError)).toBe(false);
    expect(applyFieldErrors({ fieldErrors: { name: 42 } }, formControl.setError)).toBe(false);
    expect(control._formState.errors).toEqual({});
  });

  it('takes field errors from any error that carries them, and renames where the form names a field otherwise', () => {
    const { formControl, control } = form();
    expect(
      applyFieldErrors({ fieldErrors: { externalId: 'validationInvalid' } }, formControl.setError, {
        rename: { externalId: 'name' },
      }),
    ).toBe(true);
    expect(get(control._formState.errors, 'name')).toMatchObject({ message: 'validationInvalid' });
  });
});
