import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '../shell/page-spinner';

const UsersPage = lazy(() => import('./users.page'));

/** Children of the admin layout (absolute paths). */
export const usersRoutes: RouteObject[] = [
  {
    path: '/admin/users',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <UsersPage />
      </Suspense>
    ),
  },
];
