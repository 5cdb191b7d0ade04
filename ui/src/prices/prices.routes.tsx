import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '../shell/page-spinner';

const PricesPage = lazy(() => import('./prices.page'));

/** Children of the admin layout (absolute paths). */
export const pricesRoutes: RouteObject[] = [
  {
    path: '/admin/hubs/:hubUuid/prices',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <PricesPage />
      </Suspense>
    ),
  },
];
