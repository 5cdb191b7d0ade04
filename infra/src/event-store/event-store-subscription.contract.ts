import type { StoredEvent } from '@cairn/contracts';
import { expect, it } from 'vitest';
import {
  compareCheckpoints,
  START,
  type Checkpoint,
  type EventStore,
  type StreamAppend,
} from './event-store.port';
import {
  appendOne,
  appendRequest,
  events,
  sleep,
  streamId,
  type EventStoreContractContext,
} from './event-store.contract-fixtures';

const WRITERS = 8;
const APPENDS_PER_WRITER = 50;

/** Every append a writer will make, fixed up front so the expected total is known. */
const plan = (streams: string[]): StreamAppend[][][] =>
  Array.from({ length: WRITERS }, (_, writer) =>
    Array.from({ length: APPENDS_PER_WRITER }, (_, i) => {
      const pick = (offset: number) => streams[(writer * 7 + i * 3 + offset) % streams.length];
      // Every fifth append spans two streams, to mix multi-stream transactions in.
      const targets = i % 5 === 0 ? [pick(0), pick(1)] : [pick(0)];
      return targets.map((id) => ({
        streamId: id,
        expectedVersion: 'any' as const,
        events: events(1 + (i % 2)),
      }));
    }),
  );

const readEverything = async (
  store: EventStore,
  keep: (e: StoredEvent) => boolean,
): Promise<string[]> => {
  const ids: string[] = [];
  for (let checkpoint = START; ;) {
    const batch = await store.readAll(checkpoint, 100);
    if (batch.events.length === 0) return ids;
    ids.push(...batch.events.filter(keep).map((e) => e.id));
    checkpoint = batch.checkpoint;
  }
};

/** Live delivery: waitForAppend, subscribe, and the gap-safe order under concurrent writers. */
export const subscriptionContractTests = (ctx: EventStoreContractContext): void => {
  it('wakes waitForAppend on an append, on abort, and after maxWaitMs', async () => {
    let started = Date.now();
    await ctx.store.waitForAppend(80);
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);

    const woken = ctx.store.waitForAppend(10_000);
    started = Date.now();
    await appendOne(ctx.store, streamId(), -1);
    await woken;
    expect(Date.now() - started).toBeLessThan(2_000);

    const controller = new AbortController();
    const aborted = ctx.store.waitForAppend(10_000, controller.signal);
    started = Date.now();
    controller.abort();
    await aborted;
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('wakes waitForAppend when another instance appends', async (test) => {
    const { openAnother } = ctx.harness;
    if (!openAnother) return test.skip('no second instance on this engine');
    const other = await openAnother.call(ctx.harness);
    await ctx.store.waitForAppend(1); // the first wait sets up listening
    const woken = ctx.store.waitForAppend(10_000);
    const started = Date.now();
    await appendOne(other, streamId(), -1);
    await woken;
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('rejects subscribe when the handler throws and stops it on abort', async () => {
    await appendOne(ctx.store, streamId(), -1);
    await expect(
      ctx.store.subscribe(START, async () => {
        throw new Error('handler failed');
      }),
    ).rejects.toThrow('handler failed');

    const controller = new AbortController();
    const sizes: number[] = [];
    const running = ctx.store.subscribe(
      START,
      async (batch) => {
        sizes.push(batch.events.length);
        if (sizes.length === 3) controller.abort();
      },
      { batchSize: 1, signal: controller.signal },
    );
    await running;
    expect(sizes).toEqual([1, 1, 1]);

    const idle = new AbortController();
    const { checkpoint } = await ctx.store.readAll(START, 100_000);
    const waiting = ctx.store.subscribe(checkpoint, async () => undefined, { signal: idle.signal });
    setTimeout(() => idle.abort(), 50);
    await waiting;
  });

  it('delivers every event exactly once, in one order, while many writers commit out of order', async () => {
    const prefix = `race${Date.now().toString(36)}`;
    const streams = Array.from({ length: 12 }, () => streamId(prefix));
    const work = plan(streams);
    const expected = work.flat(2).reduce((sum, append) => sum + append.events.length, 0);

    const received: StoredEvent[] = [];
    const checkpoints: Checkpoint[] = [];
    const controller = new AbortController();
    const subscription = ctx.store.subscribe(
      START,
      async (batch) => {
        checkpoints.push(batch.checkpoint);
        received.push(...batch.events.filter((e) => e.streamId.startsWith(prefix)));
        if (received.length >= expected) controller.abort();
      },
      { batchSize: 37, signal: controller.signal },
    );

    const appended: string[] = [];
    await Promise.all(
      work.map(async (appends) => {
        for (const append of appends) {
          const outcome = await ctx.store.append(appendRequest(append));
          if (outcome.kind !== 'appended') throw new Error(`writer got ${outcome.kind}`);
          appended.push(...outcome.events.map((e) => e.id));
          await sleep(Math.random() * 3);
        }
      }),
    );
    const deadline = setTimeout(() => controller.abort(), 10_000);
    await subscription;
    clearTimeout(deadline);

    const ids = received.map((e) => e.id);
    expect(appended).toHaveLength(expected);
    expect(new Set(ids).size).toBe(ids.length); // no duplicates
    expect([...ids].sort()).toEqual([...appended].sort()); // nothing missed
    for (let i = 1; i < checkpoints.length; i++)
      expect(compareCheckpoints(checkpoints[i - 1], checkpoints[i])).toBe(-1);
    for (const id of streams) {
      const positions = received.filter((e) => e.streamId === id).map((e) => e.streamPosition);
      expect(positions).toEqual(positions.map((_, i) => i)); // each stream in order, no gaps
    }
    expect(await readEverything(ctx.store, (e) => e.streamId.startsWith(prefix))).toEqual(ids);
  }, 30_000);

  it('counts the events readAll would still return after a checkpoint', async () => {
    const before = await ctx.store.readAll(START, 1_000_000);
    const prefix = `count${Date.now().toString(36)}`;
    await appendOne(ctx.store, streamId(prefix), 'any', 3);
    await appendOne(ctx.store, streamId(prefix), 'any', 2);
    expect(await ctx.store.countAfter(before.checkpoint)).toBe(5);
    const all = await ctx.store.readAll(before.checkpoint, 1_000);
    expect(await ctx.store.countAfter(all.checkpoint)).toBe(0);
    expect(
      await ctx.store.countAfter((await ctx.store.readAll(before.checkpoint, 2)).checkpoint),
    ).toBe(3);
  });
};
