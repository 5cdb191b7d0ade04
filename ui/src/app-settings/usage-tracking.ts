import { type UsageEvent, environmentOfHost } from '@cairn/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { getUser } from '../api/session';
import { useAppSettings } from './use-app-settings';

/**
 * Usage tracking (off unless USAGE_TRACKING_URL is set): one page view per page a signed-in user
 * opens, posted to the configured endpoint with the identity's `impersonatedSignIn` (Document 1
 * §6), so that an admin acting as a hub user is not counted as that user. Nothing is sent while
 * the setting is off, nor for anyone not signed in; a failed post is dropped, never retried.
 */
export function useUsageTracking() {
  const { pathname } = useLocation();
  const signedIn = getUser() !== null;
  const url = useAppSettings(signedIn)?.usageTracking?.url;
  useEffect(() => {
    const user = getUser();
    if (!url || !user) return;
    const event: UsageEvent = {
      type: 'pageView',
      path: pathname,
      at: new Date().toISOString(),
      environment: environmentOfHost(window.location.hostname),
      securityRole: user.securityRole,
      impersonatedSignIn: user.impersonatedSignIn === true,
    };
    void fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
      credentials: 'omit',
      keepalive: true,
    }).catch(() => undefined);
  }, [url, pathname]);
}
