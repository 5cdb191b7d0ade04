import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '../shell/page-spinner';

const EpcisApiKeysPage = lazy(() => import('./epcis-api-keys.page'));

/** Children of the admin layout (absolute paths). */
export const epcisRoutes: RouteObject[] = [
  {
    path: '/admin/epcis-keys',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <EpcisApiKeysPage />
      </Suspense>
    ),
  },
];
