import type { EpcisApiKeySummary } from '@cairn/contracts';
import type { ReadStore } from '@cairn/infra';
import type { EpcisApiKeyRow } from './epcis-api-keys.projection';

const MODEL = 'epcisApiKeys';

/** The admin list: every key, newest first, without its hash. */
export async function epcisApiKeyList(store: ReadStore): Promise<EpcisApiKeySummary[]> {
  const rows = await store.list<EpcisApiKeyRow>(MODEL);
  return rows
    .map(({ secretHash: _hash, ...summary }) => summary)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The key whose secret hashes to `secretHash`, unless revoked; null when none is. */
export async function activeEpcisApiKey(
  store: ReadStore,
  secretHash: string,
): Promise<EpcisApiKeyRow | null> {
  const [row] = await store.findBy<EpcisApiKeyRow>(MODEL, 'secretHash', secretHash);
  return row && row.revokedAt === null ? row : null;
}
