import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '../shell/page-spinner';

const AdminHubFlowPage = lazy(() => import('./admin-hub-flow.page'));
const HubFlowPage = lazy(() => import('./hub-flow.page'));

/** Children of the admin layout (absolute paths). */
export const adminFlowRoutes: RouteObject[] = [
  {
    path: '/admin/hubs/:hubUuid/flow',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <AdminHubFlowPage />
      </Suspense>
    ),
  },
];

/** Children of the hub app's layout. */
export const hubFlowRoutes: RouteObject[] = [
  {
    path: '/flow',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <HubFlowPage />
      </Suspense>
    ),
  },
];
