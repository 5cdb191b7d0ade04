import { randomUUID } from 'node:crypto';
import { inParallel, type BenchConfig } from './harness';
import { hubEventStream, streamIdOf } from './events';
import { OursStore, PeerStore, recreateDatabase, type BenchStore } from './stores';
import { fillOurs, STREAM_LENGTH } from './ours.dataset';

export { fillOurs, STREAM_LENGTH } from './ours.dataset';

/**
 * Loads `events` events into a fresh database of one side, as fast as each side can
 * (not measured): ours in multi-stream commands, the peer stream by stream, 32 in flight.
 */
export const loadDataset = async (
  config: BenchConfig,
  side: 'ours' | 'peer',
  events: number,
  suffix = '',
): Promise<BenchStore> => {
  const url = await recreateDatabase(
    config,
    `${side === 'ours' ? 'cairn_bench' : 'emmett_bench'}${suffix}`,
  );
  const streams = Math.ceil(events / STREAM_LENGTH);
  if (side === 'ours') return fillOurs(await OursStore.open(url), events);
  const store = await PeerStore.open(url);
  await inParallel(streams, 32, async (n) => {
    const uuid = randomUUID();
    await store.append(streamIdOf(uuid), -1, hubEventStream(n, STREAM_LENGTH, uuid));
  });
  return store;
};
