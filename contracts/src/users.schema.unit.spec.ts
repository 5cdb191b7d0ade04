import { describe, expect, it } from 'vitest';
import { AddHubManagerRequest, AddHubOwnerRequest } from './users.schema';
import { fieldErrorsOf } from './validation';

const errors = (schema: typeof AddHubManagerRequest, body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};
const person = { gender: 'FEMALE', firstName: 'Asha', lastName: 'Patil' };

describe('add hub manager / owner', () => {
  it('requires gender, names and auth type', () => {
    expect(errors(AddHubManagerRequest, {})).toEqual({
      gender: 'validationRequired',
      firstName: 'validationRequired',
      lastName: 'validationRequired',
      authType: 'validationRequired',
    });
  });
  it('shows the email rule together with the others, as the dialog needs', () => {
    expect(errors(AddHubOwnerRequest, { authType: 'SMS' })).toEqual({
      gender: 'validationRequired',
      firstName: 'validationRequired',
      lastName: 'validationRequired',
      email: 'validationRequired',
      phoneNumber: 'validationRequired',
    });
  });
  it('bounds names at 128 and email at 255', () => {
    expect(
      errors(AddHubManagerRequest, {
        ...person,
        firstName: 'a'.repeat(129),
        authType: 'EMAIL_PASSWORD',
        email: `${'a'.repeat(250)}@x.example`,
      }),
    ).toEqual({ firstName: 'validationExceedsMaxLength', email: 'validationExceedsMaxLength' });
    expect(
      errors(AddHubManagerRequest, {
        ...person,
        firstName: 'a'.repeat(128),
        authType: 'EMAIL_PASSWORD',
        email: 'a@x.example',
      }),
    ).toEqual({});
  });
  it('SMS needs a phone number: + and 1 to 15 digits, at least 6 characters', () => {
    expect(errors(AddHubManagerRequest, { ...person, authType: 'SMS' })).toEqual({
      phoneNumber: 'validationRequired',
    });
    expect(
      errors(AddHubManagerRequest, { ...person, authType: 'SMS', phoneNumber: '0049170' }),
    ).toEqual({ phoneNumber: 'validationPhoneNumberPattern' });
    expect(
      errors(AddHubManagerRequest, {
        ...person,
        authType: 'SMS',
        phoneNumber: '+1234567890123456',
      }),
    ).toEqual({ phoneNumber: 'validationPhoneNumberPattern' });
    expect(
      errors(AddHubManagerRequest, { ...person, authType: 'SMS', phoneNumber: '+1234' }),
    ).toEqual({ phoneNumber: 'validationPhoneNumberMinLength' });
    expect(
      errors(AddHubManagerRequest, { ...person, authType: 'SMS', phoneNumber: '+919800000123' }),
    ).toEqual({});
  });
  it('EMAIL_PASSWORD needs an email; an owner needs one whatever the auth type', () => {
    expect(errors(AddHubManagerRequest, { ...person, authType: 'EMAIL_PASSWORD' })).toEqual({
      email: 'validationRequired',
    });
    expect(
      errors(AddHubManagerRequest, {
        ...person,
        authType: 'EMAIL_PASSWORD',
        email: 'not-an-email',
      }),
    ).toEqual({ email: 'validationInvalid' });
    expect(
      errors(AddHubOwnerRequest, { ...person, authType: 'SMS', phoneNumber: '+919800000123' }),
    ).toEqual({ email: 'validationRequired' });
    expect(
      errors(AddHubOwnerRequest, {
        ...person,
        authType: 'SMS',
        phoneNumber: '+919800000123',
        email: 'o@x.example',
      }),
    ).toEqual({});
  });
  it('a role in the body must match the call', () => {
    expect(
      errors(AddHubOwnerRequest, {
        ...person,
        authType: 'EMAIL_PASSWORD',
        email: 'o@x.example',
        role: 'ROLE_HUB_MANAGER',
      }),
    ).toEqual({ role: 'validationInvalid' });
    expect(
      errors(AddHubOwnerRequest, {
        ...person,
        authType: 'EMAIL_PASSWORD',
        email: 'o@x.example',
        role: 'ROLE_HUB_OWNER',
      }),
    ).toEqual({});
  });
});
