import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { foldRows } from '../projection';
import { hubListProjection } from '../hubs/hub-list.projection';
import { usersProjection } from '../users/users.projection';
import { ProjectionRunner } from './projection-runner';
import { ProjectionRebuilds, shadowOf } from './projection-rebuilds';
import { buildSnapshot, openSnapshot } from './projection-snapshots';
import { runnerFixtures } from './runner.fixtures';

let fx: Awaited<ReturnType<typeof runnerFixtures>>;
/** Runners a test started: stopped before the store closes, also when the test failed half-way. */
let started: Array<{ live: ProjectionRunner; rebuilds: ProjectionRebuilds }> = [];
beforeEach(async () => {
  fx = await runnerFixtures();
});
afterEach(async () => {
  for (const { live, rebuilds } of started) {
    await rebuilds.stop();
    await live.stop();
  }
  started = [];
  await fx.close();
});

const PROJECTIONS = [hubListProjection, usersProjection];
const total = async () =>
  (await fx.rows.search('hubs', { page: 0, size: 5, filters: [] })).pagination.total;

const liveRunner = async (projections = PROJECTIONS) => {
  const live = new ProjectionRunner(fx.events, fx.rows, projections, { onOutdated: 'pause' });
  const outdated = await live.init();
  await live.catchUp();
  live.start();
  const rebuilds = new ProjectionRebuilds(fx.events, fx.rows, live, projections, { batchSize: 7 });
  started.push({ live, rebuilds });
  return { live, outdated, rebuilds };
};

