import type { BenchStore, ReadBack } from './stores';
import { check, type Side } from './harness';

/**
 * The log checks every scenario runs on both sides: the global read returns each appended event
 * exactly once (count and distinct ids: no gap, no duplicate), and in that read every stream's
 * positions run 0, 1, 2... without a hole or a swap.
 */
export const checkLog = async (
  store: BenchStore,
  side: Side,
  expected: number,
  onEvent?: (e: ReadBack) => void,
): Promise<void> => {
  const ids = new Set<string>();
  const next = new Map<string, number>();
  let misordered = 0;
  const read = await store.readAll(5_000, (events) => {
    for (const e of events) {
      ids.add(e.id);
      const want = next.get(e.streamId) ?? 0;
      if (e.streamPosition !== want) misordered++;
      next.set(e.streamId, e.streamPosition + 1);
      onEvent?.(e);
    }
  });
  check(
    side,
    read === expected,
    `${store.side}: global read returned ${read} events, expected ${expected}`,
  );
  check(side, ids.size === read, `${store.side}: ${read - ids.size} events read twice`);
  check(side, misordered === 0, `${store.side}: ${misordered} events out of stream order`);
};
