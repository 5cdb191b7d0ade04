import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { SqlClient } from '../sql/sql-client.port';
import type { EventStore } from './event-store.port';
import { GlobalChainSealer } from './event-chain.sealer';

describe('the global chain sealer', () => {
  it('leaves no abort listener behind from its pauses, however long the app runs', async () => {
    let signal: AbortSignal | null = null;
    let waits = 0;
    const events = {
      waitForAppend: async (_ms: number, s?: AbortSignal) => {
        signal = s ?? null;
        waits++;
      },
    } as unknown as EventStore;
    const sql = {
      query: async () => {
        throw new Error('no database here');
      },
    } as unknown as SqlClient;
    const sealer = new GlobalChainSealer(sql, events, { everyMs: 1 });
    sealer.start();
    while (waits < 30) await new Promise((r) => setTimeout(r, 5));
    expect(getEventListeners(signal!, 'abort').length).toBeLessThanOrEqual(1); // at most the pause under way
    await sealer.stop();
  });
});
