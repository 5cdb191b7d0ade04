import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const page = (name: 'TrackedItemIdentityPage' | 'CollectorIdentityPage' | 'HubIdentityPage') =>
  lazy(() => import('./identity-redirect.page').then((m) => ({ default: m[name] })));
const TrackedItemIdentityPage = page('TrackedItemIdentityPage');
const CollectorIdentityPage = page('CollectorIdentityPage');
const HubIdentityPage = page('HubIdentityPage');
const ScanCardPage = lazy(() => import('./scan-card.page'));

/** The pages a scanned QR code opens (Document 2 §2, identity redirects): hub users only. */
export const identityRoutes: RouteObject[] = [
  { path: '/identity/tracked-item/:trackedItemUuid', element: <TrackedItemIdentityPage /> },
  { path: '/identity/collector/:collectorUuid', element: <CollectorIdentityPage /> },
  { path: '/identity/hub/:hubUuid', element: <HubIdentityPage /> },
  { path: '/identity/scan', element: <ScanCardPage /> },
];
