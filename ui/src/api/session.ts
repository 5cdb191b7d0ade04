import type { CurrentUser, SecurityRole } from '@cairn/contracts';

/** Local storage keys of Document 1 §9. */
export const STORAGE = {
  token: 'x-auth-token',
  expiresAt: 'expiresAt',
  userIdentity: 'userIdentity',
  contactIdentity: 'contactIdentity',
  impersonationRole: 'impersonationRole',
  /** The system user's own session, kept while they impersonate someone, to go back to. */
  impersonatorSession: 'impersonatorSession',
  paginationConfig: 'paginationConfig',
  navCollapsed: 'portalNavigationCollapsed',
  periodType: 'overviewPeriodType',
  achievements: 'achievements',
  sessionExpired: 'sessionExpired',
} as const;

export const getToken = (): string | null => {
  const token = localStorage.getItem(STORAGE.token);
  const expiresAt = localStorage.getItem(STORAGE.expiresAt);
  if (!token) return null;
  if (expiresAt && Date.parse(expiresAt) < Date.now()) return null;
  return token;
};

export const storeToken = (token: string, expiresAt: string) => {
  localStorage.setItem(STORAGE.token, token);
  localStorage.setItem(STORAGE.expiresAt, expiresAt);
  localStorage.removeItem(STORAGE.sessionExpired);
};

export const getUser = (): CurrentUser | null => {
  const raw = localStorage.getItem(STORAGE.userIdentity);
  return raw ? (JSON.parse(raw) as CurrentUser) : null;
};
export const storeUser = (user: CurrentUser) =>
  localStorage.setItem(STORAGE.userIdentity, JSON.stringify(user));

/** Clears identity, expiry, contact identity and token (Document 1 §8, 401). */
export const clearSession = (expired: boolean) => {
  for (const key of [
    STORAGE.token,
    STORAGE.expiresAt,
    STORAGE.userIdentity,
    STORAGE.contactIdentity,
    STORAGE.impersonationRole,
    STORAGE.impersonatorSession,
  ]) {
    localStorage.removeItem(key);
  }
  if (expired) localStorage.setItem(STORAGE.sessionExpired, 'true');
  else localStorage.removeItem(STORAGE.sessionExpired); // a deliberate sign-out is not an expiry
};

/** A system user with a stored impersonation role is treated as having only that role (Document 2 §2). */
export const effectiveRole = (user: CurrentUser): SecurityRole => {
  const impersonation = localStorage.getItem(STORAGE.impersonationRole) as SecurityRole | null;
  return user.securityRole === 'ROLE_SYSTEM_USER' && impersonation
    ? impersonation
    : user.securityRole;
};

/** Home screen by role (Document 2 §2); any other combination has no home. */
export const homeOf = (user: CurrentUser): string => {
  const role = effectiveRole(user);
  switch (role) {
    case 'ROLE_CAIRN_ADMIN':
    case 'ROLE_SYSTEM_USER': // without an impersonation role: operator staff (docs/decisions.md)
      return '/admin/hubs';
    case 'ROLE_CAIRN_ANALYST':
      return '/admin/hub-events';
    case 'ROLE_HUB_OWNER':
      return '/hub-portal/dashboard';
    case 'ROLE_HUB_MANAGER':
      return '/hub-overview';
    default: {
      // A stored identity or impersonation role from elsewhere: no home screen is defined (Document 2 §8).
      const none: never = role;
      throw new Error(`No home screen for the role ${String(none)}`);
    }
  }
};
