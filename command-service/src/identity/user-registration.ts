import { randomBytes } from 'node:crypto';
import type { StreamReader } from '../command-handling/command-handler';
import type { StreamEvents } from '../command-handling/decider';
import {
  type ContactClaims,
  claimDecider,
  emailClaimStream,
  phoneClaimStream,
} from './contact-claim.decider';
import { type RegisterUser, decideRegisterUser, userDecider, userStream } from './user.decider';
import { hashPassword } from './password';

/** Reads the claim streams of the contacts given (an email, a phone number), for a decision to claim them. */
export const loadContactClaims = async (
  reader: StreamReader,
  contacts: { email: string | null; phoneNumber: string | null },
): Promise<ContactClaims> => ({
  email: contacts.email
    ? {
        address: contacts.email,
        claim: await reader.load(emailClaimStream(contacts.email), claimDecider),
      }
    : null,
  phone: contacts.phoneNumber
    ? {
        number: contacts.phoneNumber,
        claim: await reader.load(phoneClaimStream(contacts.phoneNumber), claimDecider),
      }
    : null,
});

/** The appends that register one account: reads its streams, then decideRegisterUser. */
export const registrationAppends = async (
  reader: StreamReader,
  registration: Omit<RegisterUser, 'type'>,
): Promise<StreamEvents[]> => {
  const command: RegisterUser = { type: 'RegisterUser', ...registration };
  const user = await reader.load(userStream(command.uuid), userDecider);
  return decideRegisterUser(command, { user, claims: await loadContactClaims(reader, command) });
};

/** A password for a new email account: random, sent once through the email outbox, to be changed at the first sign-in. */
export const temporaryPassword = async (): Promise<{ password: string; hash: string }> => {
  const password = randomBytes(12).toString('base64url');
  return { password, hash: await hashPassword(password) };
};
