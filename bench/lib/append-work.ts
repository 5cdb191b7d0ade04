import { randomUUID } from 'node:crypto';
import { check, inParallel, now, perSecond, type Side } from './harness';
import { hubEventStream, streamEvent, streamIdOf } from './events';
import type { BenchStore } from './ours.store';

export type Work = (
  store: BenchStore,
  side: Side,
) => Promise<{ count: number; events: number; extra?: Record<string, number> }>;

/** Appends `count` batches of `size` events to one stream, one after the other, each with its expected version. */
export const sequential =
  (count: number, size: number): Work =>
  async (store, side) => {
    const stream = streamIdOf(randomUUID());
    let version = -1;
    for (let i = 0; i < count; i++) {
      const outcome = await store.append(
        stream,
        version,
        Array.from({ length: size }, (_, k) => streamEvent(i * size + k)),
      );
      check(side, outcome === 'ok', `${store.side}: unexpected conflict`);
      version += size;
    }
    return { count, events: count * size };
  };

/** `count` appends of `size` events, 64 in flight, each writer on its own 16 streams (no conflicts by design). */
export const concurrent =
  (count: number, size: number): Work =>
  async (store, side) => {
    const streams = Array.from({ length: 64 }, () =>
      Array.from({ length: 16 }, () => ({ id: streamIdOf(randomUUID()), version: -1 })),
    );
    await inParallel(count, 64, async (i, worker) => {
      const stream = streams[worker][i % 16];
      const outcome = await store.append(stream.id, stream.version, hubEventStream(i, size));
      check(side, outcome === 'ok', `${store.side}: unexpected conflict`);
      stream.version += size;
    });
    return { count, events: count * size };
  };

/** 8 writers race on one stream; a loser re-reads the version and tries again. */
export const contended =
  (successes: number): Work =>
  async (store) => {
    const stream = streamIdOf(randomUUID());
    let won = 0;
    let conflicts = 0;
    const started = now();
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        let version = await store.version(stream);
        while (won < successes) {
          if ((await store.append(stream, version, [streamEvent(won)])) === 'ok') {
            won++;
            version++;
          } else {
            conflicts++;
            version = await store.version(stream);
          }
        }
      }),
    );
    return { count: won, events: won, extra: { 'conflicts/s': perSecond(conflicts, started) } };
  };
