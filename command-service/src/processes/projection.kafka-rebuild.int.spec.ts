import { randomUUID } from 'node:crypto';
import {
  createKafkaTransport,
  type KafkaEventConsumer,
  type KafkaEventRelay,
} from '@cairn/infra/src/distributed';
import {
  appendRounds,
  openStores,
  realBrokers,
  skipReason,
  until,
} from '@cairn/infra/src/transport/kafka.real-broker.fixtures';
import type { Projection } from '@cairn/projection-service';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectionEffect } from './projection.effect';
import { rebuildChangedProjections } from './projection.kafka-rebuild';

interface Tally {
  streamId: string;
  total: number;
}

/** Counts a stream's events, each worth `weight`: a new weight is a new version of the fold. */
const tally = (name: string, weight: number, version?: number): Projection => ({
  name,
  version,
  model: { name: `rm_${name}`, fields: {} },
  handles: ['HubPaused'],
  keyOf: (event) => event.streamId,
  evolve: (row, event) => ({
    streamId: event.streamId,
    total: ((row as Tally | null)?.total ?? 0) + weight,
  }),
});

if (realBrokers.length === 0) {
  describe.skip(`Kafka projections: rebuild on a version change — skipped: ${skipReason}`, () => {
    it('needs a real broker', () => undefined);
  });
} else {
  describe('Kafka projections (PROJECTION_SOURCE=kafka) on a real broker: a projection whose version changed', () => {
    let stores: Awaited<ReturnType<typeof openStores>>;
    beforeEach(async () => {
      stores = await openStores();
    });
    afterEach(async () => {
      await stores?.close();
    });

    it('is rebuilt from the first event, once, while the unchanged ones go on from where they were', async () => {
      const { events, rows } = stores;
      const transport = createKafkaTransport(realBrokers, 'cairn-rebuild');
      const topic = `cairn-rebuild-${randomUUID()}`;
      const group = `projections-${randomUUID()}`;
      const streams = Array.from({ length: 5 }, () => `hub-${randomUUID()}`);
      const totals = async (model: string): Promise<number[]> => {
        const found = await rows.getMany<Tally>(model, streams);
        return streams.map((id) => found.get(id)?.total ?? 0);
      };
      // The projection service's start in the Kafka profile: rebuild what changed, then consume.
      const startService = async (projections: Projection[]): Promise<KafkaEventConsumer> => {
        await rows.register(projections.map((p) => p.model));
        const rebuilt = await rebuildChangedProjections(events, rows, projections);
        const consumer = transport.consumer(
          rows,
          topic,
          group,
          projectionEffect(rows, projections, rebuilt),
        );
        await consumer.start();
        return consumer;
      };
      const relay: KafkaEventRelay = transport.relay(events, rows, topic);
      await relay.start();

      await appendRounds(events, streams, 3);
      let service = await startService([tally('weighed', 1), tally('counted', 1)]);
      await until(
        async () =>
          (await totals('rm_weighed')).every((n) => n === 3) &&
          (await totals('rm_counted')).every((n) => n === 3),
      );
      await service.stop();

      // Appended while the service is down: the rebuild folds them, and Kafka delivers them too.
      await appendRounds(events, streams, 2);
      service = await startService([tally('weighed', 10, 2), tally('counted', 1)]);
      await appendRounds(events, streams, 1);
      await until(async () => (await totals('rm_counted')).every((n) => n === 6));
      await until(async () => (await totals('rm_weighed')).every((n) => n === 60));
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // a late copy would show now
      await service.stop();

      // Every event weighed once by version 2: none left from version 1, none twice.
      expect(await totals('rm_weighed')).toEqual(streams.map(() => 60));
      expect(await totals('rm_counted')).toEqual(streams.map(() => 6));
      const checkpoints = await rows.checkpoints();
      expect(checkpoints['weighed@version']?.txId).toBe('2');
      expect(checkpoints['weighed@kafka-rebuild']?.txId).toBe('done');
      expect(checkpoints['counted@kafka-rebuild']).toBeUndefined();

      // The next start finds version 2 stored: nothing is rebuilt, nothing skipped afresh.
      service = await startService([tally('weighed', 10, 2), tally('counted', 1)]);
      await appendRounds(events, streams, 1);
      await until(
        async () =>
          (await totals('rm_weighed')).every((n) => n === 70) &&
          (await totals('rm_counted')).every((n) => n === 7),
      );
      await service.stop();
      await relay.stop();
    }, 180_000);
  });
}
