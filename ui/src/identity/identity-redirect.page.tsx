import type { CollectorDetailView, SegregationUnitView, TrackedItemView } from '@cairn/contracts';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { ApiError, request } from '../api/request';
import { getUser } from '../api/session';
import { PageSpinner } from '../shell/page-spinner';
import { collectorTarget, hubTarget, type OpenUnit, trackedItemTarget } from './identity-targets';

const load = <T,>(path: string) => request<T>('GET', path, { silent: true });

/** Units of a kind this server may not keep yet: a 404 from the API means none are open. */
const openUnits = (path: string): Promise<OpenUnit[]> =>
  load<OpenUnit[]>(path).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  });

/** The hub's own record, or `null` when the server does not know it for this hub (404). */
const ownOrNull = <T,>(path: string): Promise<T | null> =>
  load<T>(path).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });

async function trackedItemPath(uuid: string): Promise<string> {
  const item = await ownOrNull<TrackedItemView>(`/api/trackedItems/${encodeURIComponent(uuid)}`);
  if (!item) return '/error';
  if (item.state !== 'UNASSIGNED') return trackedItemTarget(item, [], []);
  const [processing, segregation] = await Promise.all([
    openUnits('/api/processingUnits?state=IN_PROGRESS'),
    load<SegregationUnitView[]>('/api/segregationUnits?state=PROCESSING'),
  ]);
  return trackedItemTarget(item, processing, segregation);
}

const collectorPath = async (uuid: string): Promise<string> =>
  collectorTarget(
    await ownOrNull<CollectorDetailView>(`/api/collectors/${encodeURIComponent(uuid)}`),
    getUser()?.company?.uuid,
  );

/** Loads what a scanned identity QR code names, then replaces itself with the page it leads to. */
function LoadingRedirect({
  find,
  uuid,
}: {
  find: (uuid: string) => Promise<string>;
  uuid: string;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    find(uuid)
      .then((path) => {
        if (live) navigate(path, { replace: true });
      })
      .catch((error: unknown) => {
        // A 401 has already ended the session and gone to sign-in (request.ts).
        if (live && !(error instanceof ApiError && error.status === 401))
          navigate('/error', { replace: true });
      });
    return () => {
      live = false;
    };
  }, [navigate, find, uuid]);
  return <PageSpinner />;
}

/** /identity/tracked-item/:trackedItemUuid (Document 2 §2). */
export function TrackedItemIdentityPage() {
  const { trackedItemUuid = '' } = useParams();
  return <LoadingRedirect find={trackedItemPath} uuid={trackedItemUuid} />;
}

/** /identity/collector/:collectorUuid (Document 2 §2). */
export function CollectorIdentityPage() {
  const { collectorUuid = '' } = useParams();
  return <LoadingRedirect find={collectorPath} uuid={collectorUuid} />;
}

/** /identity/hub/:hubUuid (Document 2 §2): nothing to load. */
export function HubIdentityPage() {
  const { hubUuid = '' } = useParams();
  return <Navigate to={hubTarget(hubUuid)} replace />;
}
