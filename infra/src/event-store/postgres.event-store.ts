import type { StoredEvent } from '@cairn/contracts';
import type { SqlClient } from '../sql/sql-client.port';
import {
  sqlErrorOf, SQL_DEADLOCK_DETECTED, SQL_SERIALIZATION_FAILURE, SQL_UNIQUE_VIOLATION,
} from '../sql/sql.errors';
import { SQL_STREAM_CONFLICT } from './postgres.append.function';
import type {
  AppendOutcome, AppendRequest, Checkpoint, CommandResult, EventStore, GlobalBatch,
} from './event-store.port';
import { AppendNotifier } from './append.notifier';
import { EVENT_COLUMNS, toStoredEvent, type EventRow } from './event-row.mapper';
import { appendStatement, type AppendAnswer } from './postgres.event-appender';
import { migrateEventStore } from './postgres.event-store.migration';
import { GLOBAL_READ_BOUND } from './read-bound.sql';

export interface PostgresEventStoreOptions {
  /** Run migrate() when created through createPostgresEventStore (default true). */
  migrate?: boolean;
  /** NOTIFY channel shared by every process on the database. */
  channel?: string;
  /** Idle wait of subscribe() between polls when no wake-up comes (ms). */
  idleWaitMs?: number;
  /** Test hook: runs inside each append transaction just before COMMIT, to widen race windows. */
  beforeCommit?: () => Promise<void>;
}

const DEFAULT_CHANNEL = 'cairn_events';
const DEFAULT_BATCH_SIZE = 500;

/**
 * The event store on PostgreSQL (pg or PGlite) through SqlClient. It does not own the
 * SqlClient: close() stops its own listeners and subscriptions; the creator closes the client.
 */
export class PostgresEventStore implements EventStore {
  private readonly notifier: AppendNotifier;
  private readonly idleWaitMs: number;
  private closed = false;

  constructor(private readonly sql: SqlClient, private readonly options: PostgresEventStoreOptions = {}) {
    this.notifier = new AppendNotifier(sql, options.channel ?? DEFAULT_CHANNEL);
    this.idleWaitMs = options.idleWaitMs ?? 250;
  }

  migrate(): Promise<void> {
    return migrateEventStore(this.sql);
  }

  append(request: AppendRequest): Promise<AppendOutcome> {
    return this.appendOnce(request, true);
  }

  async findCommandResult(commandId: string): Promise<CommandResult | null> {
    const { rows } = await this.sql.query<{ result: CommandResult }>(
      'select result from command_results where command_id = $1',
      [commandId],
    );
    return rows[0]?.result ?? null;
  }

  async readStream(streamId: string, options: { fromPosition?: number; limit?: number } = {}): Promise<StoredEvent[]> {
    const { rows } = await this.sql.query<EventRow>(
      `select ${EVENT_COLUMNS} from events where stream_id = $1 and stream_position >= $2::int
       order by events.stream_position limit $3::int`,
      [streamId, options.fromPosition ?? 0, options.limit ?? null],
    );
    return rows.map(toStoredEvent);
  }

  async readAll(after: Checkpoint, limit: number): Promise<GlobalBatch> {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`readAll limit must be a positive integer, got ${limit}`);
    // Only up to the read bound (read-bound.sql.ts): an event whose transaction may still commit
    // has a greater transaction id than anything returned, so it is never skipped.
    // ORDER BY names the table: unqualified, it would sort by the text aliases of EVENT_COLUMNS.
    const { rows } = await this.sql.query<EventRow>(
      `select ${EVENT_COLUMNS} from events
       where (transaction_id, global_position) > ($1::xid8, $2::bigint)
         and transaction_id < ${GLOBAL_READ_BOUND}
       order by events.transaction_id, events.global_position
       limit $3::int`,
      [after.txId, after.position, limit],
    );
    const last = rows[rows.length - 1];
    return {
      events: rows.map(toStoredEvent),
      checkpoint: last ? { txId: last.transaction_id, position: last.global_position } : after,
    };
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

  private async appendOnce(request: AppendRequest, mayRetry: boolean): Promise<AppendOutcome> {
    const channel = this.sql.listen ? (this.options.channel ?? DEFAULT_CHANNEL) : null;
    const { beforeCommit } = this.options;
    try {
      // One statement is its own transaction; only the test hook needs one held open around it.
      const answer: AppendAnswer = beforeCommit
        ? await this.sql.transaction(async (tx) => {
          const inside = await appendStatement(tx, request, channel);
          await beforeCommit();
          return inside;
        })
        : await appendStatement(this.sql, request, channel);
      if ('duplicate' in answer) return { kind: 'duplicate', result: answer.duplicate };
      this.notifier.fireLocal();
      const last = answer.rows[answer.rows.length - 1];
      return {
        kind: 'appended',
        events: answer.rows.map(toStoredEvent),
        lastCheckpoint: last ? { txId: last.transaction_id, position: last.global_position } : { txId: '0', position: '0' },
      };
    } catch (error) {
      const { code, table } = sqlErrorOf(error);
      if (code === SQL_STREAM_CONFLICT) return { kind: 'conflict', streamId: (error as Error).message };
      if (code === SQL_UNIQUE_VIOLATION && table === 'command_results') {
        // The same command committed concurrently; after our rollback its answer is visible.
        const result = await this.findCommandResult(request.commandId);
        if (result) return { kind: 'duplicate', result };
        if (mayRetry) return this.appendOnce(request, false);
      }
      const onStreams = code === SQL_UNIQUE_VIOLATION && (table === 'streams' || table === 'events');
      if (onStreams || code === SQL_SERIALIZATION_FAILURE || code === SQL_DEADLOCK_DETECTED) {
        return { kind: 'conflict', streamId: request.appends[0]?.streamId ?? '' };
      }
      throw error;
    }
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
