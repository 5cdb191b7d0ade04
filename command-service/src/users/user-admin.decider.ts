import {
  isEditableRole,
  type AuthType,
  type DomainEvent,
  type SecurityRole,
  type UpdateUserRequest,
} from '@cairn/contracts';
import type { LegacyDecider } from '../command-handling/decider';
import { DomainError, forbidden, invalid } from '../command-handling/domain-error';

/** What the admin's user commands need of an account's stream. */
export interface ManagedUser {
  exists: boolean;
  hubUuid: string | null;
  role: SecurityRole | null;
  authType: AuthType | null;
  email: string | null;
  phoneNumber: string | null;
  suspended: boolean;
}

export const managedUserDecider: LegacyDecider<ManagedUser> = {
  initialState: {
    exists: false,
    hubUuid: null,
    role: null,
    authType: null,
    email: null,
    phoneNumber: null,
    suspended: false,
  },
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        return {
          ...state,
          exists: true,
          hubUuid: d.hubUuid,
          role: d.role,
          authType: d.authType,
          email: d.email?.toLowerCase() ?? null,
          phoneNumber: d.phoneNumber,
        };
      }
      case 'UserDetailsChanged': {
        const d = event.data;
        return { ...state, authType: d.authType, email: d.email, phoneNumber: d.phoneNumber };
      }
      case 'UserSuspended':
        return { ...state, suspended: true };
      default:
        return state;
    }
  },
};

const editable = (user: ManagedUser): void => {
  if (!user.exists) throw new DomainError('notFound', 'notFoundMessage');
  // Only hub managers and hub owners are edited or suspended (Document 2 §6).
  if (!user.role || !isEditableRole(user.role)) throw forbidden();
};

export interface UpdateUser {
  uuid: string;
  details: UpdateUserRequest;
  at: string;
}

/** Edit user (Document 2 §5): the auth type is locked once set; a suspended account stays as it is. */
export const decideUpdateUser = (command: UpdateUser, user: ManagedUser): DomainEvent[] => {
  editable(user);
  if (user.suspended) throw new DomainError('invalid', 'userSuspended');
  const d = command.details;
  if (user.authType && d.authType !== user.authType)
    throw invalid({ authType: 'validationInvalid' });
  if (user.role === 'ROLE_HUB_OWNER' && !d.email) throw invalid({ email: 'validationRequired' });
  return [
    {
      type: 'UserDetailsChanged',
      data: {
        uuid: command.uuid,
        hubUuid: user.hubUuid,
        gender: d.gender,
        firstName: d.firstName,
        lastName: d.lastName,
        email: d.email,
        phoneNumber: d.phoneNumber,
        authType: d.authType,
        at: command.at,
      },
    },
  ];
};

/** Suspension is irreversible and ends every session of the account (tokens issued before it fail). */
export const decideSuspendUser = (
  command: { uuid: string; at: string },
  user: ManagedUser,
): DomainEvent[] => {
  editable(user);
  if (user.suspended) throw new DomainError('invalid', 'userSuspended');
  return [{ type: 'UserSuspended', data: { uuid: command.uuid, at: command.at } }];
};

/** Impersonation targets: hub managers and hub owners that can sign in (Document 2 §6). */
export const decideImpersonation = (user: ManagedUser): void => {
  editable(user);
  if (user.suspended) throw new DomainError('invalid', 'userSuspended');
};
