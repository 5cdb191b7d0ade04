import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

/**
 * A route whose component is its own chunk, loaded by the router (route `lazy`) instead of
 * React.lazy: on a first visit the router loads the layout's and the page's chunks side by side
 * before it renders, where nested React.lazy loaded them one after the other, and no Suspense
 * fallback shows (React holds content revealed after a fallback back by up to 300 ms).
 * `before` starts anything else the page will need (its first request) at the same time.
 */
export const lazyComponent =
  (
    load: () => Promise<{ default: ComponentType }>,
    before?: () => void,
  ): LazyRouteFunction<RouteObject> =>
  async () => {
    const module = load(); // the chunk first: `before` may spend a while on the main thread
    before?.();
    return { Component: (await module).default };
  };
