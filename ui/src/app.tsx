import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fetcher } from './api/request';
import { routes } from './routes';

// Made on first render, not when the module loads: the light sign-in page loads this module before
// the person has signed in, and a router reads the location it starts at when it is made.
let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * SWR keys are API paths, fetched through request() so every error follows the error catalogue.
 * No retry and no refetch on focus: each call clears the error bar and a retried failure would
 * show it again and again.
 */
export function App() {
  return (
    <SWRConfig value={{ fetcher, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <RouterProvider router={(router ??= createBrowserRouter(routes))} />
    </SWRConfig>
  );
}
