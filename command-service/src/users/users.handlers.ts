import type { AdminUserRow, TokenResponse, UpdateUserRequest } from '@cairn/contracts';
import type { UserRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { fold } from '../command-handling/decider';
import { DomainError, forbidden, invalid } from '../command-handling/domain-error';
import type { AuthUser } from '../http/access';
import {
  changeOwnPassword,
  setHubUserPassword,
  setSystemUserPassword,
} from '../identity/password.handlers';
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
 * POST /api/admin/users/{uuid}/changePassword (Document 2 §7), decided by the caller's role: an admin
 * or system user sets a hub manager's or owner's password with `{password}`; a system user sets its
 * own the same way; anyone else changes only their own, given the current one. A hub user asking
 * about another hub's account, like an unknown uuid, gets 404.
 */
export const changePassword = async (
  app: AppContext,
  ctx: CommandContext,
  {
    caller,
    uuid,
    currentPassword,
    password,
  }: { caller: AuthUser; uuid: string; currentPassword?: string; password: string },
): Promise<TokenResponse | AdminUserRow> => {
  if (caller.impersonatedBy) throw forbidden();
  const target = await app.rows.get<UserRow>('users', uuid);
  const isHubUser = caller.role === 'ROLE_HUB_MANAGER' || caller.role === 'ROLE_HUB_OWNER';
  if (!target || (isHubUser && target.hubUuid !== caller.hubUuid))
    throw new DomainError('notFound', 'notFoundMessage');
  if (uuid === caller.uuid) {
    if (caller.role === 'ROLE_SYSTEM_USER')
      return setSystemUserPassword(app, ctx, caller, password);
    if (currentPassword === undefined) throw invalid({ currentPassword: 'validationRequired' });
    return changeOwnPassword(app, ctx, caller, currentPassword, password);
  }
  await setHubUserPassword(app, ctx, caller, target, password);
  return loadUserView(app, uuid);
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
