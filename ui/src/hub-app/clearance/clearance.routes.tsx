import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const ClearMaterialStockPage = lazy(() => import('./clear-material-stock.page'));
const StartClearanceTransportPage = lazy(() => import('./start-clearance-transport.page'));
const WeighClearancePage = lazy(() => import('./weigh-clearance.page'));
const RecyclerCertificatePage = lazy(() =>
  import('./add-certificate.page').then((m) => ({ default: m.RecyclerCertificatePage })),
);
const CoProcessingCertificatePage = lazy(() =>
  import('./add-certificate.page').then((m) => ({ default: m.CoProcessingCertificatePage })),
);

/** Hub app pages of clearances, their weigh steps and certificates (Document 3 §2). */
export const clearanceRoutes: RouteObject[] = [
  { path: '/clear-material-stock', element: <ClearMaterialStockPage /> },
  {
    path: '/clear-handling-center-material/:materialTypes',
    element: <StartClearanceTransportPage kind="HANDLING_CENTER" />,
  },
  { path: '/start-recycler-clearance', element: <StartClearanceTransportPage kind="RECYCLER" /> },
  {
    path: '/weigh-recycler-clearance-transport/:clearanceTransportUuid',
    element: <WeighClearancePage kind="CLEARANCE_TRANSPORT" />,
  },
  {
    path: '/weigh-collection-center-material-clearance/:materialClearanceUuid',
    element: <WeighClearancePage kind="MATERIAL_CLEARANCE" />,
  },
  {
    path: '/weigh-handling-center-material-clearance/:handlingCenterMaterialClearanceUuid',
    element: <WeighClearancePage kind="HANDLING_CENTER_CLEARANCE" />,
  },
  {
    path: '/co-processing-material/:coProcessingMaterialUuid/add-certificate',
    element: <CoProcessingCertificatePage />,
  },
  {
    path: '/recycler-material/:materialUuid/add-certificate',
    element: <RecyclerCertificatePage />,
  },
];
