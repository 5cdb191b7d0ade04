import { randomUUID } from 'node:crypto';
import type { DomainEvent, StoredEvent } from '@cairn/contracts';
import {
  type Checkpoint,
  type EventStore,
  type SqlClient,
  START,
  compareCheckpoints,
  createPostgresEventStore,
} from '@cairn/infra';
import { ALL_PROJECTIONS } from '@cairn/projection-service';
import type { CrashStore } from './crash-store';
import { compareReadModels, readAllEvents } from './store-audit';
import { ServerProcess, freePort } from './server-process';

export interface ProjectionKillOptions {
  /** Kills that must land while the read models are behind the log (during the catch-up). */
  kills: number;
  /** Registrations copied into the log first, so that a catch-up takes many batches. */
  extraEvents: number;
}

export interface ProjectionKillFigures {
  events: number;
  kills: number;
  /** Kills after which the read models were behind the log: the process died catching up. */
  killsDuringCatchUp: number;
  /** Of those, kills after which some batches were committed: the next start went on from there. */
  killsAfterProgress: number;
  /** Times the read models were dropped again to have something to catch up on. */
  rebuilds: number;
  /** Whole catch-up from zero, measured where the kill is timed (PGlite); 0 where it is watched. */
  catchUpMs: number;
  readModelRows: number;
  readModelMismatches: string[];
  behind: string[];
  durationMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** More history, made of the run's own registrations under new ids, appended through the store's own append. */
export const copyRegistrations = async (
  store: EventStore,
  events: StoredEvent[],
  count: number,
): Promise<void> => {
  const originals = events.filter((e) => e.type === 'CollectedMaterialRegistered');
  if (originals.length === 0) throw new Error('no registrations to copy');
  const { commandId: _commandId, ...metadata } = originals[0].metadata;
  for (let done = 0; done < count;) {
    const appends = Array.from({ length: Math.min(200, count - done) }, (_, i) => {
      const original = originals[(done + i) % originals.length];
      const uuid = randomUUID();
      const event = {
        id: randomUUID(),
        type: original.type,
        data: { ...original.data, uuid },
      } as DomainEvent & { id: string };
      return { streamId: `collectedMaterial-${uuid}`, expectedVersion: -1, events: [event] };
    });
    const outcome = await store.append({
      commandId: `history-${randomUUID()}`,
      appends,
      metadata,
      result: { status: 201, body: null },
    });
    if (outcome.kind !== 'appended') throw new Error(`copying history: ${outcome.kind}`);
    done += appends.length;
  }
};

/**
 * Kills the embedded server (API, projection runner and worker in one process) while its
 * projection runner catches up with the log, at random moments, again and again: each batch's
 * rows and checkpoint commit together, so whatever the moment, the next start goes on from the
 * last committed batch and the read models end up equal to a rebuild from zero.
 */
export const runProjectionKills = async (
  store: CrashStore,
  options: ProjectionKillOptions,
): Promise<ProjectionKillFigures> => {
  const began = Date.now();
  // PGlite's folder takes one process at a time: open it only while no server runs.
  const withSql = async <T>(fn: (sql: SqlClient) => Promise<T>): Promise<T> => {
    const sql = await store.open();
    try {
      return await fn(sql);
    } finally {
      await sql.close();
    }
  };
  await withSql(async (sql) => {
    const log = await createPostgresEventStore(sql, { migrate: false });
    await copyRegistrations(
      log,
      (await readAllEvents(sql, store.dataDir)).events,
      options.extraEvents,
    );
    await log.close();
  });
  const { events, head } = await withSql((sql) => readAllEvents(sql, store.dataDir));
  const reset = () =>
    withSql(async (sql) => {
      await sql.query('delete from read_rows');
      await sql.query('delete from read_totals');
      await sql.query(`delete from projection_checkpoints where name not like 'reactor:%'`);
    });
  // PostgreSQL can be watched while the server runs; PGlite only between runs.
  const watcher = store.engine === 'postgres' ? await store.open() : null;
  const slowestOn = async (sql: SqlClient) => {
    const { rows } = await sql.query<{ name: string; tx_id: string; position: string }>(
      'select name, tx_id, position from projection_checkpoints',
    );
    return ALL_PROJECTIONS.map((p) => rows.find((r) => r.name === p.name))
      .map((r): Checkpoint => (r ? { txId: r.tx_id, position: r.position } : START))
      .reduce((min, cp) => (compareCheckpoints(cp, min) < 0 ? cp : min), head);
  };
  const slowest = () => (watcher ? slowestOn(watcher) : withSql(slowestOn));
  /** Every projection's checkpoint at once: it changes with the first commit of any batch (or lane of one). */
  const marksOn = async (sql: SqlClient) =>
    JSON.stringify(
      (await sql.query('select name, tx_id, position from projection_checkpoints order by name'))
        .rows,
    );

  const server = new ServerProcess(store.env, await freePort());
  const figures: ProjectionKillFigures = {
    events: events.length,
    kills: 0,
    killsDuringCatchUp: 0,
    killsAfterProgress: 0,
    rebuilds: 0,
    catchUpMs: 0,
    readModelRows: 0,
    readModelMismatches: [],
    behind: [],
    durationMs: 0,
  };
  try {
    // Without a watcher the kill is timed: a start with nothing to catch up on, then one from zero.
    let bootMs = 0;
    if (!watcher) {
      await server.start();
      await server.stop();
      await reset();
      await server.start();
      await server.stop();
      bootMs = server.startTimes[0];
      figures.catchUpMs = Math.max(server.startTimes[1] - bootMs, 200);
    }

    for (
      let round = 0;
      figures.killsDuringCatchUp < options.kills && round < options.kills * 4;
      round++
    ) {
      if (compareCheckpoints(await slowest(), head) >= 0) {
        await reset();
        figures.rebuilds++;
      }
      const before = await slowest();
      await server.start(false);
      if (watcher) {
        // Once this start has committed its first batch the catch-up is under way; kill within it
        // (a catch-up of thousands of events takes a second or less: the moment is chosen in ms).
        const marks = await marksOn(watcher);
        const until = Date.now() + 30_000;
        while (server.running && Date.now() < until && (await marksOn(watcher)) === marks)
          await sleep(5);
        await sleep(Math.random() * 60);
      } else {
        await sleep(bootMs * 0.8 + Math.random() * (figures.catchUpMs * 0.9 + bootMs * 0.2));
      }
      await server.kill();
      const after = await slowest();
      if (compareCheckpoints(after, head) < 0) {
        figures.killsDuringCatchUp++;
        if (compareCheckpoints(after, before) > 0) figures.killsAfterProgress++;
      }
    }
    figures.kills = server.kills;
    await server.start();
    await server.stop();
    const compared = await withSql((sql) => compareReadModels(sql, events));
    figures.readModelRows = compared.rows;
    figures.readModelMismatches = compared.mismatches;
    const end = await slowest();
    if (compareCheckpoints(end, head) < 0) figures.behind.push(JSON.stringify(end));
    figures.durationMs = Date.now() - began;
    return figures;
  } finally {
    await server.kill();
    await watcher?.close();
  }
};
