import { describe, it } from 'vitest';
import { planEngine } from '../test-engines/docker.probe';
import type { StartedEngine } from '../test-engines/engine.containers';
import { eventStoreContract } from './event-store.contract';
import type { EventStore } from './event-store.port';
import { createEsdbEventStore } from './esdb.event-store';

const plan = await planEngine('ESDB_URL');

if (plan.kind === 'skip') {
  describe.skip(`EventStore contract: EventStoreDB — skipped: ${plan.reason}`, () => {
    it('runs with ESDB_URL (esdb://host:2113?tls=false) or a reachable Docker engine', () =>
      undefined);
  });
} else {
  eventStoreContract('EventStoreDB', async () => {
    const engine: StartedEngine | null =
      plan.kind === 'docker'
        ? await (await import('../test-engines/engine.containers')).startEventStoreDb()
        : null;
    const url = plan.kind === 'url' ? plan.url : engine!.url;
    const stores: EventStore[] = [createEsdbEventStore(url)];
    const open = () => {
      stores.push(createEsdbEventStore(url));
      return Promise.resolve(stores[stores.length - 1]);
    };
    return {
      store: stores[0],
      reopen: async () => {
        await stores[stores.length - 1].close();
        return open();
      },
      openAnother: open,
      capabilities: { multiStreamAtomic: false },
      cleanup: async () => {
        await Promise.all(stores.map((store) => store.close().catch(() => undefined)));
        await engine?.stop();
      },
    };
  });
}
