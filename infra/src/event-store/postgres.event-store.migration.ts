import type { SqlClient } from '../sql/sql-client.port';
import { APPEND_BATCH_FUNCTION } from './postgres.append.function';
import { EVENT_CHAIN_AGGREGATE, EVENT_DIGEST_FUNCTION } from './event-chain.sql';

/**
 * Idempotent schema of the event store. Runs unchanged on PostgreSQL 15 and PGlite.
 * - events.transaction_id (xid8) gives the gap-safe global order: readers take
 *   (transaction_id, global_position) only below the oldest running transaction.
 * - streams holds each stream's version for compare-and-set; unique (stream_id,
 *   stream_position) is the second line of defence.
 * - command_results makes a command id answer the same after a restart.
 * - cairn_append_batch does a batch of appends in one round trip (postgres.append.function.ts).
 * - events.hash chains each stream (streams.last_hash is its head); event_chain is the global
 *   chain over committed order, sealed after commit (event-chain.sealer.ts). Stores made before
 *   the chain have null hashes, which verify reports as unhashed rather than changed.
 */
export const EVENT_STORE_MIGRATION: readonly string[] = [
  `create table if not exists events (
    global_position bigserial primary key,
    transaction_id xid8 not null default pg_current_xact_id(),
    stream_id text not null,
    stream_position int not null,
    id uuid not null unique,
    type text not null,
    schema_version int not null,
    data jsonb not null,
    metadata jsonb not null,
    created_at timestamptz not null default now(),
    hash bytea,
    unique (stream_id, stream_position)
  )`,
  `alter table events add column if not exists hash bytea`,
  `create index if not exists events_transaction_order on events (transaction_id, global_position)`,
  `create table if not exists streams (
    stream_id text primary key,
    version int not null,
    last_hash bytea
  )`,
  `alter table streams add column if not exists last_hash bytea`,
  `create table if not exists event_chain (
    transaction_id xid8 not null,
    global_position bigint not null,
    chain bytea not null,
    primary key (transaction_id, global_position)
  )`,
  `create table if not exists command_results (
    command_id text primary key,
    result jsonb not null,
    created_at timestamptz not null default now()
  )`,
  EVENT_DIGEST_FUNCTION,
  ...EVENT_CHAIN_AGGREGATE,
  APPEND_BATCH_FUNCTION,
];

export const migrateEventStore = async (sql: SqlClient): Promise<void> => {
  await sql.transaction(async (tx) => {
    // "create ... if not exists" is not safe against a second process doing the same at once.
    await tx.query(
      `select pg_advisory_xact_lock(hashtext('cairn.event-store:' || current_schema()))`,
    );
    for (const statement of EVENT_STORE_MIGRATION) await tx.query(statement);
  });
};
