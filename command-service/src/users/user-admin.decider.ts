import {
  isEditableRole,
  type AuthType,
  type EventOf,
  type SecurityRole,
  type UpdateUserRequest,
} from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { DomainError, forbidden, invalid, notFound } from '../command-handling/domain-error';
import type { StreamDecision } from '../command-handling/stream-decision';
import { type ContactClaims, claimAppends } from '../identity/contact-claim.decider';
import { userStream } from '../identity/user.decider';

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

export type UpdateUser = {
  type: 'UpdateUser';
  uuid: string;
  details: UpdateUserRequest;
  at: string;
};
export type ManagedUserCommand =
  | UpdateUser
  | { type: 'SuspendUser'; uuid: string; at: string }
  /** A check only: impersonation records no event (the log names the system user). */
  | { type: 'StartImpersonation'; uuid: string };

export type ManagedUserEvent = EventOf<'UserRegistered' | 'UserDetailsChanged' | 'UserSuspended'>;

/** Only hub managers and hub owners are edited, suspended or impersonated (Document 2 §6), while not suspended. */
const editable = (user: ManagedUser): void => {
  if (!user.exists) throw notFound();
  if (!user.role || !isEditableRole(user.role)) throw forbidden();
  if (user.suspended) throw new DomainError('invalid', 'userSuspended');
};

const decide = (command: ManagedUserCommand, user: ManagedUser): ManagedUserEvent[] => {
  editable(user);
  switch (command.type) {
    // Edit user (Document 2 §5): the auth type is locked once set.
    case 'UpdateUser': {
      const d = command.details;
      if (user.authType && d.authType !== user.authType)
        throw invalid({ authType: 'validationInvalid' });
      if (user.role === 'ROLE_HUB_OWNER' && !d.email)
        throw invalid({ email: 'validationRequired' });
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
    }
    // Irreversible; it ends every session of the account (tokens issued before it fail).
    case 'SuspendUser':
      return [{ type: 'UserSuspended', data: { uuid: command.uuid, at: command.at } }];
    case 'StartImpersonation':
      return [];
    default:
      return unreachable(command);
  }
};

const evolve = (state: ManagedUser, event: ManagedUserEvent): ManagedUser => {
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
      return unreachable(event);
  }
};

export const managedUserDecider: Decider<ManagedUser, ManagedUserCommand, ManagedUserEvent> = {
  initialState: () => ({
    exists: false,
    hubUuid: null,
    role: null,
    authType: null,
    email: null,
    phoneNumber: null,
    suspended: false,
  }),
  eventTypes: eventTypes<ManagedUserEvent>({
    UserRegistered: true,
    UserDetailsChanged: true,
    UserSuspended: true,
  }),
  evolve,
  decide,
};

/** The email and phone number the new details add (each then claimed), as the account's stream has them. */
export const newContacts = (user: ManagedUser, details: UpdateUserRequest) => ({
  email: details.email && details.email !== user.email ? details.email : null,
  phoneNumber:
    details.phoneNumber && details.phoneNumber !== user.phoneNumber ? details.phoneNumber : null,
});

/** POST /api/admin/users/{uuid}: the details, and a new email or phone number claimed in the same append. */
export const decideUpdateUser: StreamDecision<
  UpdateUser,
  { user: ManagedUser; claims: ContactClaims }
> = (command, { user, claims }) => [
  { streamId: userStream(command.uuid), events: managedUserDecider.decide(command, user) },
  ...claimAppends(command.uuid, claims),
];
