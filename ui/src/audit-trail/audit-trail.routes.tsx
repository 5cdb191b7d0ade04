import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSpinner } from '../shell/page-spinner';

const HistoryPage = lazy(() => import('./history.page'));
const LineagePage = lazy(() => import('./lineage.page'));
const AuditPage = lazy(() => import('./audit.page'));

const page = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<PageSpinner />}>
    <Page />
  </Suspense>
);

/** Children of the admin layout: the auditor's workspace (issue 16). */
export const auditTrailRoutes: RouteObject[] = [
  { path: '/admin/history/:kind/:uuid', element: page(HistoryPage) },
  { path: '/admin/lineage', element: page(LineagePage) },
  { path: '/admin/audit', element: page(AuditPage) },
];
