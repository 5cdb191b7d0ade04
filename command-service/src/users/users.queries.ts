import type { AdminUserRow } from '@cairn/contracts';
import { adminUserView, type HubRow, type UserRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { DomainError } from '../command-handling/domain-error';

export const loadUserView = async (app: AppContext, uuid: string): Promise<AdminUserRow> => {
  const user = await app.rows.get<UserRow>('users', uuid);
  if (!user) throw new DomainError('notFound', 'notFoundMessage');
  return adminUserView(
    user,
    user.hubUuid ? ((await app.rows.get<HubRow>('hubs', user.hubUuid)) ?? undefined) : undefined,
  );
};
