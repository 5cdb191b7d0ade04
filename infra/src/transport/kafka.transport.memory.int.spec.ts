import { KafkaEventConsumer } from './kafka.event-consumer';
import { KafkaEventRelay } from './kafka.event-relay';
import { createMemoryKafka } from './kafka.memory-broker';
import { transportContract } from './transport.contract';

// The transport contract through the relay's and the consumer's own code, on an in-memory broker.
transportContract('Kafka adapters on an in-memory broker', async () => {
  const kafka = createMemoryKafka();
  return {
    relay: (events, rows, topic) => new KafkaEventRelay(kafka, events, rows, topic),
    consumer: (rows, topic, group, effect) =>
      new KafkaEventConsumer(kafka, rows, topic, group, effect),
    cleanup: async () => undefined,
  };
});
