import { Kafka, logLevel } from 'kafkajs';
import type { EventStore } from '../event-store/event-store.port';
import type { ReadStore } from '../read-store/read-store.port';
import type { Logger } from '../observability/logger';
import { KafkaEventConsumer } from './kafka.event-consumer';
import { KafkaEventRelay } from './kafka.event-relay';
import type { EventsEffect } from './stream-dedupe';

/** The transport for the processes, which may not import an engine client themselves. */
export interface KafkaTransport {
  relay(events: EventStore, rows: ReadStore, topic: string, logger?: Logger): KafkaEventRelay;
  consumer(
    rows: ReadStore,
    topic: string,
    group: string,
    effect: EventsEffect,
    logger?: Logger,
  ): KafkaEventConsumer;
}

export const createKafkaTransport = (brokers: string[], clientId: string): KafkaTransport => {
  const kafka = new Kafka({ clientId, brokers, logLevel: logLevel.WARN });
  return {
    relay: (events, rows, topic, logger) => new KafkaEventRelay(kafka, events, rows, topic, logger),
    consumer: (rows, topic, group, effect, logger) =>
      new KafkaEventConsumer(kafka, rows, topic, group, effect, logger),
  };
};
