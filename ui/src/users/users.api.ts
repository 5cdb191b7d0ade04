import type {
  AdminUserRow,
  SecurityRole,
  TokenResponse,
  UpdateUserRequest,
} from '@cairn/contracts';
import { mutate } from 'swr';
import { post } from '../api/request';
import { STORAGE, storeToken } from '../api/session';
import { keepOwnSession } from './impersonation';

const base = (uuid: string) => `/api/admin/users/${encodeURIComponent(uuid)}`;
export const USERS_KEY_PREFIX = '/api/admin/users?';

export const revalidateUsers = () =>
  mutate((key) => typeof key === 'string' && key.startsWith(USERS_KEY_PREFIX));
export const updateUser = (uuid: string, body: UpdateUserRequest) =>
  post<AdminUserRow>(base(uuid), body);
export const suspendUser = (uuid: string) => post<AdminUserRow>(`${base(uuid)}/suspend`);
/** A link for the user to choose a password (email, else SMS); the spec's changePassword sets one directly. */
export const sendPasswordReset = (uuid: string) =>
  post<{ channel: 'EMAIL' | 'SMS' }>(`${base(uuid)}/sendPasswordReset`);

/**
 * Impersonation (Document 2 §6, docs/decisions.md): the server gives the system user a token for
 * the target that names the system user as the real actor; the target role is kept locally and
 * the callback sends the browser to that role's home.
 */
export async function impersonate(uuid: string, role: SecurityRole): Promise<void> {
  const { token, expiresAt } = await post<TokenResponse>(`${base(uuid)}/impersonate`);
  keepOwnSession();
  storeToken(token, expiresAt);
  localStorage.setItem(STORAGE.impersonationRole, role);
  localStorage.removeItem(STORAGE.userIdentity);
  // A full load drops every cached admin answer before the other account's screens start.
  window.location.assign('/auth/callback');
}
