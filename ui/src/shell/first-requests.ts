import { startFirstRequests } from './first-requests.map';

/**
 * The first requests of the route being opened, started while React, the router and Blueprint
 * still load and run (an entry of its own, before main.tsx: route-preload.vite-plugin.ts): on a first visit that
 * is a few hundred milliseconds before the router gets to the route. The route starts the same
 * requests itself (lazyComponent's `before`) for later visits; SWR's preload makes both one request.
 */
void startFirstRequests(window.location.pathname);
