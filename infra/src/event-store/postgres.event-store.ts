import type { StoredEvent } from '@cairn/contracts';
import type { SqlClient } from '../sql/sql-client.port';
import {
  sqlErrorOf,
  SQL_DEADLOCK_DETECTED,
  SQL_SERIALIZATION_FAILURE,
  SQL_UNIQUE_VIOLATION,
} from '../sql/sql.errors';
import type {
  AppendOutcome,
  AppendRequest,
  Checkpoint,
  CommandResult,
  EventStore,
  GlobalBatch,
} from './event-store.port';
import { AppendNotifier } from './append.notifier';
import { EVENT_COLUMNS, toStoredEvent, type EventRow } from './event-row.mapper';
import { appendBatchStatement, validateAppend } from './postgres.event-appender';
import { AppendBatcher, type Settled } from './append.batcher';
import { migrateEventStore } from './postgres.event-store.migration';
import { readBoundOf } from './read-bound.sql';

export interface PostgresEventStoreOptions {
  /** Run migrate() when created through createPostgresEventStore (default true). */
  migrate?: boolean;
  /** NOTIFY channel shared by every process on the database. */
  channel?: string;
  /** Idle wait of subscribe() between polls when no wake-up comes (ms). */
  idleWaitMs?: number;
  /** Test hook: runs inside each append transaction just before COMMIT, to widen race windows. */
  beforeCommit?: () => Promise<void>;
  /** Append batches under way at once (default 2: one per core of the bench machine). */
  appendLanes?: number;
}

const DEFAULT_CHANNEL = 'cairn_events';
const DEFAULT_BATCH_SIZE = 500;
/** Bounds of one append batch: enough to fill a round trip, small enough to keep its latency low. */
const MAX_BATCH_COMMANDS = 256;
/**
 * PGlite keeps every byte of WebAssembly memory a large statement once needed (bench E1-mem), and
 * it has no round trip to save: its batches stay small.
 */
const maxBatchEvents = (sql: SqlClient): number => (sql.driver === 'pglite' ? 1_000 : 4_000);
/** A second batch starts beside a running one only once this many commands wait (bench A3). */
const MIN_COMMANDS_BESIDE = 16;

/**
 * The event store on PostgreSQL (pg or PGlite) through SqlClient. It does not own the
 * SqlClient: close() stops its own listeners and subscriptions; the creator closes the client.
 */
export class PostgresEventStore implements EventStore {
  private readonly notifier: AppendNotifier;
  private readonly idleWaitMs: number;
  private readonly batcher: AppendBatcher<AppendRequest, AppendOutcome>;
  private closed = false;
  /** The read bound's condition (none on PGlite: readBoundOf). */
  private readonly readBound: string;

  constructor(
    private readonly sql: SqlClient,
    private readonly options: PostgresEventStoreOptions = {},
  ) {
    this.notifier = new AppendNotifier(sql, options.channel ?? DEFAULT_CHANNEL);
    this.idleWaitMs = options.idleWaitMs ?? 250;
    this.readBound = readBoundOf(sql);
    this.batcher = new AppendBatcher((requests) => this.runBatch(requests), {
      lanes: options.appendLanes ?? 2,
      maxItems: MAX_BATCH_COMMANDS,
      minItemsBeside: MIN_COMMANDS_BESIDE,
      weigh: (request) => request.appends.reduce((n, a) => n + a.events.length, 0),
      maxWeight: maxBatchEvents(sql),
    });
  }

  migrate(): Promise<void> {
    return migrateEventStore(this.sql);
  }

  append(request: AppendRequest): Promise<AppendOutcome> {
    validateAppend(request);
    return this.submit(request, true);
  }

  async findCommandResult(commandId: string): Promise<CommandResult | null> {
    const { rows } = await this.sql.query<{ result: CommandResult }>(
      'select result from command_results where command_id = $1',
      [commandId],
      { prepare: true },
    );
    return rows[0]?.result ?? null;
  }

  async readStream(
    streamId: string,
    options: { fromPosition?: number; limit?: number } = {},
  ): Promise<StoredEvent[]> {
    const { rows } = await this.sql.query<EventRow>(
      `select ${EVENT_COLUMNS} from events where stream_id = $1 and stream_position >= $2::int
       order by events.stream_position limit $3::int`,
      [streamId, options.fromPosition ?? 0, options.limit ?? null],
      // Prepared: planned once per connection (a stream read is on every command's path).
      { prepare: true },
    );
    return rows.map(toStoredEvent);
  }

