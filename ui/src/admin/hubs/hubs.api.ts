import { HubState, type HubLifecycleAction, type HubSummary } from '@cairn/contracts';
import { mutate } from 'swr';
import { post } from '../../api/request';

/**
 * SWR keys are API paths. The hub list shows every hub but the archived (Document 1 §2 names ACTIVE
 * and PAUSED; demo, trial, lost and churned hubs are hubs an admin still manages: docs/decisions.md).
 */
export const LISTED_HUB_STATES = HubState.options.filter(
  (s): s is Exclude<HubState, 'ARCHIVED'> => s !== 'ARCHIVED',
);
/** The state filter of the hub list offers these two (Document 1 §2 and Document 2 §7). */
export const HUB_FILTER_STATES = ['ACTIVE', 'PAUSED'] as const satisfies readonly HubState[];
export const HUB_LIST_KEY = `/api/admin/companies/hubs?states=${LISTED_HUB_STATES.join(',')}`;
export const hubKey = (uuid: string) => `/api/admin/companies/hubs/${uuid}`;

/**
 * After a change to a hub every cached hub answer is stale: the list is fetched again at once,
 * the others (pickers, single hubs) are dropped and fetched when next shown.
 */
export async function revalidateHubs(): Promise<void> {
  const isOtherHubKey = (key: unknown) =>
    typeof key === 'string' && key.startsWith('/api/admin/companies/hubs') && key !== HUB_LIST_KEY;
  await mutate(isOtherHubKey, undefined, { revalidate: false });
  await mutate(HUB_LIST_KEY);
}

export type { HubLifecycleAction };

/** Lifecycle row actions (Document 1 §4 and `HUB_LIFECYCLE_FROM`). */
export const changeHubState = (hub: HubSummary, action: HubLifecycleAction) =>
  post(`${hubKey(hub.uuid)}/${action}`);
