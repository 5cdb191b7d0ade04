import { eventStoreContract } from './event-store.contract';
import type { EventStore } from './event-store.port';
import { EsdbEventStore } from './esdb.event-store';
import { createMemoryEsdb } from './esdb.memory-client';

// The whole event-store contract through EsdbEventStore's own code (command claims, $all paging,
// system events skipped, live wake-ups), on an in-memory client: no server needed.
eventStoreContract('EventStoreDB adapter on an in-memory client', async () => {
  const client = createMemoryEsdb();
  const stores: EventStore[] = [new EsdbEventStore(client)];
  const open = () => {
    stores.push(new EsdbEventStore(client));
    return Promise.resolve(stores[stores.length - 1]);
  };
  return {
    store: stores[0],
    reopen: open,
    openAnother: open,
    capabilities: { multiStreamAtomic: false },
    cleanup: async () => {
      await Promise.all(stores.map((store) => store.close()));
    },
  };
});
