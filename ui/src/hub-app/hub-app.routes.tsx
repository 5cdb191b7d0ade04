import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../shell/lazy-route';
import HubAppLayout from './hub-app.layout';
import { transportAndCollectionRoutes } from './transports-and-collection.routes';
import { recyclerRoutes } from './recycler.routes';
import { clearanceRoutes } from './clearance/clearance.routes';
import { hubFlowRoutes } from '../material-flow/material-flow.routes';

const RegisterMaterialBagPage = lazy(() => import('./register-material-bag.page'));
const DefineCollectorPage = lazy(() => import('./collectors/define-collector.page'));
const ActiveCollectorPage = lazy(() => import('./collectors/active-collector.page'));
const RegisterOutputBagPage = lazy(() => import('./register-output-bag.page'));
const FinishGradingPage = lazy(() => import('./finish-grading.page'));
const HubEventPage = lazy(() => import('../notifications/hub-event.page'));
const HubLineagePage = lazy(() => import('../audit-trail/hub-lineage.page'));
const OutboxPage = lazy(() => import('./outbox/outbox.page'));

/**
 * The hub operator app (Document 3). The small layout loads with the routes so that it holds the
 * Suspense boundary of its lazy pages.
 */
export const hubAppRoutes: RouteObject[] = [
  {
    element: <HubAppLayout />,
    children: [
      // The home screen loads through the router: no spinner between the layout and the overview.
      { path: '/hub-overview', lazy: lazyComponent(() => import('./hub-overview.page')) },
      { path: '/register-material-bag/:supplierUuid?', element: <RegisterMaterialBagPage /> },
      { path: '/define-collector/:collectorUuid', element: <DefineCollectorPage /> },
      { path: '/active-collector/:collectorUuid', element: <ActiveCollectorPage /> },
      {
        path: '/segregation-unit/:segregationUnitUuid/register-output-material-bag',
        element: <RegisterOutputBagPage />,
      },
      { path: '/finish-grading', element: <FinishGradingPage /> },
      { path: '/hub-event/:uuid', element: <HubEventPage /> },
      { path: '/lineage', element: <HubLineagePage /> },
      { path: '/outbox', element: <OutboxPage /> },
      ...hubFlowRoutes,
      ...transportAndCollectionRoutes,
      ...recyclerRoutes,
      ...clearanceRoutes,
    ],
  },
];
