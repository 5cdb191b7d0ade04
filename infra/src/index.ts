// Ports
export * from './event-store/event-store.port';
export * from './read-store/read-store.port';
export * from './blob-store/blob-store.port';
export * from './sql/sql-client.port';

// SQL clients (PostgreSQL server through pg, PGlite in-process) and the factory that picks one
export { createSqlClient, type SqlClientOptions } from './sql/sql-client.factory';
export { PgSqlClient, createPgSqlClient } from './sql/pg.sql-client';
export {
  PgliteSqlClient,
  createPgliteSqlClient,
  restorePgliteDataDir,
} from './sql/pglite.sql-client';
export { sqlErrorOf, type SqlErrorInfo } from './sql/sql.errors';
export { AsyncMutex } from './sql/async.mutex';
export { createPgTestSchema, type PgTestSchema } from './sql/pg.test-schema';

// Event store on PostgreSQL
export {
  PostgresEventStore,
  createPostgresEventStore,
  type PostgresEventStoreOptions,
} from './event-store/postgres.event-store';
export {
  migrateEventStore,
  EVENT_STORE_MIGRATION,
} from './event-store/postgres.event-store.migration';
export { upcast, type VersionedEvent } from './event-store/event.upcaster';
export { GlobalChainSealer, sealGlobalChain } from './event-store/event-chain.sealer';
export { chainHeadAfterSealing, type ChainHead } from './event-store/event-chain.head';
export {
  verifyEventStore,
  type VerifyReport,
  type VerifyProblem,
} from './event-store/event-store.verifier';

// Read store on PostgreSQL
export { PostgresReadStore, createPostgresReadStore } from './read-store/postgres.read-store';
export { ReadStoreQueryError } from './read-store/json-path.sql';
export { CachedReadStore, type CachedReadStoreOptions } from './read-store/cached.read-store';
export { MemoryReadStore } from './read-store/memory.read-store';

// Blob store on the file system
export { FsBlobStore, createFsBlobStore } from './blob-store/fs.blob-store';

// Distributed profile (EventStoreDB, MongoDB, Kafka, BullMQ): types only here; the adapters load from
// '@cairn/infra/src/distributed' so the embedded profile never loads their drivers (docs/distributed.md).
export type { EsdbEventStore } from './event-store/esdb.event-store';
export type { MongoReadStore } from './read-store/mongo.read-store';
export type { BullJobQueue, JobRequest, JobHandler, DeadLetter } from './queue/bullmq.job-queue';
export type { EventsEffect } from './transport/stream-dedupe';

// Configuration and logging
export * from './config/config';

// Personal data: crypto-shredding (issue 33, docs/personal-data.md)
export {
  PersonalDataKeys,
  PERSONAL_DATA_KEYS_MIGRATION,
} from './personal-data/personal-data-keys.store';
export { SealingEventStore } from './personal-data/sealing.event-store';
export { loadMasterKey } from './personal-data/master-key';
export { loadSigningKey, signCompactJws, type SigningKey } from './signing/signing-key';
export { parseMasterKey, masterKeyId, isSealed } from './personal-data/personal-data.crypto';
export { sealEvent, unsealData, holdersOf } from './personal-data/personal-data.sealing';
export { convertStore, type ConvertReport } from './personal-data/personal-data.convert';

// Observability: logs, metrics, traces (issue 36, docs/operations.md)
export * from './observability/logger';
export * from './observability/log-context';
export * from './observability/metrics';
export { serveMetrics } from './observability/metrics-server';
export * from './observability/trace-context';
