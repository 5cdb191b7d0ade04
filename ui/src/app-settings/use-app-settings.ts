import type { AppSettings } from '@cairn/contracts';
import useSWR from 'swr';
import { request } from '../api/request';

export const APP_SETTINGS_PATH = '/api/app-settings';

/** Everything off: what the UI does until the settings are known, or when they cannot be read. */
export const SETTINGS_OFF: AppSettings = {
  oidc: null,
  usageTracking: null,
  celebrationImage: null,
};

/** Optional extras only: a failure to read them switches them off, it is no error of the page. */
const readSettings = (path: string) =>
  request<AppSettings>('GET', path, { silent: true }).catch(() => SETTINGS_OFF);

/**
 * The product-wide settings (GET /api/app-settings): the external provider's button, usage
 * tracking, the celebration image service. Read once per app load; `enabled` false reads nothing.
 */
export const useAppSettings = (enabled = true): AppSettings | undefined =>
  useSWR<AppSettings>(enabled ? APP_SETTINGS_PATH : null, readSettings, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  }).data;
