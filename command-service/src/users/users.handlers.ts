import type { AdminUserRow, TokenResponse, UpdateUserRequest } from '@cairn/contracts';
import type { UserRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { fold } from '../command-handling/decider';
import { DomainError, forbidden } from '../command-handling/domain-error';
import type { AuthUser } from '../http/access';
import { changeOwnPassword } from '../identity/password.handlers';
import { userStream as stream } from '../identity/user.decider';
import { loadContactClaims } from '../identity/user-registration';
import { decideUpdateUser, managedUserDecider, newContacts } from './user-admin.decider';
import { loadUserView } from './users.queries';

/** POST /api/admin/users/{uuid}: a new email or phone number is claimed in the same append. */
export const updateUser = async (
  app: AppContext,
  ctx: CommandContext,
  uuid: string,
  details: UpdateUserRequest,
): Promise<AdminUserRow> => {
  if (!(await app.rows.get<UserRow>('users', uuid)))
    throw new DomainError('notFound', 'notFoundMessage');
  await runCommand(app, ctx, async (reader) => {
    const user = await reader.load(stream(uuid), managedUserDecider);
    const claims = await loadContactClaims(reader, newContacts(user, details));
    return {
      appends: decideUpdateUser(
        { type: 'UpdateUser', uuid, details, at: ctx.now },
        { user, claims },
      ),
      result: { status: 200, body: { uuid } },
    };
  });
  return loadUserView(app, uuid);
};

export const suspendUser = async (
  app: AppContext,
  ctx: CommandContext,
  uuid: string,
): Promise<AdminUserRow> => {
  if (!(await app.rows.get<UserRow>('users', uuid)))
    throw new DomainError('notFound', 'notFoundMessage');
  await runCommand(app, ctx, async (reader) => ({
    appends: [
      {
        streamId: stream(uuid),
        events: managedUserDecider.decide(
          { type: 'SuspendUser', uuid, at: ctx.now },
          await reader.load(stream(uuid), managedUserDecider),
        ),
      },
    ],
    result: { status: 200, body: { uuid } },
  }));
  return loadUserView(app, uuid);
};

/**
 * POST /api/admin/users/{uuid}/changePassword: the caller's own password only, given the current one.
 * Nobody sets another account's password (it could then sign in as them unrecorded): admins send a
 * reset link (sendPasswordReset) and system users impersonate, both recorded.
 */
export const changePassword = async (
  app: AppContext,
  ctx: CommandContext,
  {
    caller,
    uuid,
    currentPassword,
    password,
  }: { caller: AuthUser; uuid: string; currentPassword: string; password: string },
): Promise<TokenResponse> => {
  if (!(await app.rows.get<UserRow>('users', uuid)))
    throw new DomainError('notFound', 'notFoundMessage');
  if (uuid !== caller.uuid || caller.impersonatedBy) throw forbidden();
  return changeOwnPassword(app, ctx, caller, currentPassword, password);
};

/**
 * POST /api/admin/users/{uuid}/impersonate (system users only): a token for the target whose `imp`
 * claim names the system user, so every event written with it records `impersonatedBy`.
 */
export const impersonate = async (
  app: AppContext,
  caller: AuthUser,
  uuid: string,
): Promise<TokenResponse> => {
  if (caller.role !== 'ROLE_SYSTEM_USER' || caller.impersonatedBy) throw forbidden();
  if (!(await app.rows.get<UserRow>('users', uuid)))
    throw new DomainError('notFound', 'notFoundMessage');
  const events = await app.events.readStream(stream(uuid));
  managedUserDecider.decide({ type: 'StartImpersonation', uuid }, fold(managedUserDecider, events));
  const { token, expiresAt } = app.tokens.issue(uuid, app.now().getTime(), caller.uuid);
  app.logger.info('impersonation started', { systemUser: caller.uuid, user: uuid });
  return { token, expiresAt };
};
