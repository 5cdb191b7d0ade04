import type { SecurityRole } from '@cairn/contracts';

/** Who may call a route: the route registry records it, the guard enforces it, tests read it back. */
export type Access = 'public' | 'signedIn' | 'admin' | 'hub';

export interface AuthUser {
  uuid: string;
  role: SecurityRole;
  hubUuid: string | null;
  firstName: string;
  lastName: string;
  /** The system user acting through impersonation, recorded on every event. */
  impersonatedBy: string | null;
  tokenIssuedAt: number;
  /** Signed in with an emailed first password: only changing it is open (an impersonation is not held back). */
  mustChangePassword?: boolean;
}

/** Analysts read the admin area: its GETs and the POSTs that record nothing (exports, snapshots). */
export const isReadOnly = (route: { method: string; readOnly?: boolean }): boolean =>
  route.method === 'get' || route.readOnly === true;

export const allows = (
  route: { access: Access; method: string; readOnly?: boolean },
  user: AuthUser | null,
): 'ok' | 401 | 403 => {
  if (route.access === 'public') return 'ok';
  if (!user) return 401;
  switch (route.access) {
    case 'signedIn':
      return 'ok';
    case 'admin':
      if (user.role === 'ROLE_CAIRN_ANALYST') return isReadOnly(route) ? 'ok' : 403;
      return user.role === 'ROLE_CAIRN_ADMIN' || user.role === 'ROLE_SYSTEM_USER' ? 'ok' : 403;
    case 'hub':
      return (user.role === 'ROLE_HUB_MANAGER' || user.role === 'ROLE_HUB_OWNER') && user.hubUuid
        ? 'ok'
        : 403;
  }
};
