import type { CurrentUser } from '@cairn/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, get } from '../api/request';
import { getToken, storeToken } from '../api/session';
import { PageSpinner } from '../shell/page-spinner';
import { enterApp } from './enter-app';

/**
 * After the external provider (?oidc=1): the session the server's callback left for this browser.
 * Plain fetch: its refusal is no expired session, which request() would announce.
 */
const takeOidcSession = (): Promise<boolean> =>
  fetch('/api/auth/oidc/session', { method: 'POST' })
    .then(async (response) => {
      if (!response.ok) return false;
      const { token, expiresAt } = (await response.json()) as { token: string; expiresAt: string };
      storeToken(token, expiresAt);
      return true;
    })
    .catch(() => false);

/**
 * /auth/callback (Document 2 §2): loads the current user, keeps it in local storage and sends the
 * user to the page they asked for, or to the home of their role.
 */
export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // Taken once (the server clears it as it answers): a second run of the effect shares the answer.
  const handoff = useRef<Promise<boolean> | null>(null);

  useEffect(() => {
    if (params.has('migration')) {
      navigate('/account-migration?complete=true', { replace: true });
      return;
    }
    let cancelled = false;
    const oidc = params.has('oidc');
    const state: unknown = oidc ? { from: params.get('from') ?? undefined } : location.state;
    const signedIn = oidc ? (handoff.current ??= takeOidcSession()) : Promise.resolve(true);
    signedIn
      .then((ok) => {
        if (!getToken() || !ok) {
          if (!cancelled)
            navigate(oidc ? '/sign-in?error=oidcSignInFailed' : '/sign-in', { replace: true });
          return undefined;
        }
        return get<CurrentUser | undefined>('/api/users/current').then((user) => {
          if (cancelled) return;
          if (!user) {
            navigate('/sign-in', { replace: true });
            return;
          }
          void enterApp(user, (to) => navigate(to, { replace: true }), state);
        });
      })
      .catch((error: unknown) => {
        // A 401 has already ended the session and gone to sign-in (request.ts).
        if (!cancelled && !(error instanceof ApiError && error.status === 401))
          navigate('/error', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [navigate, location.state, params]);

  return <PageSpinner />;
}
