import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const RegisterTruckLoadPage = lazy(() => import('./register-truck-load.page'));
const RegisterAdditionalMaterialPage = lazy(() => import('./register-additional-material.page'));
const RegisterProcessingOutputBagPage = lazy(() => import('./register-processing-output-bag.page'));

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
