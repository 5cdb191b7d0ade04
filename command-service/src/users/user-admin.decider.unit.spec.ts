import { describe, expect, it } from 'vitest';
import type { DomainEvent, EventData, SecurityRole, UpdateUserRequest } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import {
  decideImpersonation,
  decideSuspendUser,
  decideUpdateUser,
  managedUserDecider,
} from './user-admin.decider';

const uuid = '00000000-0000-4000-8000-00000000aa01';
const at = '2026-11-02T08:00:00.000Z';
const registered = (over: Partial<EventData<'UserRegistered'>> = {}): DomainEvent => ({
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
const given = (...events: DomainEvent[]) => fold(managedUserDecider, events);
const suspended: DomainEvent = { type: 'UserSuspended', data: { uuid, at } };

describe('admin user commands', () => {
  it('changes the details of a hub manager', () => {
    const events = decideUpdateUser({ uuid, details: details(), at }, given(registered()));
    expect(events).toEqual([
      { type: 'UserDetailsChanged', data: { uuid, hubUuid: 'h', ...details(), at } },
    ]);
    expect(given(registered(), ...events).phoneNumber).toBe('+919800000002');
  });

  it('locks the auth type once set, and lets an unset one be chosen', () => {
    expect(() =>
      decideUpdateUser(
        { uuid, details: details({ authType: 'EMAIL_PASSWORD', email: 'a@b.example' }), at },
        given(registered()),
      ),
    ).toThrow('validationError');
    expect(
      decideUpdateUser({ uuid, details: details(), at }, given(registered({ authType: null }))),
    ).toHaveLength(1);
  });

  it('needs an email for a hub owner whatever the auth type', () => {
    expect(() =>
      decideUpdateUser(
        { uuid, details: details(), at },
        given(registered({ role: 'ROLE_HUB_OWNER' })),
      ),
    ).toThrow('validationError');
  });

  it('edits, suspends and impersonates only hub managers and hub owners', () => {
    for (const role of ['ROLE_CAIRN_ADMIN', 'ROLE_SYSTEM_USER'] as SecurityRole[]) {
      const state = given(registered({ role, hubUuid: null }));
      expect(() => decideUpdateUser({ uuid, details: details(), at }, state)).toThrow(
        'apiErrorForbidden',
      );
      expect(() => decideSuspendUser({ uuid, at }, state)).toThrow('apiErrorForbidden');
      expect(() => decideImpersonation(state)).toThrow('apiErrorForbidden');
    }
    expect(() => decideSuspendUser({ uuid, at }, given())).toThrow('notFoundMessage');
  });

  it('suspends once and for good', () => {
    expect(decideSuspendUser({ uuid, at }, given(registered()))).toEqual([suspended]);
    expect(() => decideSuspendUser({ uuid, at }, given(registered(), suspended))).toThrow(
      'userSuspended',
    );
    expect(() =>
      decideUpdateUser({ uuid, details: details(), at }, given(registered(), suspended)),
    ).toThrow('userSuspended');
    expect(() => decideImpersonation(given(registered(), suspended))).toThrow('userSuspended');
  });
});
