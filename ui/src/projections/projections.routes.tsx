import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '../shell/page-spinner';

const ProjectionsPage = lazy(() => import('./projections.page'));

/** Children of the admin layout (absolute paths). */
export const projectionsRoutes: RouteObject[] = [
  {
    path: '/admin/projections',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <ProjectionsPage />
      </Suspense>
    ),
  },
];
