import { MemoryReadStore } from './memory.read-store';
import { readStoreContract } from './read-store.contract';

// The in-memory store answers "as of" questions with the same query code as the live store: it must keep the same contract.
readStoreContract('in memory (mingo)', async () => {
  const store = new MemoryReadStore();
  return { store, cleanup: () => store.close() };
});
