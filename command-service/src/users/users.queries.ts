import type { AdminUserRow, Page, UserListQuery } from '@cairn/contracts';
import type { HubRow, UserRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { DomainError } from '../command-handling/domain-error';

const view = (user: UserRow, hub: HubRow | undefined): AdminUserRow => ({
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
  app: AppContext,
  query: UserListQuery,
): Promise<Page<AdminUserRow>> => {
  const users = await app.rows.list<UserRow>('users');
  const hubs = await app.rows.getMany<HubRow>('hubs', [
    ...new Set(users.flatMap((u) => (u.hubUuid ? [u.hubUuid] : []))),
  ]);
  const search = query.search?.trim().toLowerCase() ?? '';
  const company = query.companyName?.trim().toLowerCase() ?? '';
  const rows = users
    .map((u) => view(u, u.hubUuid ? hubs.get(u.hubUuid) : undefined))
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

export const loadUserView = async (app: AppContext, uuid: string): Promise<AdminUserRow> => {
  const user = await app.rows.get<UserRow>('users', uuid);
  if (!user) throw new DomainError('notFound', 'notFoundMessage');
  return view(
    user,
    user.hubUuid ? ((await app.rows.get<HubRow>('hubs', user.hubUuid)) ?? undefined) : undefined,
  );
};
