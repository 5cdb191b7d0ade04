import type { EventOf } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { DomainError } from '../command-handling/domain-error';
import { emailClaimStream, phoneClaimStream } from './contact-claim.streams';

/** A claim stream exists once: the first claim of an email or phone number wins. */
export interface ClaimAggregate {
  claimedBy: string | null;
}
export type ClaimCommand =
  | { type: 'ClaimEmail'; email: string; userUuid: string }
  | { type: 'ClaimPhone'; phoneNumber: string; userUuid: string };
export type ClaimEvent = EventOf<'UserEmailClaimed' | 'UserPhoneClaimed'>;

export { emailClaimStream, legacyClaimStreams, phoneClaimStream } from './contact-claim.streams';

/** Claimed by this account already: nothing to record; by another: refused on the form's field. */
const decideClaim = (command: ClaimCommand, claim: ClaimAggregate): ClaimEvent[] => {
  const { userUuid } = command;
  switch (command.type) {
    case 'ClaimEmail':
      if (claim.claimedBy && claim.claimedBy !== userUuid)
        throw new DomainError('invalid', 'emailAlreadyUsed', { email: 'emailAlreadyUsed' });
      return claim.claimedBy
        ? []
        : [
            {
              type: 'UserEmailClaimed',
              data: { email: command.email.trim().toLowerCase(), userUuid },
            },
          ];
    case 'ClaimPhone':
      if (claim.claimedBy && claim.claimedBy !== userUuid)
        throw new DomainError('invalid', 'phoneAlreadyUsed', { phoneNumber: 'phoneAlreadyUsed' });
      return claim.claimedBy
        ? []
        : [
            {
              type: 'UserPhoneClaimed',
              data: { phoneNumber: command.phoneNumber.trim(), userUuid },
            },
          ];
    default:
      return unreachable(command);
  }
};

export const claimDecider: Decider<ClaimAggregate, ClaimCommand, ClaimEvent> = {
  initialState: () => ({ claimedBy: null }),
  eventTypes: eventTypes<ClaimEvent>({ UserEmailClaimed: true, UserPhoneClaimed: true }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'UserEmailClaimed':
      case 'UserPhoneClaimed':
        return { claimedBy: event.data.userUuid };
      default:
        return unreachable(event);
    }
  },
  decide: decideClaim,
};

/** The claim streams a registration or a change of details writes to, each with its state. */
export interface ContactClaims {
  email: { address: string; claim: ClaimAggregate } | null;
  phone: { number: string; claim: ClaimAggregate } | null;
}

/** The appends that claim `contacts` for `userUuid` (none for a contact not given). */
export const claimAppends = (userUuid: string, contacts: ContactClaims) => [
  ...(contacts.email
    ? [
        {
          streamId: emailClaimStream(contacts.email.address),
          events: claimDecider.decide(
            { type: 'ClaimEmail', email: contacts.email.address, userUuid },
            contacts.email.claim,
          ),
        },
      ]
    : []),
  ...(contacts.phone
    ? [
        {
          streamId: phoneClaimStream(contacts.phone.number),
          events: claimDecider.decide(
            { type: 'ClaimPhone', phoneNumber: contacts.phone.number, userUuid },
            contacts.phone.claim,
          ),
        },
      ]
    : []),
];
