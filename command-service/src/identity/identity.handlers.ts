import { hubWorks } from '@cairn/contracts';
import type { CurrentUser, TokenResponse } from '@cairn/contracts';
import { metrics } from '@cairn/infra';
import type { HubRow, UserRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import { DomainError, TooManyAttempts } from '../command-handling/domain-error';
import type { AuthUser } from '../http/access';
import { verifyPassword } from './password';
import { userDecider, userStream } from './user.decider';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Refused until `waitMs` has passed; the answer says when to come back. */
const tooManyAttempts = (waitMs: number) => new TooManyAttempts(Math.ceil(waitMs / 1000));

/**
 * Admits one attempt on `account` from `ip`, or refuses it (429, Retry-After) while that address, for
 * that account or over all accounts, must still wait. The account's own wait (the same for every
 * address) is sat out, never refused: whoever guesses, the owner is in within 30 s. The pair is
 * charged before the check, so parallel tries from one place queue as well.
 */
const admit = async (app: AppContext, account: string, ip: string): Promise<void> => {
  const { account: perAccount, accountAddress, address } = app.limiter;
  const now = app.now().getTime();
  const wait = Math.max(accountAddress.waitFor(`${account}|${ip}`, now), address.waitFor(ip, now));
  if (wait > 0) {
    metrics.lockouts.inc();
    metrics.signIns.inc({ outcome: 'locked' });
    throw tooManyAttempts(wait);
  }
  accountAddress.fail(`${account}|${ip}`, now);
  const accountWait = perAccount.waitFor(account, now);
  if (accountWait > 0) {
    metrics.lockouts.inc();
    await sleep(accountWait);
  }
};

/** Runs one credential check behind the limiters: failures make the next try wait longer. */
const limited = async <T>(
  app: AppContext,
  account: string,
  ip: string,
  check: () => Promise<T | null>,
  failure: DomainError,
): Promise<T> => {
  await admit(app, account, ip);
  const result = await check();
  if (result === null) {
    app.limiter.account.fail(account, app.now().getTime());
    app.limiter.address.fail(ip, app.now().getTime());
    metrics.signIns.inc({ outcome: 'refused' });
    throw failure;
  }
  metrics.signIns.inc({ outcome: 'success' });
  app.limiter.account.succeed(account);
  app.limiter.accountAddress.succeed(`${account}|${ip}`);
  return result;
};

export const mayEnter = async (app: AppContext, user: UserRow | undefined): Promise<boolean> => {
  if (!user || user.suspended) return false;
  if (!user.hubUuid) return true;
  const hub = await app.rows.get<HubRow>('hubs', user.hubUuid);
  return hubWorks(hub?.state);
};

/**
 * A new session's token, with the user as GET /api/users/current answers it under that token: every
 * way in (password, one-time code, OpenID Connect) ends here.
 */
export const issueSession = async (app: AppContext, user: UserRow): Promise<TokenResponse> => {
  const now = app.now().getTime();
  const { token, expiresAt } = app.tokens.issue(user.uuid, now);
  const auth: AuthUser = {
    uuid: user.uuid,
    role: user.role,
    hubUuid: user.hubUuid,
    firstName: user.firstName,
    lastName: user.lastName,
    impersonatedBy: null,
    tokenIssuedAt: now,
    mustChangePassword: user.mustChangePassword === true,
  };
  return { token, expiresAt, user: await currentUser(app, auth) };
};

export const signIn = async (
  app: AppContext,
  email: string,
  password: string,
  ip: string,
): Promise<TokenResponse> => {
  const normalized = email.trim().toLowerCase();
  const user = await limited(
    app,
    `email:${normalized}`,
    ip,
    async () => {
      const [found] = await app.rows.findBy<UserRow>('users', 'email', normalized);
      const ok = await verifyPassword(password, found?.passwordHash ?? null);
      return ok && found?.authType !== 'SMS' && (await mayEnter(app, found)) ? found : null;
    },
    new DomainError('unauthenticated', 'signInError'),
  );
  return issueSession(app, user);
};

/** Answers the same for unknown numbers, so the call does not reveal who has an account. */
export const sendOneTimeCode = async (
  app: AppContext,
  phoneNumber: string,
  ip: string,
): Promise<{ sent: true; expiresAt: string }> => {
  // Every code sent counts as a failure of the number until one is used: no SMS flood, no lock either.
  await admit(app, `otp-send:${phoneNumber}`, ip);
  app.limiter.account.fail(`otp-send:${phoneNumber}`, app.now().getTime());
  const [user] = await app.rows.findBy<UserRow>('users', 'phoneNumber', phoneNumber);
  if (await mayEnter(app, user))
    return {
      sent: true,
      expiresAt: (await app.codes.send(phoneNumber, app.now().getTime())).expiresAt,
    };
  return {
    sent: true,
    expiresAt: new Date(app.now().getTime() + app.config.otpTtlSeconds * 1000).toISOString(),
  };
};

export const verifyOneTimeCode = async (
  app: AppContext,
  phoneNumber: string,
  code: string,
  ip: string,
): Promise<TokenResponse> => {
  const user = await limited(
    app,
    `otp:${phoneNumber}`,
    ip,
    async () => {
      if (!app.codes.verify(phoneNumber, code, app.now().getTime())) return null;
      const [found] = await app.rows.findBy<UserRow>('users', 'phoneNumber', phoneNumber);
      return (await mayEnter(app, found)) ? found : null;
    },
    new DomainError('unauthenticated', 'otpInvalid'),
  );
  app.limiter.account.succeed(`otp-send:${phoneNumber}`);
  return issueSession(app, user);
};

export const signOut = async (
  app: AppContext,
  user: AuthUser,
  commandId: string,
): Promise<void> => {
  const at = app.now().toISOString();
  // Signing out of an impersonation signs the system user out (which ends the impersonation token),
  // never the impersonated account, whose own sessions go on.
  const who = user.impersonatedBy ?? user.uuid;
  // Written under the impersonation like every other event of it: the account acting, and who really did.
  await runCommand(
    app,
    { commandId, actorUuid: user.uuid, impersonatedBy: user.impersonatedBy, now: at },
    async (reader) => {
      const state = await reader.load(userStream(who), userDecider);
      return {
        appends: [
          {
            streamId: userStream(who),
            events: userDecider.decide({ type: 'SignOut', uuid: who, at }, state),
          },
        ],
        result: { status: 204, body: undefined },
      };
    },
  );
};

export const currentUser = async (app: AppContext, auth: AuthUser): Promise<CurrentUser> => {
  const user = await app.rows.get<UserRow>('users', auth.uuid);
  if (!user) throw new DomainError('unauthenticated', 'apiErrorUnauthorized');
  const hub = user.hubUuid ? await app.rows.get<HubRow>('hubs', user.hubUuid) : null;
  return {
    uuid: user.uuid,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    securityRole: auth.role,
    language: user.language,
    region: user.region,
    regionOrigin: app.config.regionOrigins[user.region] ?? null,
    impersonatedSignIn: auth.impersonatedBy !== null,
    passwordChangeRequired: auth.mustChangePassword === true,
    company: hub ? { uuid: hub.uuid, name: hub.name, type: hub.type, state: hub.state } : null,
    features: hub?.features ?? [],
    collectedMaterialTypes: hub?.collectedMaterialTypes ?? [],
    cameraResolution: hub?.cameraResolution ?? 'W480_H640',
  };
};
