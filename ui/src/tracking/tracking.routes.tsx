import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '../shell/page-spinner';

const CollectorsPage = lazy(() => import('./collectors.page'));
const TrackedItemsPage = lazy(() => import('./tracked-items.page'));

const page = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<PageSpinner />}>
    <Page />
  </Suspense>
);

/** Children of the admin layout (Document 2 §2). */
export const trackingRoutes: RouteObject[] = [
  { path: '/admin/hubs/:hubCompanyUuid/collectors', element: page(CollectorsPage) },
  { path: '/admin/hubs/:hubCompanyUuid/tracked-items', element: page(TrackedItemsPage) },
];
