import { Kafka, logLevel } from 'kafkajs';
import { describe, it } from 'vitest';
import { planEngine } from '../test-engines/docker.probe';
import type { StartedEngine } from '../test-engines/engine.containers';
import { KafkaEventConsumer } from './kafka.event-consumer';
import { KafkaEventRelay } from './kafka.event-relay';
import { transportContract } from './transport.contract';

const plan = await planEngine('KAFKA_BROKERS');

if (plan.kind === 'skip') {
  describe.skip(`Transport contract: Kafka — skipped: ${plan.reason}`, () => {
    it('runs with KAFKA_BROKERS (host:9092,...) or a reachable Docker engine', () => undefined);
  });
} else {
  transportContract('Kafka', async () => {
    const engine: StartedEngine | null =
      plan.kind === 'docker'
        ? await (await import('../test-engines/engine.containers')).startKafka()
        : null;
    const brokers = (plan.kind === 'url' ? plan.url : engine!.url).split(',');
    const kafka = new Kafka({ clientId: 'cairn-contract', brokers, logLevel: logLevel.WARN });
    return {
      relay: (events, rows, topic) => new KafkaEventRelay(kafka, events, rows, topic),
      consumer: (rows, topic, group, effect) =>
        new KafkaEventConsumer(kafka, rows, topic, group, effect),
      cleanup: async () => {
        await engine?.stop();
      },
    };
  });
}
