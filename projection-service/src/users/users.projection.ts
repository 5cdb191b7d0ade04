import {
  type AuthType,
  ERASED,
  type Gender,
  type Language,
  type Region,
  type SecurityRole,
} from '@cairn/contracts';
import { defineProjection } from '../projection';

export interface UserRow {
  uuid: string;
  hubUuid: string | null;
  role: SecurityRole;
  gender: Gender;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  language: Language;
  authType: AuthType | null;
  region: Region;
  registeredAt: string;
  passwordHash: string | null;
  suspended: boolean;
  /** Tokens issued before this instant are refused (sign-out, suspension, a new password). */
  tokensValidAfter: string | null;
  /** An emailed first password: every call but changing it is refused until it is changed. */
  mustChangePassword?: boolean;
}

/** Accounts for sign-in and access checks. Server-side only: the password hash never leaves it. */
export const usersProjection = defineProjection<UserRow>()({
  name: 'users',
  version: 4,
  model: {
    name: 'users',
    fields: { HUB_UUID: { path: 'hubUuid', type: 'text' }, UUID: { path: 'uuid', type: 'text' } },
    sortBy: 'registeredAt',
    indexes: ['email', 'phoneNumber', 'hubUuid'],
  },
  handles: [
    'UserRegistered',
    'UserPasswordSet',
    'UserSuspended',
    'UserSignedOut',
    'UserDetailsChanged',
    'PersonalDataErased',
  ],
  keyOf: (event) =>
    event.type === 'PersonalDataErased' ? event.data.subjectUuid : event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'UserRegistered':
        return {
          ...event.data,
          email: event.data.email?.toLowerCase() ?? null,
          passwordHash: row?.passwordHash ?? null,
          suspended: false,
          tokensValidAfter: null,
        };
      // A new password ends every session begun before it (the one that changed it gets a fresh token).
      // A changed password ends the sessions opened with the old one; a first password has none to end,
      // but one an admin sets ends all (the account may have signed in by one-time code before).
      case 'UserPasswordSet':
        return (
          row && {
            ...row,
            passwordHash: event.data.passwordHash,
            mustChangePassword: event.data.mustChange ?? false,
            tokensValidAfter:
              row.passwordHash || event.data.via === 'ADMIN' ? event.data.at : row.tokensValidAfter,
          }
        );
      case 'UserSuspended':
        return row && { ...row, suspended: true, tokensValidAfter: event.data.at };
      case 'UserSignedOut':
        return row && { ...row, tokensValidAfter: event.data.at };
      case 'UserDetailsChanged': {
        const { at: _at, hubUuid: _hub, ...details } = event.data;
        return row && { ...row, ...details };
      }
      // The row is rewritten as a rebuild would read it once the key is gone (issue 33).
      case 'PersonalDataErased':
        return (
          row && {
            ...row,
            firstName: ERASED,
            lastName: ERASED,
            email: row.email === null ? null : ERASED,
            phoneNumber: row.phoneNumber === null ? null : ERASED,
          }
        );
      default:
        return row;
    }
  },
});
