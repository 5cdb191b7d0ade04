import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '../shell/page-spinner';

const PricesPage = lazy(() => import('./prices.page'));
const PlasticCreditsPage = lazy(() => import('../plastic-credits/plastic-credits.page'));

/** Children of the admin layout (absolute paths): money per hub, its prices and its credits. */
export const pricesRoutes: RouteObject[] = [
  {
    path: '/admin/hubs/:hubUuid/prices',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <PricesPage />
      </Suspense>
    ),
  },
  {
    path: '/admin/hubs/:hubUuid/plastic-credits',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <PlasticCreditsPage />
      </Suspense>
    ),
  },
];
