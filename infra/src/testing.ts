// Contract suites for every adapter of a port. They import vitest: use them from *.int.spec.ts only,
// which is why they live outside index.ts (the running app never loads vitest).
export {
  eventStoreContract,
  type EventStoreHarness,
  type MakeEventStore,
} from './event-store/event-store.contract';
export {
  readStoreContract,
  type ReadStoreHarness,
  type MakeReadStore,
} from './read-store/read-store.contract';
