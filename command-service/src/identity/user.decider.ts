import type { DomainEvent, EventData } from '@cairn/contracts';
import type { LegacyDecider } from '../command-handling/decider';
import { DomainError } from '../command-handling/domain-error';

export interface UserAggregate {
  exists: boolean;
  suspended: boolean;
  role: string | null;
}

export type UserCommand =
  | {
      type: 'RegisterUser';
      user: EventData<'UserRegistered'>;
      passwordHash: string | null;
      mustChange?: boolean;
    }
  /** `changedBy`: the account itself (OWN), or null (a reset link); nobody sets another account's password. */
  | {
      type: 'SetPassword';
      uuid: string;
      passwordHash: string;
      at: string;
      changedBy: string | null;
      via: 'OWN' | 'RESET_LINK' | 'SETUP';
    }
  | {
      type: 'SendPasswordReset';
      uuid: string;
      sentBy: string;
      impersonatedBy: string | null;
      channel: 'EMAIL' | 'SMS';
      at: string;
    }
  | { type: 'SuspendUser'; uuid: string; at: string }
  | { type: 'SignOut'; uuid: string; at: string };

export const userDecider: LegacyDecider<UserAggregate> = {
  initialState: { exists: false, suspended: false, role: null },
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { exists: true, suspended: false, role: event.data.role };
      case 'UserSuspended':
        return { ...state, suspended: true };
      default:
        return state;
    }
  },
};

export const decideUser = (command: UserCommand, user: UserAggregate): DomainEvent[] => {
  switch (command.type) {
    case 'RegisterUser': {
      if (user.exists) throw new DomainError('conflict', 'conflictErrorMessage');
      const events: DomainEvent[] = [{ type: 'UserRegistered', data: command.user }];
      if (command.passwordHash) {
        events.push({
          type: 'UserPasswordSet',
          data: {
            uuid: command.user.uuid,
            passwordHash: command.passwordHash,
            at: command.user.registeredAt,
            changedBy: null,
            via: 'REGISTRATION',
            mustChange: command.mustChange ?? false,
          },
        });
      }
      return events;
    }
    case 'SetPassword':
      if (!user.exists) throw new DomainError('notFound', 'notFoundMessage');
      if (user.suspended) throw new DomainError('invalid', 'userSuspended');
      return [
        {
          type: 'UserPasswordSet',
          data: {
            uuid: command.uuid,
            passwordHash: command.passwordHash,
            at: command.at,
            changedBy: command.changedBy,
            via: command.via,
            mustChange: false,
          },
        },
      ];
    case 'SendPasswordReset':
      if (!user.exists) throw new DomainError('notFound', 'notFoundMessage');
      if (user.suspended) throw new DomainError('invalid', 'userSuspended');
      return [
        {
          type: 'UserPasswordResetSent',
          data: {
            uuid: command.uuid,
            sentBy: command.sentBy,
            impersonatedBy: command.impersonatedBy,
            channel: command.channel,
            at: command.at,
          },
        },
      ];
    case 'SuspendUser':
      if (!user.exists) throw new DomainError('notFound', 'notFoundMessage');
      if (user.suspended) throw new DomainError('invalid', 'userSuspended');
      return [{ type: 'UserSuspended', data: { uuid: command.uuid, at: command.at } }];
    case 'SignOut':
      if (!user.exists) throw new DomainError('notFound', 'notFoundMessage');
      return [{ type: 'UserSignedOut', data: { uuid: command.uuid, at: command.at } }];
  }
};

/** A claim stream exists once: the first claim of an email or phone number wins. */
export interface ClaimAggregate {
  claimedBy: string | null;
}
export const claimDecider: LegacyDecider<ClaimAggregate> = {
  initialState: { claimedBy: null },
  evolve(state, event) {
    switch (event.type) {
      case 'UserEmailClaimed':
      case 'UserPhoneClaimed':
        return { claimedBy: event.data.userUuid };
      default:
        return state;
    }
  },
};
export const emailClaimStream = (email: string) => `userEmail-${email.trim().toLowerCase()}`;
export const phoneClaimStream = (phone: string) => `userPhone-${phone.trim()}`;

export const decideEmailClaim = (
  email: string,
  userUuid: string,
  claim: ClaimAggregate,
): DomainEvent[] => {
  if (claim.claimedBy && claim.claimedBy !== userUuid)
    throw new DomainError('invalid', 'emailAlreadyUsed', { email: 'emailAlreadyUsed' });
  return claim.claimedBy
    ? []
    : [{ type: 'UserEmailClaimed', data: { email: email.trim().toLowerCase(), userUuid } }];
};
export const decidePhoneClaim = (
  phoneNumber: string,
  userUuid: string,
  claim: ClaimAggregate,
): DomainEvent[] => {
  if (claim.claimedBy && claim.claimedBy !== userUuid)
    throw new DomainError('invalid', 'phoneAlreadyUsed', { phoneNumber: 'phoneAlreadyUsed' });
  return claim.claimedBy
    ? []
    : [{ type: 'UserPhoneClaimed', data: { phoneNumber: phoneNumber.trim(), userUuid } }];
};
