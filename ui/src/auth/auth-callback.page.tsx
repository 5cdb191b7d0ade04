import { type CurrentUser, regionRedirectTarget } from '@cairn/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, get } from '../api/request';
import { clearSession, getToken, homeOf, storeUser } from '../api/session';
import { setLanguage } from '../i18n';
import { PageSpinner } from '../shell/page-spinner';
import { returnPathOf } from './return-path';

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
        const otherRegion = regionRedirectTarget(user.regionOrigin, window.location.origin);
        if (otherRegion) {
          // The account lives on its region's origin: sign in there (this origin's session ends).
          clearSession(false);
          window.location.assign(otherRegion);
          return;
        }
        storeUser(user);
        setLanguage(user.language);
        // An emailed first password: nothing else is open until the user has chosen their own.
        if (user.passwordChangeRequired) {
          navigate('/change-password', { replace: true });
          return;
        }
        navigate(returnPathOf(location.state) ?? homeOf(user), { replace: true });
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
