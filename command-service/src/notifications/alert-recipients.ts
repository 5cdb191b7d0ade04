import type { SecurityRole } from '@cairn/contracts';
import type { HubRow, UserRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';

const active = (users: UserRow[], roles: readonly SecurityRole[]) =>
  users.filter((u) => roles.includes(u.role) && !u.suspended);

/** A hub's users of the given roles who may still sign in. */
export const hubUsers = async (
  app: AppContext,
  hubUuid: string,
  roles: readonly SecurityRole[],
): Promise<UserRow[]> => active(await app.rows.findBy<UserRow>('users', 'hubUuid', hubUuid), roles);

/** Every admin (the operator's staff), not the system users (integrations). */
export const admins = async (app: AppContext): Promise<UserRow[]> =>
  active(await app.rows.findBy<UserRow>('users', 'role', 'ROLE_CAIRN_ADMIN'), ['ROLE_CAIRN_ADMIN']);

/** Hubs marked as pipeline owners (Document 2 §4): they hear of every certificate. */
export const pipelineOwnerHubs = async (app: AppContext): Promise<HubRow[]> =>
  (await app.rows.findBy<HubRow>('hubs', 'pipelineOwner', true)).filter(
    (h) => h.state !== 'ARCHIVED',
  );

/** Users once each, in order. */
export const distinctUsers = (users: UserRow[]): UserRow[] => [
  ...new Map(users.map((u) => [u.uuid, u])).values(),
];

/** Where an item leads for a user of this role: the hub owner portal, the hub app, or the admin portal. */
export const homeLink = (user: UserRow): string =>
  user.role === 'ROLE_HUB_OWNER'
    ? '/hub-portal/dashboard'
    : user.role === 'ROLE_HUB_MANAGER'
      ? '/hub-overview'
      : '/admin/hub-events';
