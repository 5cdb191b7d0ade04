import type { HubSummary } from '@cairn/contracts';
import { mutate } from 'swr';
import { post } from '../../api/request';

/** SWR keys are API paths. The hub list shows ACTIVE and PAUSED hubs (Document 1 §2). */
export const HUB_LIST_KEY = '/api/admin/companies/hubs?states=ACTIVE,PAUSED';
export const hubKey = (uuid: string) => `/api/admin/companies/hubs/${uuid}`;

/** After a change to a hub, every cached hub answer (lists, pickers, the hub itself) is stale. */
export const revalidateHubs = () =>
  mutate((key) => typeof key === 'string' && key.startsWith('/api/admin/companies/hubs'));

export type HubLifecycleAction = 'pause' | 'reactivate' | 'archive';

/** Lifecycle row actions (Document 1 §4): ACTIVE → PAUSED, PAUSED → ACTIVE, any → ARCHIVED. */
export const changeHubState = (hub: HubSummary, action: HubLifecycleAction) =>
  post(`${hubKey(hub.uuid)}/${action}`);
