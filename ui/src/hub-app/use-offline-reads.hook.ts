import { useEffect } from 'react';
import type { HubConfig } from './use-hub-config.hook';

/** How long the overview has been on screen before its other reads are kept for offline use. */
const AFTER_MS = 3_000;

/**
 * Once the overview has shown, reads (and remembers) what every tab and registration form of the
 * hub needs, so the app opens and registers without a network (issue 31 §3). Later and idle, in its
 * own chunk: the first figures keep the line to themselves on a slow network (bench U2).
 */
export function useOfflineReads(hub: HubConfig | undefined): void {
  const uuid = hub?.uuid;
  useEffect(() => {
    if (!hub) return;
    let idle: number | undefined;
    const timer = setTimeout(() => {
      const run = () => void import('./offline-reads').then((m) => m.keepForOffline(hub));
      if ('requestIdleCallback' in window) idle = requestIdleCallback(run, { timeout: 5_000 });
      else run();
    }, AFTER_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [uuid]); // once per hub shown; the hub's settings are read again by the module itself
}
