import { describe, expect, it } from 'vitest';
import type { EventData, SecurityRole, UpdateUserRequest } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { whenDeciding } from '../../test/harness/stream-decision-specification';
import {
  type ManagedUserEvent,
  type UpdateUser,
  decideUpdateUser,
  managedUserDecider,
  newContacts,
} from './user-admin.decider';
import { phoneClaimStream } from '../identity/contact-claim.decider';

const uuid = '00000000-0000-4000-8000-00000000aa01';
const at = '2026-11-02T08:00:00.000Z';
const registered = (over: Partial<EventData<'UserRegistered'>> = {}): ManagedUserEvent => ({
  type: 'UserRegistered',
  data: {
    uuid,
    hubUuid: 'h',
    role: 'ROLE_HUB_MANAGER',
    gender: 'FEMALE',
    firstName: 'Asha',
    lastName: 'Patil',
    email: null,
    phoneNumber: '+919800000001',
    language: 'EN',
    authType: 'SMS',
    region: 'AP_MUMBAI',
    registeredAt: at,
    ...over,
  },
});
const details = (over: Partial<UpdateUserRequest> = {}): UpdateUserRequest => ({
  gender: 'FEMALE',
  firstName: 'Asha',
  lastName: 'Patil-Rao',
  email: null,
  phoneNumber: '+919800000002',
  authType: 'SMS',
  ...over,
});
const update = (over: Partial<UpdateUserRequest> = {}): UpdateUser => ({
  type: 'UpdateUser',
  uuid,
  details: details(over),
  at,
});
const changed = (over: Partial<UpdateUserRequest> = {}): ManagedUserEvent => ({
  type: 'UserDetailsChanged',
  data: { uuid, hubUuid: 'h', ...details(over), at },
});
const suspend = { type: 'SuspendUser', uuid, at } as const;
const impersonate = { type: 'StartImpersonation', uuid } as const;
const suspended: ManagedUserEvent = { type: 'UserSuspended', data: { uuid, at } };
const given = specificationFor(managedUserDecider);

describe('admin user commands', () => {
  it('changes the details of a hub manager', () => {
    given([registered()]).when(update()).then([changed()]);
    expect(fold(managedUserDecider, [registered(), changed()]).phoneNumber).toBe('+919800000002');
  });

  it('locks the auth type once set, and lets an unset one be chosen', () => {
    given([registered()])
      .when(update({ authType: 'EMAIL_PASSWORD', email: 'a@b.example' }))
      .thenThrows(refusedAs('invalid', 'validationError', { authType: 'validationInvalid' }));
    given([registered({ authType: null })])
      .when(update())
      .then([changed()]);
  });

  it('needs an email for a hub owner whatever the auth type', () => {
    given([registered({ role: 'ROLE_HUB_OWNER' })])
      .when(update())
      .thenThrows(refusedAs('invalid', 'validationError', { email: 'validationRequired' }));
  });

  it('edits, suspends and impersonates only hub managers and hub owners', () => {
    for (const role of ['ROLE_CAIRN_ADMIN', 'ROLE_SYSTEM_USER'] as SecurityRole[])
      for (const command of [update(), suspend, impersonate])
        given([registered({ role, hubUuid: null })])
          .when(command)
          .thenThrows(refusedAs('forbidden', 'apiErrorForbidden'));
    given([]).when(suspend).thenThrows(refusedAs('notFound', 'notFoundMessage'));
    given([registered()]).when(impersonate).then([]);
  });

  it('suspends once and for good', () => {
    given([registered()]).when(suspend).then([suspended]);
    for (const command of [suspend, update(), impersonate])
      given([registered(), suspended])
        .when(command)
        .thenThrows(refusedAs('invalid', 'userSuspended'));
  });

  it('claims a new email or phone number in the same append, and only a new one', () => {
    const user = fold(managedUserDecider, [registered()]);
    expect(newContacts(user, details())).toEqual({ email: null, phoneNumber: '+919800000002' });
    expect(newContacts(user, details({ phoneNumber: '+919800000001' }))).toEqual({
      email: null,
      phoneNumber: null,
    });
    const free = { claimedBy: null };
    whenDeciding(() =>
      decideUpdateUser(update(), {
        user,
        claims: { email: null, phone: { number: '+919800000002', claim: free } },
      }),
    ).then([
      { streamId: `user-${uuid}`, events: [changed()] },
      {
        streamId: phoneClaimStream('+919800000002'),
        events: [
          { type: 'UserPhoneClaimed', data: { phoneNumber: '+919800000002', userUuid: uuid } },
        ],
      },
    ]);
    whenDeciding(() =>
      decideUpdateUser(update(), {
        user,
        claims: { email: null, phone: { number: '+919800000002', claim: { claimedBy: 'x' } } },
      }),
    ).thenThrows(refusedAs('invalid', 'phoneAlreadyUsed', { phoneNumber: 'phoneAlreadyUsed' }));
  });
});
