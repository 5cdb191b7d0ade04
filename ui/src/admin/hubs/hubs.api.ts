import type { HubSummary } from '@cairn/contracts';
import { mutate } from 'swr';
import { post } from '../../api/request';

/** SWR keys are API paths. The hub list shows ACTIVE and PAUSED hubs (Document 1 §2). */
export const HUB_LIST_KEY = '/api/admin/companies/hubs?states=ACTIVE,PAUSED';
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

export type HubLifecycleAction = 'pause' | 'reactivate' | 'archive';

/** Lifecycle row actions (Document 1 §4): ACTIVE → PAUSED, PAUSED → ACTIVE, any → ARCHIVED. */
export const changeHubState = (hub: HubSummary, action: HubLifecycleAction) =>
  post(`${hubKey(hub.uuid)}/${action}`);
