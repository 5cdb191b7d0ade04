import useSWR from 'swr';
import type {
  ClearanceKind,
  MaterialClearanceRow,
  MaterialClearanceUnitView,
} from '@cairn/contracts';
import { fetcher } from '../../api/request';
import type { HubConfig } from '../use-hub-config.hook';

export type LoadedKind = ClearanceKind;
export const UNITS_IN_PROGRESS = '/api/materialClearanceUnits?state=IN_PROGRESS';

/** Document 3 §7: where each kind's loaded clearances are read. */
export const LOADED_PATHS: Record<LoadedKind, string> = {
  MATERIAL_CLEARANCE: '/api/materialClearances?state=LOADED',
  CLEARANCE_TRANSPORT: '/api/clearanceTransports?state=LOADED',
  HANDLING_CENTER_CLEARANCE: '/api/handlingCenterMaterialClearances/loaded',
};

/** Document 3 §2: each kind's weigh screen. */
export const WEIGH_ROUTE: Record<LoadedKind, (uuid: string) => string> = {
  MATERIAL_CLEARANCE: (uuid) => `/weigh-collection-center-material-clearance/${uuid}`,
  CLEARANCE_TRANSPORT: (uuid) => `/weigh-recycler-clearance-transport/${uuid}`,
  HANDLING_CENTER_CLEARANCE: (uuid) => `/weigh-handling-center-material-clearance/${uuid}`,
};

/**
 * Document 3 §4: a loaded clearance transport, material clearance or handling center clearance, or a
 * clearance unit in progress, opens the Clearance tab first. `undefined` while still loading, so the opening tab waits for the answer.
 */
export function useClearanceFirst(hub: HubConfig | undefined): boolean | undefined {
  const clears = !!hub?.features.includes('MATERIAL_CLEARANCE');
  const key = (kind: LoadedKind, types: readonly string[]) =>
    clears && hub && types.includes(hub.type) ? LOADED_PATHS[kind] : null;
  const material = useSWR<MaterialClearanceRow[]>(
    key('MATERIAL_CLEARANCE', ['COLLECTION_CENTER', 'RECYCLER', 'MATERIAL_HANDLING_CENTER']),
    fetcher,
  );
  const transports = useSWR<MaterialClearanceRow[]>(
    key('CLEARANCE_TRANSPORT', ['RECYCLER']),
    fetcher,
  );
  const handling = useSWR<MaterialClearanceRow[]>(
    key('HANDLING_CENTER_CLEARANCE', ['MATERIAL_HANDLING_CENTER']),
    fetcher,
  );
  const units = useSWR<MaterialClearanceUnitView[]>(
    clears && hub && ['COLLECTION_CENTER', 'RECYCLER'].includes(hub.type)
      ? UNITS_IN_PROGRESS
      : null,
    fetcher,
  );
  if (!hub) return undefined;
  if (!clears) return false;
  const all = [material, transports, handling, units];
  if (all.some((r) => r.isLoading)) return undefined;
  return all.some((r) => (r.data?.length ?? 0) > 0);
}
