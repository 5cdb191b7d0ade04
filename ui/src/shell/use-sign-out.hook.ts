import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { post } from '../api/request';
import { clearSession } from '../api/session';

/** Sign-out: revoke the token on the server, forget the session and every cached answer, go to sign-in. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return async () => {
    try {
      await post('/api/auth/signOut', undefined, { silent: true });
    } catch {
      // The token may already be invalid; signing out locally is what matters.
    }
    clearSession(false);
    await mutate(() => true, undefined, { revalidate: false });
    navigate('/sign-in', { replace: true });
  };
}
