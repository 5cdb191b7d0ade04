import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const RegisterReceivedMaterialPage = lazy(
  () => import('./transports/register-received-material.page'),
);
const RegisterCoProcessingTruckLoadPage = lazy(
  () => import('./transports/register-co-processing-truck-load.page'),
);
const DispatchCarrierMaterialPage = lazy(
  () => import('./transports/dispatch-carrier-material.page'),
);
const RegisterContainerPage = lazy(() => import('./containers/register-container.page'));
const StartCollectionPage = lazy(() => import('./collection-units/start-collection.page'));
const FinishCollectionPage = lazy(() => import('./collection-units/finish-collection.page'));
const CheckInPage = lazy(() => import('./collection-units/check-in.page'));
const RegisterCleanupTruckLoadPage = lazy(
  () => import('./collection-units/register-cleanup-truck-load.page'),
);

/** Hub app pages of carriers, handling centers, co-processing, containers and collection rounds (Document 3 §2). */
export const transportAndCollectionRoutes: RouteObject[] = [
  { path: '/register-carrier-material', element: <RegisterReceivedMaterialPage kind="CARRIER" /> },
  {
    path: '/register-handling-center-material',
    element: <RegisterReceivedMaterialPage kind="HANDLING_CENTER" />,
  },
  {
    path: '/register-co-processing-material-truck-load',
    element: <RegisterCoProcessingTruckLoadPage />,
  },
  { path: '/dispatch-carrier-material', element: <DispatchCarrierMaterialPage /> },
  { path: '/register-material-container', element: <RegisterContainerPage /> },
  { path: '/start-collection', element: <StartCollectionPage /> },
  { path: '/collection-units/:collectionUnitUuid/finish', element: <FinishCollectionPage /> },
  { path: '/check-in', element: <CheckInPage /> },
  { path: '/register-cleanup-truck-load', element: <RegisterCleanupTruckLoadPage /> },
];
