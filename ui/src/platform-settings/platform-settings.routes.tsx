import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '../shell/page-spinner';

const PlatformSettingsPage = lazy(() => import('./platform-settings.page'));

/** Children of the admin layout (absolute paths). */
export const platformSettingsRoutes: RouteObject[] = [
  {
    path: '/admin/settings',
    element: (
      <Suspense fallback={<PageSpinner />}>
        <PlatformSettingsPage />
      </Suspense>
    ),
  },
];
