import { createHash } from 'node:crypto';
import { appendPrivate } from './private-file';
import type { TokenResponse } from '@cairn/contracts';
import type { UserRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { DomainError, forbidden, invalid } from '../command-handling/domain-error';
import type { AuthUser } from '../http/access';
import { emailFormat, emailText } from '../emails/email-texts';
import { writeEmail } from './email-outbox';
import { hashPassword, verifyPassword } from './password';
import { type PasswordSetVia, type UserCommand, userDecider, userStream } from './user.decider';

const RESET_LINK_TTL_MS = 60 * 60_000;

/** A new password for `userUuid`: by the account itself, an admin, a reset link or the setup. */
type NewPassword = {
  userUuid: string;
  password: string;
  changedBy: string | null;
  via: PasswordSetVia;
};

/** Stores a new password; the users read model then ends every session begun before it. */
const storePassword = async (
  app: AppContext,
  ctx: CommandContext,
  { userUuid, password, changedBy, via }: NewPassword,
) => {
  const passwordHash = await hashPassword(password);
  const command: UserCommand = {
    type: 'SetPassword',
    uuid: userUuid,
    passwordHash,
    at: ctx.now,
    changedBy,
    via,
  };
  return runCommand(app, ctx, async (reader) => {
    const stream = userStream(userUuid);
    return {
      appends: [
        {
          streamId: stream,
          events: userDecider.decide(command, await reader.load(stream, userDecider)),
        },
      ],
      result: { status: 204, body: undefined },
    };
  });
};

/** Demo data and test fixtures: a password set when the account is set up, recorded as such. */
export const setPassword = async (
  app: AppContext,
  ctx: CommandContext,
  userUuid: string,
  password: string,
): Promise<void> => {
  await storePassword(app, ctx, { userUuid, password, changedBy: null, via: 'SETUP' });
};

const tellOwner = async (app: AppContext, user: UserRow, at: string) => {
  if (!user.email) return;
  await writeEmail(
    app.config.dataDir,
    user.email,
    emailText(user.language, 'passwordChangedSubject'),
    emailText(user.language, 'passwordChanged', { at: emailFormat.dateTime(user.language, at) }),
  );
};

/** Stores the caller's own new password and answers with a fresh token for this session only. */
const storeOwnPassword = async (
  app: AppContext,
  ctx: CommandContext,
  user: UserRow,
  password: string,
): Promise<TokenResponse> => {
  const done = await storePassword(app, ctx, {
    userUuid: user.uuid,
    password,
    changedBy: user.uuid,
    via: 'OWN',
  });
  if (done.checkpoint) await tellOwner(app, user, ctx.now);
  // Issued after the change: the read model refuses tokens issued at or before it.
  const { token, expiresAt } = app.tokens.issue(user.uuid, Date.parse(ctx.now) + 1);
  return { token, expiresAt };
};

const callerRow = async (app: AppContext, caller: AuthUser) => {
  if (caller.impersonatedBy) throw forbidden();
  const user = await app.rows.get<UserRow>('users', caller.uuid);
  if (!user) throw new DomainError('notFound', 'notFoundMessage');
  return user;
};

/**
 * The account's own password (POST /api/users/current/password and the spec's changePassword on
 * oneself): the current password first; never under an impersonation. Every other session ends;
 * the answer carries a fresh token for this one.
 */
export const changeOwnPassword = async (
  app: AppContext,
  ctx: CommandContext,
  caller: AuthUser,
  currentPassword: string,
  password: string,
): Promise<TokenResponse> => {
  const user = await callerRow(app, caller);
  if (!(await verifyPassword(currentPassword, user.passwordHash)))
    throw invalid({ currentPassword: 'validationInvalid' });
  return storeOwnPassword(app, ctx, user, password);
};

/**
 * A system user's own password without the current one (Document 2 §7: the impersonation flow sets
 * a random one on itself, then signs in with it). Recorded as OWN; other sessions end.
 */
export const setSystemUserPassword = async (
  app: AppContext,
  ctx: CommandContext,
  caller: AuthUser,
  password: string,
): Promise<TokenResponse> => {
  if (caller.role !== 'ROLE_SYSTEM_USER') throw forbidden();
  return storeOwnPassword(app, ctx, await callerRow(app, caller), password);
};

/**
 * An admin or system user sets a hub manager's or owner's password (Document 2 §7). The event names
 * the setter (via ADMIN); the target's sessions all end and the target is told by e-mail.
 */
export const setHubUserPassword = async (
  app: AppContext,
  ctx: CommandContext,
  caller: AuthUser,
  target: UserRow,
  password: string,
): Promise<void> => {
  if (caller.impersonatedBy) throw forbidden();
  if (caller.role !== 'ROLE_CAIRN_ADMIN' && caller.role !== 'ROLE_SYSTEM_USER') throw forbidden();
  const done = await storePassword(app, ctx, {
    userUuid: target.uuid,
    password,
    changedBy: caller.uuid,
    via: 'ADMIN',
  });
  if (done.checkpoint) await tellOwner(app, target, ctx.now);
};

const fingerprint = (passwordHash: string | null) =>
  createHash('sha256')
    .update(passwordHash ?? 'no password')
    .digest('base64url')
    .slice(0, 22);

/**
 * POST /api/admin/users/{uuid}/sendPasswordReset: instead of setting a hub user's password, an admin or
 * system user sends the user a link (email, else SMS outbox) to choose one. Recorded with who sent it.
 */
export const sendPasswordReset = async (
  app: AppContext,
  ctx: CommandContext,
  caller: AuthUser,
  uuid: string,
): Promise<{ channel: 'EMAIL' | 'SMS' }> => {
  const target = await app.rows.get<UserRow>('users', uuid);
  if (!target) throw new DomainError('notFound', 'notFoundMessage');
  if (target.role !== 'ROLE_HUB_MANAGER' && target.role !== 'ROLE_HUB_OWNER') throw forbidden();
  const to = target.email
    ? { channel: 'EMAIL' as const, address: target.email }
    : target.phoneNumber
      ? { channel: 'SMS' as const, address: target.phoneNumber }
      : null;
  if (!to) throw invalid({ email: 'validationRequired' });
  const { channel } = to;
  const done = await runCommand(app, ctx, async (reader) => {
    const stream = userStream(uuid);
    const command: UserCommand = {
      type: 'SendPasswordReset',
      uuid,
      sentBy: caller.uuid,
      impersonatedBy: caller.impersonatedBy,
      channel,
      at: ctx.now,
    };
    return {
      appends: [
        {
          streamId: stream,
          events: userDecider.decide(command, await reader.load(stream, userDecider)),
        },
      ],
      result: { status: 200, body: { channel } },
    };
  });
  if (done.checkpoint) {
    const token = app.tokens.issueReset(
      uuid,
      fingerprint(target.passwordHash),
      Date.parse(ctx.now) + RESET_LINK_TTL_MS,
    );
    const link = `${app.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    const text = emailText(target.language, 'passwordReset', { link });
    const subject = emailText(target.language, 'passwordResetSubject');
    if (to.channel === 'EMAIL') await writeEmail(app.config.dataDir, to.address, subject, text);
    else await writeSms(app.config.dataDir, to.address, text);
  }
  return { channel };
};

/** POST /api/auth/passwordReset: the link works once (it names the password it replaces) and for an hour. */
export const resetPassword = async (
  app: AppContext,
  ctx: CommandContext,
  token: string,
  password: string,
): Promise<void> => {
  const claims = app.tokens.verifyReset(token, app.now().getTime());
  const user = claims && (await app.rows.get<UserRow>('users', claims.sub));
  if (!claims || !user || user.suspended || fingerprint(user.passwordHash) !== claims.fingerprint)
    throw new DomainError('invalid', 'passwordResetLinkInvalid');
  const done = await storePassword(
    app,
    { ...ctx, actorUuid: user.uuid },
    {
      userUuid: user.uuid,
      password,
      changedBy: null,
      via: 'RESET_LINK',
    },
  );
  if (done.checkpoint) await tellOwner(app, user, ctx.now);
};

const writeSms = async (dataDir: string, phoneNumber: string, text: string) => {
  await appendPrivate(
    dataDir,
    'sms-outbox.log',
    `${new Date().toISOString()}\t${phoneNumber}\t${text}\n`,
  );
};
