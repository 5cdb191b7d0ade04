import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KafkaEventConsumer } from './kafka.event-consumer';
import { KafkaEventRelay } from './kafka.event-relay';
import { createMemoryKafka } from './kafka.memory-broker';
import { AppliedLog, appendRounds, inOrder, openStores, until } from './kafka.real-broker.fixtures';

describe('KafkaEventConsumer on the in-memory broker', () => {
  let stores: Awaited<ReturnType<typeof openStores>>;
  beforeEach(async () => {
    stores = await openStores();
  });
  afterEach(async () => {
    await stores?.close();
  });

  it('joins the group again after a crash that kafkajs does not restart by itself', async () => {
    const { events, rows } = stores;
    const kafka = createMemoryKafka();
    const topic = `cairn-${randomUUID()}`;
    const streams = Array.from({ length: 4 }, () => `hub-${randomUUID()}`);
    const log = new AppliedLog();
    const relay = new KafkaEventRelay(kafka, events, rows, topic);
    const consumer = new KafkaEventConsumer(kafka, rows, topic, 'group', log.effect('consumer'));
    await relay.start();
    await consumer.start();
    await appendRounds(events, streams, 2);
    await until(() => log.distinct === 8, 20_000);

    kafka.crashConsumers(); // as kafkajs after "group coordinator not found": stopped for good
    await appendRounds(events, streams, 2);
    await until(() => log.distinct === 16, 20_000, 'the consumer to rejoin');
    await relay.stop();
    await consumer.stop();

    expect(log.duplicates).toBe(0);
    for (const id of streams) expect(log.order.get(id)).toEqual(inOrder(4));
  }, 60_000);
});
