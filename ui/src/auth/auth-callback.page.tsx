import type { CurrentUser } from '@cairn/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, get } from '../api/request';
import { getToken } from '../api/session';
import { PageSpinner } from '../shell/page-spinner';
import { enterApp } from './enter-app';

/**
 * /auth/callback (Document 2 §2): loads the current user, keeps it in local storage and sends the
 * user to the page they asked for, or to the home of their role.
 */
export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();

  useEffect(() => {
    if (params.has('migration')) {
      navigate('/account-migration?complete=true', { replace: true });
      return;
    }
    if (!getToken()) {
      navigate('/sign-in', { replace: true });
      return;
    }
    let cancelled = false;
    get<CurrentUser | undefined>('/api/users/current')
      .then((user) => {
        if (cancelled) return;
        if (!user) {
          navigate('/sign-in', { replace: true });
          return;
        }
        enterApp(user, (to) => navigate(to, { replace: true }), location.state);
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
