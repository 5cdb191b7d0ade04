import type { AdminUserRow, Page, UserListQuery } from '@cairn/contracts';
import type { ReadStore } from '@cairn/infra';
import type { HubRow } from '../hubs/hub-list.projection';
import type { UserRow } from './users.projection';

/** A user as the admin list shows it, with the name of its hub's company. */
export const adminUserView = (user: UserRow, hub: HubRow | undefined): AdminUserRow => ({
  uuid: user.uuid,
  firstName: user.firstName,
  lastName: user.lastName,
  fullName: `${user.firstName} ${user.lastName}`.trim(),
  gender: user.gender,
  email: user.email,
  phoneNumber: user.phoneNumber,
  authType: user.authType,
  role: user.role,
  suspended: user.suspended,
  company: hub ? { uuid: hub.uuid, name: hub.name } : null,
});

const has = (text: string | null, part: string) => (text ?? '').toLowerCase().includes(part);

/**
 * GET /api/admin/users: search by name, email or phone, filter by company name (contains) and role.
 * Accounts are few next to events, so the list is filtered in memory after one read.
 */
export const listUsers = async (
  store: ReadStore,
  query: UserListQuery,
): Promise<Page<AdminUserRow>> => {
  const users = await store.list<UserRow>('users');
  const hubs = await store.getMany<HubRow>('hubs', [
    ...new Set(users.flatMap((u) => (u.hubUuid ? [u.hubUuid] : []))),
  ]);
  const search = query.search?.trim().toLowerCase() ?? '';
  const company = query.companyName?.trim().toLowerCase() ?? '';
  const rows = users
    .map((u) => adminUserView(u, u.hubUuid ? hubs.get(u.hubUuid) : undefined))
    .filter(
      (u) =>
        !search || has(u.fullName, search) || has(u.email, search) || has(u.phoneNumber, search),
    )
    .filter((u) => !company || has(u.company?.name ?? null, company))
    .filter((u) => !query.role || u.role === query.role)
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
  const start = query.page * query.size;
  return {
    items: rows.slice(start, start + query.size),
    pagination: { total: rows.length, page: query.page, size: query.size },
  };
};
