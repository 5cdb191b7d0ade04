import { useEffect, useRef } from 'react';
import type { HubConfig } from './use-hub-config.hook';

/** How long the overview has been on screen before its other reads are kept for offline use. */
const AFTER_MS = 3_000;

/**
 * Once the overview has shown, reads (and remembers) what every tab and registration form of the
 * hub needs, so the app opens and registers without a network (issue 31 §3). Later and idle, in its
 * own chunk: the first figures keep the line to themselves on a slow network (bench U2).
 */
export function useOfflineReads(hub: HubConfig | undefined): void {
  // The settings as they are when the reads start; the effect runs once per hub shown.
  const latest = useRef(hub);
  latest.current = hub;
  const uuid = hub?.uuid;
  useEffect(() => {
    if (!uuid) return;
    let idle: number | undefined;
    const timer = setTimeout(() => {
      const run = () =>
        void import('./offline-reads').then(
          (m) => latest.current && m.keepForOffline(latest.current),
        );
      if ('requestIdleCallback' in window) idle = requestIdleCallback(run, { timeout: 5_000 });
      else run();
    }, AFTER_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [uuid]);
}
