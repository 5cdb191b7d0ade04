import { randomBytes } from 'node:crypto';
import type { StreamReader } from '../command-handling/command-handler';
import type { StreamEvents } from '../command-handling/decider';
import {
  type ContactClaims,
  claimDecider,
  emailClaimStream,
  legacyClaimStreams,
  phoneClaimStream,
} from './contact-claim.decider';
import { type RegisterUser, decideRegisterUser, userDecider, userStream } from './user.decider';
import { hashPassword } from './password';

/** Reads the claim streams of the contacts given (an email, a phone number), for a decision to claim them. */
export const loadContactClaims = async (
  reader: StreamReader,
  contacts: { email: string | null; phoneNumber: string | null },
): Promise<ContactClaims> => {
  const { email: address, phoneNumber } = contacts;
  const legacy = legacyClaimStreams(address, phoneNumber);
  // The hashed name first; the address's own name where an older store claimed it (issue 33).
  const claimOf = async (stream: string, old: string | null) => {
    const claim = await reader.load(stream, claimDecider);
    return claim.claimedBy || !old ? claim : reader.load(old, claimDecider);
  };
  // Read side by side: each is a round trip of its own (bench C2).
  const [email, phone] = await Promise.all([
    address
      ? claimOf(emailClaimStream(address), legacy.email).then((claim) => ({ address, claim }))
      : null,
    phoneNumber
      ? claimOf(phoneClaimStream(phoneNumber), legacy.phone).then((claim) => ({
          number: phoneNumber,
          claim,
        }))
      : null,
  ]);
  return { email, phone };
};

/** The appends that register one account: reads its streams, then decideRegisterUser. */
export const registrationAppends = async (
  reader: StreamReader,
  registration: Omit<RegisterUser, 'type'>,
): Promise<StreamEvents[]> => {
  const command: RegisterUser = { type: 'RegisterUser', ...registration };
  const [user, claims] = await Promise.all([
    reader.load(userStream(command.uuid), userDecider),
    loadContactClaims(reader, command),
  ]);
  return decideRegisterUser(command, { user, claims });
};

/** A password for a new email account: random, sent once through the email outbox, to be changed at the first sign-in. */
export const temporaryPassword = async (): Promise<{ password: string; hash: string }> => {
  const password = randomBytes(12).toString('base64url');
  return { password, hash: await hashPassword(password) };
};
