import type { EventData, EventOf } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { DomainError, conflict, forbidden, notFound } from '../command-handling/domain-error';
import type { StreamDecision } from '../command-handling/stream-decision';
import { type ContactClaims, claimAppends } from './contact-claim.decider';

/** `user-<uuid>` as sign-in and passwords see it (the admin's view is users/user-admin.decider.ts). */
export interface UserAggregate {
  exists: boolean;
  suspended: boolean;
  role: string | null;
}

/** A new account: its fields, a password hash when it has one (`mustChange`: an emailed first password). */
export type RegisterUser = Omit<EventData<'UserRegistered'>, 'registeredAt'> & {
  type: 'RegisterUser';
  passwordHash: string | null;
  mustChange: boolean;
  at: string;
};

export type UserCommand =
  | RegisterUser
  /**
   * `changedBy`: the account itself (OWN), an admin or system user (ADMIN, hub managers and owners
   * only), or null (a reset link, the setup).
   */
  | {
      type: 'SetPassword';
      uuid: string;
      passwordHash: string;
      at: string;
      changedBy: string | null;
      via: PasswordSetVia;
    }
  | {
      type: 'SendPasswordReset';
      uuid: string;
      sentBy: string;
      impersonatedBy: string | null;
      channel: 'EMAIL' | 'SMS';
      at: string;
    }
  | { type: 'SignOut'; uuid: string; at: string };

export type PasswordSetVia = 'OWN' | 'RESET_LINK' | 'SETUP' | 'ADMIN';

/** The accounts whose password an admin may set (Document 2 §7); never another admin's. */
const HUB_ROLES: readonly (string | null)[] = ['ROLE_HUB_MANAGER', 'ROLE_HUB_OWNER'];

export type UserEvent = EventOf<
  'UserRegistered' | 'UserPasswordSet' | 'UserPasswordResetSent' | 'UserSuspended' | 'UserSignedOut'
>;

export const userStream = (uuid: string) => `user-${uuid}`;

const mustBeActive = (user: UserAggregate) => {
  if (!user.exists) throw notFound();
  if (user.suspended) throw new DomainError('invalid', 'userSuspended');
};

const decide = (command: UserCommand, user: UserAggregate): UserEvent[] => {
  switch (command.type) {
    case 'RegisterUser': {
      if (user.exists) throw conflict();
      const { type: _type, passwordHash, mustChange, at, ...registered } = command;
      const events: UserEvent[] = [
        { type: 'UserRegistered', data: { ...registered, registeredAt: at } },
      ];
      if (passwordHash)
        events.push({
          type: 'UserPasswordSet',
          data: {
            uuid: command.uuid,
            passwordHash,
            at,
            changedBy: null,
            via: 'REGISTRATION',
            mustChange,
          },
        });
      return events;
    }
    case 'SetPassword': {
      mustBeActive(user);
      const { uuid, passwordHash, at, changedBy, via } = command;
      if (via === 'ADMIN' && (!HUB_ROLES.includes(user.role) || !changedBy || changedBy === uuid))
        throw forbidden();
      // An admin-set password is handed over in person and not forced to change (docs/decisions.md).
      return [
        {
          type: 'UserPasswordSet',
          data: { uuid, passwordHash, at, changedBy, via, mustChange: false },
        },
      ];
    }
    case 'SendPasswordReset': {
      mustBeActive(user);
      const { uuid, sentBy, impersonatedBy, channel, at } = command;
      return [
        { type: 'UserPasswordResetSent', data: { uuid, sentBy, impersonatedBy, channel, at } },
      ];
    }
    case 'SignOut':
      if (!user.exists) throw notFound();
      return [{ type: 'UserSignedOut', data: { uuid: command.uuid, at: command.at } }];
    default:
      return unreachable(command);
  }
};

const evolve = (state: UserAggregate, event: UserEvent): UserAggregate => {
  switch (event.type) {
    case 'UserRegistered':
      return { exists: true, suspended: false, role: event.data.role };
    case 'UserSuspended':
      return { ...state, suspended: true };
    case 'UserPasswordSet':
    case 'UserPasswordResetSent':
    case 'UserSignedOut':
      return state;
    default:
      return unreachable(event);
  }
};

export const userDecider: Decider<UserAggregate, UserCommand, UserEvent> = {
  initialState: () => ({ exists: false, suspended: false, role: null }),
  eventTypes: eventTypes<UserEvent>({
    UserRegistered: true,
    UserPasswordSet: true,
    UserPasswordResetSent: true,
    UserSuspended: true,
    UserSignedOut: true,
  }),
  evolve,
  decide,
};

/**
 * One account: the user stream plus a claim stream per email and phone number, appended atomically
 * so two accounts can never share either.
 */
export const decideRegisterUser: StreamDecision<
  RegisterUser,
  { user: UserAggregate; claims: ContactClaims }
> = (command, { user, claims }) => [
  { streamId: userStream(command.uuid), events: userDecider.decide(command, user) },
  ...claimAppends(command.uuid, claims),
];
