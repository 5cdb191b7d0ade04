import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { setSignedOutListener } from '../api/request';
import { useUsageTracking } from '../app-settings/usage-tracking';
import type { ReturnState } from '../auth/return-path';
import { EnvironmentBadge } from './environment-badge';
import { PageSpinner } from './page-spinner';

/**
 * The outermost route: the loading state of lazy pages, and the reaction to a 401 anywhere
 * (request.ts has already cleared the session): forget cached answers and go to sign-in,
 * coming back to this page afterwards. Also the environment badge and usage tracking, on every page.
 */
export function RootFrame() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  useUsageTracking();

  useEffect(() => {
    setSignedOutListener(() => {
      void mutate(() => true, undefined, { revalidate: false });
      const { pathname, search, hash } = window.location;
      if (pathname === '/sign-in') return; // a failed sign-in attempt also answers 401
      const state: ReturnState = { from: pathname + search + hash };
      navigate('/sign-in', { replace: true, state });
    });
  }, [navigate, mutate]);

  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      {/* After the page, in the flow: it covers nothing (issue 31). */}
      <EnvironmentBadge />
    </>
  );
}
