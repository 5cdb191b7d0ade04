import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../shell/lazy-route';
import { PageSpinner } from '../shell/page-spinner';

const RegisterCollectedMaterialsPage = lazy(() => import('./register-collected-materials.page'));

// Each page brings its own boundary, so the routes work whatever boundary the layout has.
const page = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<PageSpinner />}>
    <Page />
  </Suspense>
);

/** Children of the admin layout; the paths are absolute so the layout may be pathless or at /admin. */
export const reviewRoutes: RouteObject[] = [
  // The first page of events is asked for while the page's chunks load (its query module is one of
  // them: imported here it would be in every first script, the hub app's too).
  {
    path: '/admin/hub-events',
    lazy: lazyComponent(
      () => import('./hub-events.page'),
      () => void import('./hub-events.query').then((query) => query.preloadHubEvents()),
    ),
  },
  {
    path: '/admin/hubs/:hubCompanyUuid/register-collected-materials',
    element: page(RegisterCollectedMaterialsPage),
  },
];
