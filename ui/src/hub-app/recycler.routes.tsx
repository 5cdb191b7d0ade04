import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const RegisterTruckLoadPage = lazy(() => import('./truck-loads/register-truck-load.page'));
const RegisterAdditionalMaterialPage = lazy(
  () => import('./truck-loads/register-additional-material.page'),
);
const RegisterProcessingOutputBagPage = lazy(
  () => import('./processing/register-processing-output-bag.page'),
);

/** Hub app pages of recyclers: truck loads and processing output (Document 3 §2). */
export const recyclerRoutes: RouteObject[] = [
  { path: '/register-material-truck-load', element: <RegisterTruckLoadPage /> },
  { path: '/register-truck-load', element: <RegisterTruckLoadPage /> },
  {
    path: '/register-additional-material/:ongoingTransportUuid',
    element: <RegisterAdditionalMaterialPage />,
  },
  {
    path: '/processing-unit/:processingUnitUuid/register-output-material-bag',
    element: <RegisterProcessingOutputBagPage />,
  },
];
