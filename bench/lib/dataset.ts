import { randomUUID } from 'node:crypto';
import { inParallel, type BenchConfig } from './harness';
import { hubEventStream, streamIdOf } from './events';
import { OursStore, PeerStore, recreateDatabase, type BenchStore } from './stores';

/** Events per hub event stream in the large data set: a registration and its review, about 500 bytes each on average. */
export const STREAM_LENGTH = 2;
/** Streams per command when our side loads the data set (one command may append to many streams). */
const STREAMS_PER_COMMAND = 50;

/**
 * Loads `events` events into a fresh database of one side, as fast as each side can
 * (not measured): ours in multi-stream commands, the peer stream by stream, 32 in flight.
 */
export const loadDataset = async (config: BenchConfig, side: 'ours' | 'peer', events: number, suffix = ''): Promise<BenchStore> => {
  const url = await recreateDatabase(config, `${side === 'ours' ? 'cairn_bench' : 'emmett_bench'}${suffix}`);
  const streams = Math.ceil(events / STREAM_LENGTH);
  if (side === 'ours') return fillOurs(await OursStore.open(url), events);
  const store = await PeerStore.open(url);
  await inParallel(streams, 32, async (n) => {
    const uuid = randomUUID();
    await store.append(streamIdOf(uuid), -1, hubEventStream(n, STREAM_LENGTH, uuid));
  });
  return store;
};

/** Our side of the data set, into an open store (PostgreSQL or PGlite). */
export const fillOurs = async (store: OursStore, events: number): Promise<OursStore> => {
  const streams = Math.ceil(events / STREAM_LENGTH);
  await inParallel(Math.ceil(streams / STREAMS_PER_COMMAND), 32, async (c) => {
    const first = c * STREAMS_PER_COMMAND;
    const count = Math.min(STREAMS_PER_COMMAND, streams - first);
    const appends = Array.from({ length: count }, (_, k) => {
      const uuid = randomUUID();
      return { streamId: streamIdOf(uuid), expectedVersion: -1, events: hubEventStream(first + k, STREAM_LENGTH, uuid).map((e) => ({ ...e, id: randomUUID() })) };
    });
    const outcome = await store.events.append({
      commandId: randomUUID(), appends, result: { status: 201, body: null },
      metadata: { actorUuid: '11111111-1111-4111-8111-111111111111', correlationId: 'bench', causationId: null, occurredAt: '2026-01-01T00:00:00.000Z' },
    });
    if (outcome.kind !== 'appended') throw new Error(`loading the data set: ${outcome.kind}`);
  });
  await store.sql.query('vacuum analyze events');
  return store;
};
