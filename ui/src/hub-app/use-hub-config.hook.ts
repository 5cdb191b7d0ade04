import useSWR from 'swr';
import type { Hub } from '@cairn/contracts';
import { fetcher } from '../api/request';
import { getUser } from '../api/session';
import { hubConfigPath } from './overview-first-requests';

/** The signed-in user's hub as GET /api/companies/{uuid} answers it (Hub minus admin-only parts). */
export type HubConfig = Omit<Hub, 'users' | 'qrCode' | 'assignedCompanies' | 'organization'>;

/** The hub configuration decides the tabs, forms and pickers of the hub app (Document 3 §3). */
export function useHubConfig() {
  const companyUuid = getUser()?.company?.uuid;
  return useSWR<HubConfig>(companyUuid ? hubConfigPath(companyUuid) : null, fetcher);
}
