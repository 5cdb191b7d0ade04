import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Folds } from '../lib/fold-check';
import {
  alternate,
  inParallel,
  median,
  msSince,
  now,
  type BenchConfig,
  type RunSpec,
  type ScenarioResult,
} from '../lib/harness';
import { streamEvent, streamIdOf } from '../lib/events';
import { recreateDatabase } from '../lib/stores';

/**
 * The machine's ceilings (issue 38): what the plain `pg` driver does with the same rows and no
 * Cairn code. Each runs right after the scenario it bounds, in the same process, so both meet the
 * same load; the bounded row then says its share of the limit.
 */

/** An events row of the same size as one our store appends (its columns, its indexes, its JSON). */
const LIMIT_TABLE = `create table limit_events (
    global_position bigserial primary key,
    stream_id text not null,
    stream_position int not null,
    id uuid not null unique,
    type text not null,
    data jsonb not null,
    metadata jsonb not null,
    created_at timestamptz not null default now(),
    unique (stream_id, stream_position)
  )`;
const INSERT = {
  name: 'limit-insert',
  text: `insert into limit_events (stream_id, stream_position, id, type, data, metadata)
         values ($1, $2, $3, $4, $5, $6)`,
};
const METADATA = JSON.stringify({
  actorUuid: '11111111-1111-4111-8111-111111111111',
  correlationId: 'bench',
  causationId: null,
  occurredAt: '2026-01-01T00:00:00.000Z',
});

/**
 * `count` single-row inserts, each its own commit (autocommit), `inFlight` at once on a pool of
 * `connections` (the size of our store's pool, so the ceiling has the same connections).
 */
export const plainInserts = (
  config: BenchConfig,
  count: number,
  inFlight: number,
  connections = 16,
): RunSpec => ({
  run: async () => {
    const url = await recreateDatabase(config, 'cairn_bench_limit');
    const pool = new pg.Pool({ connectionString: url, max: Math.min(inFlight, connections) });
    try {
      await pool.query(LIMIT_TABLE);
      const streams = Array.from({ length: inFlight }, () => ({
        id: streamIdOf(randomUUID()),
        at: 0,
      }));
      const started = now();
      await inParallel(count, inFlight, async (i, worker) => {
        const stream = streams[worker];
        const e = streamEvent(i);
        await pool.query({
          ...INSERT,
          values: [stream.id, stream.at++, randomUUID(), e.type, JSON.stringify(e.data), METADATA],
        });
      });
      return count / (msSince(started) / 1000);
    } finally {
      await pool.end();
    }
  },
});

const ROWS_TABLE = `create table if not exists limit_rows (
    model text not null, id text not null, data jsonb not null, primary key (model, id))`;
/** The rows as one JSON parameter, as our commit sends them: an array parameter of jsonb costs more to encode. */
const UPSERT = {
  name: 'limit-upsert',
  text: `insert into limit_rows (model, id, data)
         select model, id, data from jsonb_to_recordset($1::jsonb) as x(model text, id text, data jsonb)
         on conflict (model, id) do update set data = excluded.data`,
};
const LANES = 2;

/**
 * LIMIT-R2: the least any rebuild must do, in plain SQL: read every event of the log in batches
 * (keyset by global position, the batch size of our rebuild; the JSON as text, not parsed) and
 * write each final read-model row once with multi-row upserts, in two lanes as our rebuild commits,
 * the next batch read while the last one is written. The rows are the fold's, spread over the
 * batches in proportion; the fold itself is not timed (it is the projections' code, not the
 * database's work).
 */
export const plainRebuild = (
  url: string,
  expected: number,
  folds: Promise<Folds>,
  batch = 5_000,
): RunSpec => ({
  run: async (side) => {
    const rows: Array<{ model: string; id: string; data: object }> = [];
    for (const [model, byId] of (await folds).rows)
      for (const [id, data] of byId) rows.push({ model, id, data });
    const pool = new pg.Pool({ connectionString: url, max: 1 + LANES });
    try {
      await pool.query(ROWS_TABLE);
      await pool.query('truncate limit_rows');
      const perEvent = rows.length / Math.max(1, expected);
      const started = now();
      let read = 0;
      let written = 0;
      let after = '0';
      let writing: Promise<unknown> = Promise.resolve();
      for (;;) {
        const { rows: events } = await pool.query<{ p: string }>({
          name: 'limit-read',
          text: `select global_position::text as p, stream_id, stream_position, type, data::text, metadata::text
                   from events where global_position > $1 order by global_position limit $2`,
          values: [after, batch],
        });
        if (events.length === 0) break;
        after = events[events.length - 1].p;
        read += events.length;
        const upTo =
          events.length < batch ? rows.length : Math.min(rows.length, Math.round(read * perEvent));
        const slice = rows.slice(written, upTo);
        written = upTo;
        await writing;
        const lanes = Array.from({ length: LANES }, (_, lane) =>
          slice.filter((_, i) => i % LANES === lane),
        ).filter((lane) => lane.length > 0);
        writing = Promise.all(
          lanes.map((lane) => pool.query({ ...UPSERT, values: [JSON.stringify(lane)] })),
        );
      }
      await writing;
      const rate = read / (msSince(started) / 1000);
      if (read !== expected) side.failures.push(`limit: read ${read} events, expected ${expected}`);
      side.ok &&= read === expected;
      return rate;
    } finally {
      await pool.end();
    }
  },
});

/** Runs a limit right after what it bounds (same process, same minute), as its own row. */
export const limitRow = async (
  config: BenchConfig,
  id: string,
  title: string,
  unit: string,
  spec: RunSpec,
): Promise<ScenarioResult> => {
  config.log(`${id} ${title}`);
  const { ours } = await alternate(config, spec, null);
  return {
    id,
    title,
    unit,
    higherIsBetter: true,
    ours,
    peer: null,
    note: 'plain pg driver, no Cairn code: the ceiling of the rows that name it',
  };
};

/** Adds "share of LIMIT-x" to a bounded row: its median as a percentage of the limit's median. */
export const shareOf = (bounded: ScenarioResult, limit: ScenarioResult): void => {
  const share = median(bounded.ours.runs) / median(limit.ours.runs);
  bounded.extra = { ...bounded.extra, [`share of ${limit.id}`]: `${Math.round(share * 100)} %` };
};
