import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '../shell/page-spinner';

const HubStockPage = lazy(() => import('./hub-stock.page'));

/** Children of the admin layout (absolute paths). */
export const stockRoutes: RouteObject[] = [
  {
    path: '/admin/hub-stock',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <HubStockPage />
      </Suspense>
    ),
  },
];
