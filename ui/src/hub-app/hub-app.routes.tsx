import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import HubAppLayout from './hub-app.layout';

const HubOverviewPage = lazy(() => import('./hub-overview.page'));
const RegisterMaterialBagPage = lazy(() => import('./register-material-bag.page'));

/**
 * The hub operator app (Document 3). The small layout loads with the routes so that it holds the
 * Suspense boundary of its lazy pages.
 */
export const hubAppRoutes: RouteObject[] = [
  {
    element: <HubAppLayout />,
    children: [
      { path: '/hub-overview', element: <HubOverviewPage /> },
      { path: '/register-material-bag/:supplierUuid?', element: <RegisterMaterialBagPage /> },
    ],
  },
];
