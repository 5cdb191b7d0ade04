import { getToken, getUser } from '../api/session';
import { preloadOverview } from '../hub-app/overview-first-requests';

/**
 * The first requests of the screens people open first, by path: started before the screen's
 * chunks have loaded and run (on a cheap phone, seconds before the screen would ask). Imported by
 * the early entry (first-requests.ts, for the path opened) and by signing in (for the home it
 * goes to). SWR's preload makes each the same request as the screen's own.
 */
const FIRST_REQUESTS: [path: RegExp, start: () => Promise<void>][] = [
  // Its module is the page's: loading it here would put it in every first script.
  [
    /^\/admin\/hub-events\/?$/,
    () => import('../review/hub-events.query').then((query) => query.preloadHubEvents()),
  ],
  [/^\/hub-overview\/?$/, () => preloadOverview(getToken() ? getUser() : null)],
];

/** Resolves once the path's first requests have answered (or been refused). */
export const startFirstRequests = async (path: string): Promise<void> => {
  const started = FIRST_REQUESTS.filter(([pattern]) => pattern.test(path));
  await Promise.all(started.map(([, start]) => start()));
};
