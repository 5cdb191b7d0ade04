import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { START, type EventStore, type ReadStore } from '@cairn/infra';
import { foldRows } from '../projection';
import { hubListProjection } from '../hubs/hub-list.projection';
import { usersProjection } from '../users/users.projection';
import { ProjectionRunner } from './projection-runner';
import { AT as at, runnerFixtures } from './runner.fixtures';

let fx: Awaited<ReturnType<typeof runnerFixtures>>;
let events: EventStore;
let rows: ReadStore;
beforeEach(async () => {
  fx = await runnerFixtures();
  ({ events, rows } = fx);
});
afterEach(() => fx.close());

const append: typeof fx.append = (...args) => fx.append(...args);
const seed = (hubs: number) => fx.seed(hubs);
const allEvents = () => fx.allEvents();
const rowsOf = (model: string) => fx.rowsOf(model);

describe('projection runner', () => {
  it('makes every read model equal to a fold of the events, in batches', async () => {
    await seed(30);
    const runner = new ProjectionRunner(events, rows, [hubListProjection, usersProjection], {
      batchSize: 7,
    });
    await runner.init();
    expect(await runner.catchUp()).toBe(75);
    const log = await allEvents();
    expect(await rowsOf('hubs')).toEqual(foldRows(hubListProjection, log));
    expect(await rowsOf('users')).toEqual(foldRows(usersProjection, log));
  });

  it('rebuilds one projection from zero while the other keeps its rows and checkpoint', async () => {
    await seed(10);
    const runner = new ProjectionRunner(events, rows, [hubListProjection, usersProjection]);
    await runner.init();
    await runner.catchUp();
    const usersCheckpoint = (await rows.checkpoints()).users;
    await rows.reset('hubs', ['hubs']);
    expect((await rows.list('hubs')).length).toBe(0);
    const again = new ProjectionRunner(events, rows, [hubListProjection, usersProjection]);
    await again.init();
    await again.catchUp();
    expect(await rowsOf('hubs')).toEqual(foldRows(hubListProjection, await allEvents()));
    expect((await rows.checkpoints()).users).toEqual(usersCheckpoint);
  });

  it('rebuilds from zero with rows changed many batches after they were written, beside a projection that goes on', async () => {
    // A rebuild skips the store for rows it never wrote (fresh-rows.ts): rows it did write, and
    // rows of a projection that did not start from zero, must still be read back.
    await seed(12);
    const runner = new ProjectionRunner(events, rows, [hubListProjection, usersProjection], {
      batchSize: 3,
    });
    await runner.init();
    await runner.catchUp();
    const log = await allEvents();
    const hubs = log.filter((e) => e.type === 'HubCreated').map((e) => e.streamId);
    for (const stream of hubs.filter((_, i) => i % 2 === 1))
      await append(stream, 0, { type: 'HubPaused', data: { uuid: stream.slice(4), at } });
    for (const user of log.filter((e) => e.type === 'UserRegistered'))
      await append(user.streamId, 0, {
        type: 'UserSuspended',
        data: { uuid: user.streamId.slice(5), at },
      });
    await rows.reset('hubs', ['hubs']);
    const again = new ProjectionRunner(events, rows, [hubListProjection, usersProjection], {
      batchSize: 3,
    });
    await again.init();
    await again.catchUp();
    const all = await allEvents();
    expect(await rowsOf('hubs')).toEqual(foldRows(hubListProjection, all));
    expect(await rowsOf('users')).toEqual(foldRows(usersProjection, all));
    expect(
      [...(await rowsOf('hubs')).values()].every(
        (hub) => (hub as unknown as { state: string }).state === 'PAUSED',
      ),
    ).toBe(true);
  });

  it('refuses a catch-up beside its live loop, which would fold the same events twice', async () => {
    await seed(2);
    const runner = new ProjectionRunner(events, rows, [hubListProjection]);
    await runner.init();
    runner.start();
    await expect(runner.catchUp()).rejects.toThrow('waitForLatest');
    expect(await runner.waitForLatest(10_000)).toBe(true);
    await runner.stop();
    expect(await rowsOf('hubs')).toEqual(foldRows(hubListProjection, await allEvents()));
  });

  it('rebuilds a read model made by another version of its projection, once', async () => {
    await seed(6);
    const old = new ProjectionRunner(events, rows, [hubListProjection, usersProjection]);
    await old.init();
    await old.catchUp();
    // What the old code left: a row the new code would not make.
    await rows.commit([{ model: 'hubs', id: 'left-by-v1', row: { uuid: 'left-by-v1' } }], {});
    const usersCheckpoint = (await rows.checkpoints()).users;

    const next = (hubListProjection.version ?? 1) + 1;
    const upgraded = [{ ...hubListProjection, version: next }, usersProjection];
    const first = new ProjectionRunner(events, rows, upgraded);
    await first.init();
    expect(await first.catchUp()).toBe(15); // the whole log again: hubs starts from the first event
    expect(await rowsOf('hubs')).toEqual(foldRows(hubListProjection, await allEvents()));
    expect((await rows.checkpoints()).users).toEqual(usersCheckpoint);

    // The next start finds that version stored: nothing is rebuilt again.
    const again = new ProjectionRunner(events, rows, upgraded);
    await again.init();
    expect(await again.catchUp()).toBe(0);
    expect((await rows.checkpoints())['hubs@version']).toMatchObject({ txId: String(next) });
  });

  it('processes nothing twice after a restart, and follows new events live', async () => {
    await seed(4);
    const first = new ProjectionRunner(events, rows, [hubListProjection]);
    await first.init();
    await first.catchUp();
    const restarted = new ProjectionRunner(events, rows, [hubListProjection]);
    await restarted.init();
    expect(await restarted.catchUp()).toBe(0);
    restarted.start();
    await seed(1);
    const target = (await events.readAll(START, 1000)).checkpoint;
    expect(await restarted.waitFor(target, 5000)).toBe(true);
    await restarted.stop();
    expect(await rowsOf('hubs')).toEqual(foldRows(hubListProjection, await allEvents()));
  });
});
