import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import HubPortalLayout from './hub-portal.layout';

const DashboardPage = lazy(() => import('./dashboard.page'));
const PipelineOverviewPage = lazy(() => import('./pipeline-overview.page'));

/** The hub owner portal, home of ROLE_HUB_OWNER (Document 2 §2); its layout holds the Suspense boundary. */
export const hubPortalRoutes: RouteObject[] = [
  {
    element: <HubPortalLayout />,
    children: [
      { path: '/hub-portal', element: <DashboardPage /> },
      { path: '/hub-portal/dashboard', element: <DashboardPage /> },
      { path: '/hub-owner/pipeline-overview', element: <PipelineOverviewPage /> },
    ],
  },
];
