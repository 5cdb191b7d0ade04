import { ADMIN_AREA_ROLES, HUB_ROLES } from '@cairn/contracts';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { HomeRedirect, RequireRole, RequireSession } from './auth/session.guard';
import { hubAppRoutes } from './hub-app/hub-app.routes';
import { reviewRoutes } from './review/review.routes';
import { usersRoutes } from './users/users.routes';
import { stockRoutes } from './stock/stock.routes';
import { pricesRoutes } from './prices/prices.routes';
import { trackingRoutes } from './tracking/tracking.routes';
import { complianceRoutes } from './compliance/compliance.routes';
import { hubPortalRoutes } from './hub-portal/hub-portal.routes';
import { identityRoutes } from './identity/identity.routes';
import { projectionsRoutes } from './projections/projections.routes';
import { systemRoutes } from './system/system.routes';
import { platformSettingsRoutes } from './platform-settings/platform-settings.routes';
import { auditTrailRoutes } from './audit-trail/audit-trail.routes';
import { lazyComponent } from './shell/lazy-route';
import { epcisRoutes } from './epcis/epcis.routes';
import { adminFlowRoutes } from './material-flow/material-flow.routes';
import { PageSpinner } from './shell/page-spinner';
import { RootFrame } from './shell/root-frame';
import { ErrorPage, NotFoundPage } from './shell/status.page';

// Every page is its own chunk; the admin layout too, so hub operators never download the admin shell.
// The admin layout and first page load through the router (lazyComponent): side by side on a first visit.
const SignInPage = lazy(() => import('./auth/sign-in.page'));
const AuthCallbackPage = lazy(() => import('./auth/auth-callback.page'));
const AccountMigrationPage = lazy(() => import('./auth/account-migration.page'));
const ChoosePasswordPage = lazy(() => import('./auth/choose-password.page'));
const HubFormPage = lazy(() => import('./admin/hub-form/hub-form.page'));
const StartMaterialClearancePage = lazy(
  () => import('./admin/clearance/start-material-clearance.page'),
);

/** Admin back-office pages, inside the admin layout. */
const adminRoutes: RouteObject[] = [
  { path: '/admin', element: <Navigate to="/admin/hubs" replace /> },
  { path: '/admin/hubs', lazy: lazyComponent(() => import('./admin/hubs/hub-list.page')) },
  { path: '/admin/add-hub', element: <HubFormPage /> },
  { path: '/admin/add-hub/:hubCompanyUuid', element: <HubFormPage /> },
  {
    path: '/admin/hubs/:hubCompanyUuid/start-material-clearance',
    element: <StartMaterialClearancePage />,
  },
  ...reviewRoutes,
  ...usersRoutes,
  ...stockRoutes,
  ...pricesRoutes,
  ...trackingRoutes,
  ...complianceRoutes,
  ...projectionsRoutes,
  ...systemRoutes,
  ...platformSettingsRoutes,
  ...epcisRoutes,
  ...auditTrailRoutes,
  ...adminFlowRoutes,
];

/** Public routes, then signed-in areas by role (Document 2 §2); anything else is not found. */
export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    errorElement: <ErrorPage />,
    // While the router loads the first route's chunks (as RootFrame's Suspense shows for later pages).
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: '/', element: <HomeRedirect /> },
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      { path: '/account-migration', element: <AccountMigrationPage /> },
      { path: '/reset-password', element: <ChoosePasswordPage /> },
      { path: '/change-password', element: <ChoosePasswordPage /> },
      { path: '/error', element: <ErrorPage /> },
      { path: '/not-found', element: <NotFoundPage /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <RequireRole roles={ADMIN_AREA_ROLES} />,
            children: [
              { lazy: lazyComponent(() => import('./shell/admin-layout')), children: adminRoutes },
            ],
          },
          {
            element: <RequireRole roles={HUB_ROLES} />,
            children: [...hubAppRoutes, ...identityRoutes],
          },
          { element: <RequireRole roles={['ROLE_HUB_OWNER']} />, children: hubPortalRoutes },
        ],
      },
      { path: '*', element: <Navigate to="/not-found" replace /> },
    ],
  },
];
