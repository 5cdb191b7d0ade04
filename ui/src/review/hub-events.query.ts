import { ADMIN_AREA_ROLES, HUB_STATES, searchToQuery, type SearchFilter } from '@cairn/contracts';
import { prime } from '../api/prime';
import { effectiveRole, getToken, getUser } from '../api/session';
import { endOfDayIso, startOfDayIso } from '../common/dates';
import { readPageSize } from '../common/use-page-size';

/**
 * The hub events search as SWR keys, apart from the page so that the route can ask for the first
 * page while the page's chunks still download (routes.tsx): the same key, one request.
 */
export interface HubEventFilterValues {
  uuid: string;
  type: string;
  createdAfter: string;
  createdBefore: string;
  status: string;
  anomaly: string;
  hubUuids: string[];
}

export const NO_FILTERS: HubEventFilterValues = {
  uuid: '',
  type: '',
  createdAfter: '',
  createdBefore: '',
  status: '',
  anomaly: '',
  hubUuids: [],
};

/** Filters named in the address (?hubUuid=&type=&createdAfter=&createdBefore=&status=&anomaly=). */
export const filtersFromSearch = (search: string): HubEventFilterValues => {
  const q = new URLSearchParams(search);
  const hub = q.get('hubUuid');
  return {
    ...NO_FILTERS,
    type: q.get('type') ?? '',
    createdAfter: q.get('createdAfter') ?? '',
    createdBefore: q.get('createdBefore') ?? '',
    status: q.get('status') ?? '',
    anomaly: q.get('anomaly') ?? '',
    hubUuids: hub ? [hub] : [],
  };
};

/** The search of Document 2 §7; empty values are dropped later by searchToQuery. */
export const toSearchFilters = (v: HubEventFilterValues): SearchFilter[] => [
  { field: 'UUID', operator: 'EQUALS', value: v.uuid.trim() },
  { field: 'TYPE', operator: 'EQUALS', value: v.type },
  { field: 'CREATED_AT', operator: 'GREATER_THAN_OR_EQUAL', value: startOfDayIso(v.createdAfter) },
  { field: 'CREATED_AT', operator: 'LESS_THAN_OR_EQUAL', value: endOfDayIso(v.createdBefore) },
  { field: 'STATUS', operator: 'EQUALS', value: v.status },
  { field: 'ANOMALY', operator: 'EQUALS', value: v.anomaly },
  { field: 'HUB_UUID', operator: 'IN', value: v.hubUuids },
];

export const HUB_EVENTS_PAGE_SIZE_LIST = 'hubEvents';
/** Every hub whatever its state (demo, trial, lost and churned hubs have events too); no zod on this first route. */
export const HUBS_KEY = `/api/admin/companies/hubs?states=${HUB_STATES.join(',')}`;

export const hubEventsKey = (filters: HubEventFilterValues, page: number, size: number) =>
  `/api/admin/hubEvents?${searchToQuery({ page, size, filters: toSearchFilters(filters) })}`;

/**
 * Starts the requests the page makes first (no filters, page 0, the stored size). Only for a
 * session the admin area will show (else the guards redirect and the answers would be refusals
 * on the error bar).
 */
export const preloadHubEvents = async (): Promise<void> => {
  const user = getToken() ? getUser() : null;
  if (!user || !ADMIN_AREA_ROLES.includes(effectiveRole(user))) return;
  await Promise.all([
    prime(hubEventsKey(NO_FILTERS, 0, readPageSize(HUB_EVENTS_PAGE_SIZE_LIST))),
    prime(HUBS_KEY),
  ]);
};
