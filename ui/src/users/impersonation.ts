import { STORAGE } from '../api/session';

/**
 * The way back from an impersonation (Document 2 §6): the system user's own token, expiry and
 * identity are kept aside while the impersonation's take their place, and put back on return.
 * Signing out or any 401 clears them with the rest of the session (session.ts): signing out of
 * an impersonation signs the system user out on the server too (identity.handlers.ts).
 */
interface OwnSession {
  token: string;
  expiresAt: string | null;
  userIdentity: string | null;
}

export function keepOwnSession(): void {
  const token = localStorage.getItem(STORAGE.token);
  // An impersonation started from inside another keeps the first, real session.
  if (!token || localStorage.getItem(STORAGE.impersonatorSession)) return;
  const own: OwnSession = {
    token,
    expiresAt: localStorage.getItem(STORAGE.expiresAt),
    userIdentity: localStorage.getItem(STORAGE.userIdentity),
  };
  localStorage.setItem(STORAGE.impersonatorSession, JSON.stringify(own));
}

export const hasOwnSession = (): boolean =>
  localStorage.getItem(STORAGE.impersonatorSession) !== null;

/** Puts the system user's own session back; false when there is none to go back to. */
export function restoreOwnSession(): boolean {
  const raw = localStorage.getItem(STORAGE.impersonatorSession);
  if (!raw) return false;
  const own = JSON.parse(raw) as OwnSession;
  localStorage.setItem(STORAGE.token, own.token);
  if (own.expiresAt) localStorage.setItem(STORAGE.expiresAt, own.expiresAt);
  else localStorage.removeItem(STORAGE.expiresAt);
  if (own.userIdentity) localStorage.setItem(STORAGE.userIdentity, own.userIdentity);
  else localStorage.removeItem(STORAGE.userIdentity);
  localStorage.removeItem(STORAGE.impersonationRole);
  localStorage.removeItem(STORAGE.impersonatorSession);
  return true;
}
