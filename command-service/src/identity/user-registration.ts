import { randomBytes } from 'node:crypto';
import type { DomainEvent, EventData } from '@cairn/contracts';
import type { StreamReader } from '../command-handling/command-handler';
import {
  claimDecider,
  decideEmailClaim,
  decidePhoneClaim,
  decideUser,
  emailClaimStream,
  phoneClaimStream,
  userDecider,
} from './user.decider';
import { hashPassword } from './password';

/**
 * The appends that register one account: the user stream plus a claim stream per email and
 * phone number, appended atomically so two accounts can never share either.
 */
export const registrationAppends = async (
  reader: StreamReader,
  user: EventData<'UserRegistered'>,
  passwordHash: string | null,
  mustChange = false,
): Promise<Array<{ streamId: string; events: DomainEvent[] }>> => {
  const appends = [
    {
      streamId: `user-${user.uuid}`,
      events: decideUser(
        { type: 'RegisterUser', user, passwordHash, mustChange },
        await reader.load(`user-${user.uuid}`, userDecider),
      ),
    },
  ];
  if (user.email) {
    const stream = emailClaimStream(user.email);
    appends.push({
      streamId: stream,
      events: decideEmailClaim(user.email, user.uuid, await reader.load(stream, claimDecider)),
    });
  }
  if (user.phoneNumber) {
    const stream = phoneClaimStream(user.phoneNumber);
    appends.push({
      streamId: stream,
      events: decidePhoneClaim(
        user.phoneNumber,
        user.uuid,
        await reader.load(stream, claimDecider),
      ),
    });
  }
  return appends;
};

/** A password for a new email account: random, sent once through the email outbox, to be changed at the first sign-in. */
export const temporaryPassword = async (): Promise<{ password: string; hash: string }> => {
  const password = randomBytes(12).toString('base64url');
  return { password, hash: await hashPassword(password) };
};