describe('blue/green rebuilds', () => {
  it('serves the old rows until the swap, never an empty or partial model, then rows equal to a fold', async () => {
    await fx.seed(40);
    const { live, rebuilds } = await liveRunner();
    const before = await total();
    expect(before).toBe(40);
    rebuilds.start('hubs');
    const seen: number[] = [];
    while (rebuilds.progress('hubs')?.state === 'REBUILDING') {
      seen.push(await total());
      // PGlite answers in microtasks: let the rebuild's own turns of the event loop come.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([40]));
    expect(rebuilds.progress('hubs')).toMatchObject({ state: 'DONE', done: 100 });
    await live.stop();
    expect(await fx.rowsOf('hubs')).toEqual(foldRows(hubListProjection, await fx.allEvents()));
    expect(await fx.rows.list(shadowOf(hubListProjection).model.name)).toEqual([]);
    expect((await fx.rows.checkpoints())[shadowOf(hubListProjection).name]).toBeUndefined();
  });

  it('keeps commands landing during a rebuild: the swapped-in model has them too', async () => {
    await fx.seed(20);
    const { live, rebuilds } = await liveRunner();
    rebuilds.start('hubs');
    await fx.seed(5);
    await rebuilds.settled('hubs');
    await fx.seed(2);
    expect(await live.waitForLatest(10_000)).toBe(true);
    await live.stop();
    expect(await fx.rowsOf('hubs')).toEqual(foldRows(hubListProjection, await fx.allEvents()));
    expect(await total()).toBe(27);
  });

  it('rebuilds a projection whose version changed at start beside the old rows, which serve until the swap', async () => {
    await fx.seed(10);
    const old = new ProjectionRunner(fx.events, fx.rows, PROJECTIONS);
    await old.init();
    await old.catchUp();
    await fx.rows.commit([{ model: 'hubs', id: 'left-by-v1', row: { uuid: 'left-by-v1' } }], {});
    const upgraded = [
      { ...hubListProjection, version: (hubListProjection.version ?? 1) + 1 },
      usersProjection,
    ];
    const { live, outdated, rebuilds } = await liveRunner(upgraded);
    expect(outdated).toEqual(['hubs']);
    expect(live.isPaused('hubs')).toBe(true);
    expect(await total()).toBe(11); // the old rows still serve
    await rebuilds.resume(outdated);
    expect((await rebuilds.settled('hubs'))?.state).toBe('DONE');
    await live.stop();
    expect(await fx.rowsOf('hubs')).toEqual(foldRows(hubListProjection, await fx.allEvents()));
    expect((await fx.rows.checkpoints())['hubs@version']).toMatchObject({
      txId: String(upgraded[0].version),
    });
    // The next start finds the version stored: nothing to rebuild.
    const again = new ProjectionRunner(fx.events, fx.rows, upgraded, { onOutdated: 'pause' });
    expect(await again.init()).toEqual([]);
  });

  it('resumes a rebuild a crash interrupted, from the shadow’s checkpoint, while the old model served', async () => {
    await fx.seed(30);
    const { live } = await liveRunner();
    // A crash in the middle: the shadow holds part of the log, committed with its checkpoint.
    const crashed = new ProjectionRunner(fx.events, fx.rows, [shadowOf(hubListProjection)], {
      batchSize: 10,
      shadow: true,
    });
    await crashed.init();
    const abort = new AbortController();
    await expect(
      crashed.catchUp((done) => {
        if (done >= 20) abort.abort();
      }, abort.signal),
    ).rejects.toThrow();
    expect((await fx.rows.list(shadowOf(hubListProjection).model.name)).length).toBeGreaterThan(0);
    expect(await total()).toBe(30);
    await live.stop();

    const restarted = await liveRunner();
    await restarted.rebuilds.resume(restarted.outdated);
    const progress = await restarted.rebuilds.settled('hubs');
    expect(progress).toMatchObject({ state: 'DONE', reason: 'resumed' });
    expect(progress!.done).toBeLessThan(75);
    await restarted.live.stop();
    expect(await fx.rowsOf('hubs')).toEqual(foldRows(hubListProjection, await fx.allEvents()));
  });

  it('rebuilds several read models from one read of the log, each swapped in', async () => {
    await fx.seed(15);
    const { live, rebuilds } = await liveRunner();
    const group = rebuilds.startGroup(['hubs', 'users']);
    expect(rebuilds.progress('users')).toBe(group);
    expect(rebuilds.start('hubs')).toBe(group); // under way: answered, not started again
    await rebuilds.settled('hubs');
    await live.stop();
    const log = await fx.allEvents();
    expect(group).toMatchObject({ state: 'DONE', done: log.length });
    expect(await fx.rowsOf('hubs')).toEqual(foldRows(hubListProjection, log));
    expect(await fx.rowsOf('users')).toEqual(foldRows(usersProjection, log));
  });

  it('cancels a rebuild: the shadow is dropped and the live model stays', async () => {
    await fx.seed(30);
    const { live, rebuilds } = await liveRunner();
    rebuilds.start('hubs');
    expect(await rebuilds.cancel('hubs')).toBe(true);
    expect(rebuilds.progress('hubs')?.state).toBe('CANCELLED');
    await live.stop();
    expect(await fx.rows.list(shadowOf(hubListProjection).model.name)).toEqual([]);
    expect(await total()).toBe(30);
  });
});

describe('snapshots to a point in time', () => {
  it('hold exactly the rows of the events up to the instant, and leave the live model alone', async () => {
    await fx.seed(4, '2026-10-01T00:00:00.000Z');
    await fx.seed(3, '2026-10-20T00:00:00.000Z');
    const { live } = await liveRunner();
    const log = await fx.allEvents();
    const snapshot = await buildSnapshot(
      fx.events,
      fx.rows,
      hubListProjection,
      'october-10',
      '2026-10-10T00:00:00.000Z',
      () => new Date(),
    );
    expect(snapshot).toMatchObject({ rows: 4, events: 10 });
    const before = log.filter((e) => e.metadata.occurredAt <= '2026-10-10T00:00:00.000Z');
    const reopened = await openSnapshot(fx.rows, PROJECTIONS, 'october-10');
    const page = await fx.rows.search<{ uuid: string }>(reopened!.model, {
      page: 0,
      size: 100,
      filters: [],
    });
    expect(new Map(page.items.map((r) => [r.uuid, r]))).toEqual(
      foldRows(hubListProjection, before),
    );
    // By global position: up to the 5th event of the log.
    const byPosition = await buildSnapshot(
      fx.events,
      fx.rows,
      usersProjection,
      'first-five',
      log[4].globalPosition,
      () => new Date(),
    );
    expect(byPosition.rows).toBe(
      foldRows(
        usersProjection,
        log.filter((e) => BigInt(e.globalPosition) <= BigInt(log[4].globalPosition)),
      ).size,
    );
    expect(await total()).toBe(7);
    await live.stop();
  });
});