  async readAll(after: Checkpoint, limit: number): Promise<GlobalBatch> {
    if (!Number.isInteger(limit) || limit < 1)
      throw new Error(`readAll limit must be a positive integer, got ${limit}`);
    // Only up to the read bound (read-bound.sql.ts): an event whose transaction may still commit
    // has a greater transaction id than anything returned, so it is never skipped.
    // ORDER BY names the table: unqualified, it would sort by the text aliases of EVENT_COLUMNS.
    const { rows } = await this.sql.query<EventRow>(
      `select ${EVENT_COLUMNS} from events
       where (transaction_id, global_position) > ($1::xid8, $2::bigint)
         ${this.readBound}
       order by events.transaction_id, events.global_position
       limit $3::int`,
      [after.txId, after.position, limit],
      { prepare: true },
    );
    const last = rows[rows.length - 1];
    return {
      events: rows.map(toStoredEvent),
      checkpoint: last ? { txId: last.transaction_id, position: last.global_position } : after,
    };
  }

  async countAfter(after: Checkpoint): Promise<number> {
    const { rows } = await this.sql.query<{ n: number }>(
      `select count(*)::int as n from events
       where (transaction_id, global_position) > ($1::xid8, $2::bigint) ${this.readBound}`,
      [after.txId, after.position],
      { prepare: true },
    );
    return rows[0]?.n ?? 0;
  }

  waitForAppend(maxWaitMs: number, signal?: AbortSignal): Promise<void> {
    return this.notifier.wait(maxWaitMs, signal);
  }

  async subscribe(
    from: Checkpoint,
    handler: (batch: GlobalBatch) => Promise<void>,
    options: { batchSize?: number; signal?: AbortSignal } = {},
  ): Promise<void> {
    const { batchSize = DEFAULT_BATCH_SIZE, signal } = options;
    let checkpoint = from;
    while (!signal?.aborted && !this.closed) {
      // Taken before reading: a wake-up during the read then skips the wait below.
      const generation = this.notifier.current;
      const batch = await this.readAll(checkpoint, batchSize);
      if (batch.events.length === 0) {
        await this.notifier.wait(this.idleWaitMs, signal, generation);
        continue;
      }
      await handler(batch);
      checkpoint = batch.checkpoint;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.notifier.close();
  }

  private async submit(request: AppendRequest, mayRetry: boolean): Promise<AppendOutcome> {
    try {
      return await this.batcher.submit(request);
    } catch (error) {
      const { code, table } = sqlErrorOf(error);
      if (code === SQL_UNIQUE_VIOLATION && table === 'command_results') {
        // The same command committed concurrently (a writer that took no command lock).
        const result = await this.findCommandResult(request.commandId);
        if (result) return { kind: 'duplicate', result };
        if (mayRetry) return this.submit(request, false);
      }
      const onStreams =
        code === SQL_UNIQUE_VIOLATION && (table === 'streams' || table === 'events');
      if (onStreams || code === SQL_SERIALIZATION_FAILURE || code === SQL_DEADLOCK_DETECTED) {
        return { kind: 'conflict', streamId: request.appends[0]?.streamId ?? '' };
      }
      throw error;
    }
  }

  private get channel(): string | null {
    return this.sql.listen ? (this.options.channel ?? DEFAULT_CHANNEL) : null;
  }

  /**
   * One statement for the whole batch (its own transaction). Should it fail as a whole (an event
   * id used twice, a dropped connection), each command runs again alone, so that one bad command
   * fails only itself.
   */
  private async runBatch(requests: AppendRequest[]): Promise<Array<Settled<AppendOutcome>>> {
    try {
      const answers = await this.runStatement(requests);
      this.notifier.fireLocal();
      return answers.map((value) => ({ ok: true, value }));
    } catch (error) {
      if (requests.length === 1) return [{ ok: false, error }];
      // In order, one after the other: a later command may expect the version an earlier one makes.
      const settled: Array<Settled<AppendOutcome>> = [];
      for (const request of requests) settled.push(...(await this.runBatch([request])));
      return settled;
    }
  }

  private runStatement(requests: AppendRequest[]): Promise<AppendOutcome[]> {
    const { beforeCommit } = this.options;
    if (!beforeCommit) return appendBatchStatement(this.sql, requests, this.channel);
    return this.sql.transaction(async (tx) => {
      const inside = await appendBatchStatement(tx, requests, this.channel);
      await beforeCommit();
      return inside;
    });
  }
}

export const createPostgresEventStore = async (
  sql: SqlClient,
  options: PostgresEventStoreOptions = {},
): Promise<PostgresEventStore> => {
  const store = new PostgresEventStore(sql, options);
  if (options.migrate !== false) await store.migrate();
  return store;
};
