import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '../shell/page-spinner';

const HubEventsPage = lazy(() => import('./hub-events.page'));
const RegisterCollectedMaterialsPage = lazy(() => import('./register-collected-materials.page'));

// Each page brings its own boundary, so the routes work whatever boundary the layout has.
const page = (Page: LazyExoticComponent<ComponentType>) => <Suspense fallback={<PageSpinner />}><Page /></Suspense>;

/** Children of the admin layout; the paths are absolute so the layout may be pathless or at /admin. */
export const reviewRoutes: RouteObject[] = [
  { path: '/admin/hub-events', element: page(HubEventsPage) },
  { path: '/admin/hubs/:hubCompanyUuid/register-collected-materials', element: page(RegisterCollectedMaterialsPage) },
];
