import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '../shell/page-spinner';

const SystemPage = lazy(() => import('./system.page'));

/** Children of the admin layout (absolute paths). */
export const systemRoutes: RouteObject[] = [
  {
    path: '/admin/system',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <SystemPage />
      </Suspense>
    ),
  },
];
