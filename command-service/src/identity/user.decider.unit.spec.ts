import { describe, expect, it } from 'vitest';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { whenDeciding } from '../../test/harness/stream-decision-specification';
import { type ClaimEvent, claimDecider, emailClaimStream } from './contact-claim.decider';
import { type RegisterUser, type UserEvent, decideRegisterUser, userDecider } from './user.decider';

const uuid = '00000000-0000-4000-8000-00000000bb01';
const at = '2026-11-02T08:00:00.000Z';
const register: RegisterUser = {
  type: 'RegisterUser',
  uuid,
  hubUuid: 'h',
  role: 'ROLE_HUB_OWNER',
  gender: 'MALE',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'Ravi@Example.com',
  phoneNumber: null,
  language: 'EN',
  authType: 'EMAIL_PASSWORD',
  region: 'AP_MUMBAI',
  passwordHash: 'hash',
  mustChange: true,
  at,
};
const { type: _type, passwordHash: _hash, mustChange: _must, at: _at, ...fields } = register;
const registered: UserEvent = { type: 'UserRegistered', data: { ...fields, registeredAt: at } };
const suspended: UserEvent = { type: 'UserSuspended', data: { uuid, at } };
const given = specificationFor(userDecider);
const setPassword = {
  type: 'SetPassword',
  uuid,
  passwordHash: 'new',
  at,
  changedBy: uuid,
  via: 'OWN',
} as const;

describe('user decider', () => {
  it('registers an account with its first password, to be changed when emailed', () => {
    given([])
      .when(register)
      .then([
        registered,
        {
          type: 'UserPasswordSet',
          data: {
            uuid,
            passwordHash: 'hash',
            at,
            changedBy: null,
            via: 'REGISTRATION',
            mustChange: true,
          },
        },
      ]);
    given([])
      .when({ ...register, passwordHash: null })
      .then([registered]);
    given([registered]).when(register).thenThrows(refusedAs('conflict', 'conflictErrorMessage'));
  });

  it('sets a password and sends a reset link only for an active account', () => {
    given([registered])
      .when(setPassword)
      .then([
        {
          type: 'UserPasswordSet',
          data: { uuid, passwordHash: 'new', at, changedBy: uuid, via: 'OWN', mustChange: false },
        },
      ]);
    const reset = {
      type: 'SendPasswordReset',
      uuid,
      sentBy: 'admin',
      impersonatedBy: null,
      channel: 'EMAIL',
      at,
    } as const;
    given([registered])
      .when(reset)
      .then([
        {
          type: 'UserPasswordResetSent',
          data: { uuid, sentBy: 'admin', impersonatedBy: null, channel: 'EMAIL', at },
        },
      ]);
    for (const command of [setPassword, reset]) {
      given([]).when(command).thenThrows(refusedAs('notFound', 'notFoundMessage'));
      given([registered, suspended])
        .when(command)
        .thenThrows(refusedAs('invalid', 'userSuspended'));
    }
  });

  it("lets an admin set a hub manager's or owner's password, naming the admin, not forced to change", () => {
    const byAdmin = { ...setPassword, changedBy: 'admin', via: 'ADMIN' } as const;
    for (const role of ['ROLE_HUB_OWNER', 'ROLE_HUB_MANAGER'] as const)
      given([{ ...registered, data: { ...registered.data, role } } as UserEvent])
        .when(byAdmin)
        .then([
          {
            type: 'UserPasswordSet',
            data: {
              uuid,
              passwordHash: 'new',
              at,
              changedBy: 'admin',
              via: 'ADMIN',
              mustChange: false,
            },
          },
        ]);
    const staff = (role: 'ROLE_CAIRN_ADMIN' | 'ROLE_SYSTEM_USER' | 'ROLE_CAIRN_ANALYST') =>
      ({ ...registered, data: { ...registered.data, role, hubUuid: null } }) as UserEvent;
    for (const role of ['ROLE_CAIRN_ADMIN', 'ROLE_SYSTEM_USER', 'ROLE_CAIRN_ANALYST'] as const)
      given([staff(role)])
        .when(byAdmin)
        .thenThrows(refusedAs('forbidden', 'apiErrorForbidden'));
    // "ADMIN" always names someone else: not nobody, not the account itself.
    for (const changedBy of [null, uuid])
      given([registered])
        .when({ ...byAdmin, changedBy })
        .thenThrows(refusedAs('forbidden', 'apiErrorForbidden'));
    given([]).when(byAdmin).thenThrows(refusedAs('notFound', 'notFoundMessage'));
    given([registered, suspended]).when(byAdmin).thenThrows(refusedAs('invalid', 'userSuspended'));
  });

  it('signs a known account out, suspended or not', () => {
    const signOut = { type: 'SignOut', uuid, at } as const;
    given([registered, suspended])
      .when(signOut)
      .then([{ type: 'UserSignedOut', data: { uuid, at } }]);
    given([]).when(signOut).thenThrows(refusedAs('notFound', 'notFoundMessage'));
  });

  it('names claim streams by a hash of the address, the same for any spelling of it', () => {
    expect(emailClaimStream(' Ravi@Example.com ')).toBe(emailClaimStream('ravi@example.com'));
    expect(emailClaimStream('ravi@example.com')).toMatch(/^userEmail-[0-9a-f]{64}$/);
  });
});

describe('contact claims', () => {
  const claimed: ClaimEvent = {
    type: 'UserEmailClaimed',
    data: { email: 'ravi@example.com', userUuid: uuid },
  };
  const claim = specificationFor(claimDecider);

  it('claims an email once, lower-cased; the same account again records nothing', () => {
    claim([])
      .when({ type: 'ClaimEmail', email: ' Ravi@Example.com ', userUuid: uuid })
      .then([claimed]);
    claim([claimed])
      .when({ type: 'ClaimEmail', email: 'ravi@example.com', userUuid: uuid })
      .then([]);
  });

  it("refuses another account's email or phone number on the form's field", () => {
    claim([claimed])
      .when({ type: 'ClaimEmail', email: 'ravi@example.com', userUuid: 'other' })
      .thenThrows(refusedAs('invalid', 'emailAlreadyUsed', { email: 'emailAlreadyUsed' }));
    claim([{ type: 'UserPhoneClaimed', data: { phoneNumber: '+91', userUuid: uuid } }])
      .when({ type: 'ClaimPhone', phoneNumber: '+91', userUuid: 'other' })
      .thenThrows(refusedAs('invalid', 'phoneAlreadyUsed', { phoneNumber: 'phoneAlreadyUsed' }));
  });

  it('registers the account and claims its email in one decision', () => {
    const free = { claimedBy: null };
    whenDeciding(() =>
      decideRegisterUser(
        { ...register, passwordHash: null },
        {
          user: userDecider.initialState(),
          claims: { email: { address: 'Ravi@Example.com', claim: free }, phone: null },
        },
      ),
    ).then([
      { streamId: `user-${uuid}`, events: [registered] },
      // Named by a hash of the lower-cased address, never the address (issue 33).
      { streamId: emailClaimStream('ravi@example.com'), events: [claimed] },
    ]);
  });

  it('names claim streams by a hash of the address, the same for any spelling of it', () => {
    expect(emailClaimStream(' Ravi@Example.com ')).toBe(emailClaimStream('ravi@example.com'));
    expect(emailClaimStream('ravi@example.com')).toMatch(/^userEmail-[0-9a-f]{64}$/);
  });
});
