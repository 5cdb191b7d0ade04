import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fetcher } from '../api/request';
import { ErrorAlertBar } from '../shell/error-alert-bar';

/** Where the app went after a navigation, shown by the catch-all route of `renderScreen`. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

/**
 * SWR as the app sets it up (app.tsx): API paths read through request(), no retry, no refetch on
 * focus; with a cache of its own per render so no answer leaks between tests. Also the wrapper of
 * `renderHook` for hooks that read the API.
 */
export function AppData({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        provider: () => new Map(),
        fetcher,
        shouldRetryOnError: false,
        revalidateOnFocus: false,
        dedupingInterval: 0,
      }}
    >
      {children}
    </SWRConfig>
  );
}

export interface ScreenOptions {
  /** The URL the screen opens at (default '/'). */
  url?: string;
  /** The route pattern the screen answers, with its params (default: the url's path). */
  path?: string;
}

/**
 * Renders a screen as the app does: its data (AppData), a router, and the page's error bar. Any
 * other URL the screen navigates to renders its path in `elsewhere`.
 */
export function renderScreen(
  screen: ReactNode,
  { url = '/', path }: ScreenOptions = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(
    [
      { path: path ?? url.split('?')[0], element: screen },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <AppData>
      <ErrorAlertBar />
      <RouterProvider router={router} />
    </AppData>,
  );
  return { ...result, router };
}
