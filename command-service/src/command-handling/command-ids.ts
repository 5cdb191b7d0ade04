import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';

const keyed = new AsyncLocalStorage<{ commandId: string; minted: number }>();

/**
 * Runs a request under its Idempotency-Key: the ids its handler mints are derived from the command id,
 * so a replay names the records the first run made and answers as it did (issue 19.2). The command id
 * is `<user>:<key>`, so no caller can mint another caller's ids.
 */
export const withKeyedIds = <T>(commandId: string | null, run: () => Promise<T>): Promise<T> =>
  commandId ? keyed.run({ commandId, minted: 0 }, run) : run();

/** A new id: random, or under a key the n-th id of that key (a UUID v8 from SHA-256, RFC 9562 §5.8). */
export const newId = (): string => {
  const store = keyed.getStore();
  if (!store) return randomUUID();
  const hex = createHash('sha256').update(`${store.commandId}#${store.minted++}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
