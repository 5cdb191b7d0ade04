// The distributed profile's adapters (docs/distributed.md). A separate entry from index.ts: their
// drivers take seconds to load, and the embedded and PostgreSQL profiles never need them.
export { EsdbEventStore, createEsdbEventStore } from './event-store/esdb.event-store';
export { deterministicEventId, APP_EVENT_TYPES } from './event-store/esdb.event-mapper';
export { commandStream } from './event-store/esdb.command-log';
export { MongoReadStore } from './read-store/mongo.read-store';
export { createMongoReadStore } from './read-store/mongo.read-store.factory';
export {
  mongoSearchFilter,
  mongoCondition,
  mongoSort,
  mongoPath,
  type MongoFilter,
  type MongoSort,
} from './read-store/mongo.search-filter';
export { KafkaEventRelay, toMessage } from './transport/kafka.event-relay';
export { KafkaEventConsumer } from './transport/kafka.event-consumer';
export { applyOnce, CONSUMER_POSITIONS, type EventsEffect } from './transport/stream-dedupe';
export {
  BullJobQueue,
  jobIdOf,
  type JobRequest,
  type JobHandler,
  type DeadLetter,
  type JobQueueOptions,
} from './queue/bullmq.job-queue';
export { createKafkaTransport, type KafkaTransport } from './transport/kafka.client';
