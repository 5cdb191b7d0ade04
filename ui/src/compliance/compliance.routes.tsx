import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '../shell/page-spinner';

const AuditActionsPage = lazy(() => import('./audit-actions.page'));
const ProjectsPage = lazy(() => import('./projects.page'));

const page = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<PageSpinner />}>
    <Page />
  </Suspense>
);

/** Admin pages per hub (Document 1 §2), children of the admin layout. */
export const complianceRoutes: RouteObject[] = [
  { path: '/admin/hubs/:hubUuid/manage-audit-actions', element: page(AuditActionsPage) },
  { path: '/admin/hubs/:hubUuid/manage-projects', element: page(ProjectsPage) },
];
