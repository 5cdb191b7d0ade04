import type { AddHubUserRequest, HubUserKind, MarketplaceListing } from '@cairn/contracts';
import { post } from '../api/request';

const hubPath = (hubUuid: string, action: string) =>
  `/api/admin/companies/hubs/${hubUuid}/${action}`;

/** The generation dialogs' kinds, with the call and count field of each (Document 2 §7). */
export type TrackedKind = 'collectors' | 'trackedItems';
export const GENERATE = {
  collectors: { action: 'generateCollectors', countField: 'collectorsCount' },
  trackedItems: { action: 'generateTrackedItems', countField: 'trackedItemsCount' },
} as const;

export const generateTracked = (
  hubUuid: string,
  kind: TrackedKind,
  body: Record<string, unknown>,
) => post<{ uuids: string[] }>(hubPath(hubUuid, GENERATE[kind].action), body);

export const addHubUser = (hubUuid: string, kind: HubUserKind, body: AddHubUserRequest) =>
  post(hubPath(hubUuid, kind === 'owner' ? 'addHubOwner' : 'addHubManager'), body);

export const syncMarketplace = (hubUuid: string) =>
  post<MarketplaceListing>(hubPath(hubUuid, 'syncMarketplace'));
