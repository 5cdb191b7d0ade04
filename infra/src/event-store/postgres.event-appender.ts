import { CURRENT_SCHEMA_VERSION } from '@cairn/contracts';
import type { SqlQueryable } from '../sql/sql-client.port';
import type { AppendRequest, StreamAppend } from './event-store.port';
import { compareGlobalPosition, EVENT_COLUMNS, type EventRow } from './event-row.mapper';

/** Thrown inside the append transaction so that it rolls back; answered as 'conflict'. */
export class StreamConflict extends Error {
  constructor(readonly streamId: string) {
    super(`expected version does not match stream ${streamId}`);
  }
}

export interface AppendProgress {
  /** The stream being checked when an error occurs, to name it in a 'conflict'. */
  streamId: string | null;
}

export interface AppendTransactionOptions {
  /** NOTIFY channel for other processes (delivered by PostgreSQL at commit), or null. */
  notifyChannel: string | null;
  beforeCommit?: () => Promise<void>;
}

const currentVersion = async (tx: SqlQueryable, streamId: string): Promise<number> => {
  const { rows } = await tx.query<{ version: number }>('select version from streams where stream_id = $1', [streamId]);
  return rows[0]?.version ?? -1;
};

/**
 * Compare-and-set of one stream's version; returns the position of its first new event.
 * Writers of one stream are already serialized by its advisory lock; the CAS (and the unique
 * stream position) still decide alone, so correctness never rests on the lock.
 */
const reservePositions = async (tx: SqlQueryable, append: StreamAppend): Promise<number> => {
  const { streamId, expectedVersion } = append;
  const count = append.events.length;
  if (count === 0) {
    if (expectedVersion !== 'any' && (await currentVersion(tx, streamId)) !== expectedVersion) throw new StreamConflict(streamId);
    return 0;
  }
  if (expectedVersion === 'any') {
    const { rows } = await tx.query<{ version: number }>(
      `insert into streams (stream_id, version) values ($1, $2::int - 1)
       on conflict (stream_id) do update set version = streams.version + $2::int returning version`,
      [streamId, count],
    );
    return rows[0].version - count + 1;
  }
  if (expectedVersion === -1) {
    const { rowCount } = await tx.query(
      'insert into streams (stream_id, version) values ($1, $2::int) on conflict (stream_id) do nothing returning version',
      [streamId, count - 1],
    );
    if (rowCount === 0) throw new StreamConflict(streamId);
    return 0;
  }
  const { rowCount } = await tx.query(
    'update streams set version = version + $2::int where stream_id = $1 and version = $3::int returning version',
    [streamId, count, expectedVersion],
  );
  if (rowCount === 0) throw new StreamConflict(streamId);
  return expectedVersion + 1;
};

const validate = (request: AppendRequest): void => {
  const streams = new Set<string>();
  for (const { streamId, expectedVersion } of request.appends) {
    if (streams.has(streamId)) throw new Error(`append request names stream ${streamId} twice`);
    streams.add(streamId);
    if (expectedVersion !== 'any' && (!Number.isInteger(expectedVersion) || expectedVersion < -1)) {
      throw new Error(`invalid expected version ${String(expectedVersion)} for ${streamId}`);
    }
  }
};

/** The body of one append transaction; returns the stored rows in global order. */
export const appendInTransaction = async (
  tx: SqlQueryable,
  request: AppendRequest,
  progress: AppendProgress,
  options: AppendTransactionOptions,
): Promise<EventRow[]> => {
  validate(request);
  const byStream = [...request.appends].sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));
  // Stream locks come before any write, because the first write assigns the transaction id
  // and the global order is by transaction id. Holding the lock of every stream while the id is
  // assigned makes a later writer of the same stream get a greater id, so each stream's events
  // keep their order in the global log. Advisory locks assign no id; taken in stream-id order
  // they cannot deadlock.
  await tx.query('select pg_advisory_xact_lock(hashtextextended(id, 0)) from unnest($1::text[]) as id', [
    byStream.map((append) => append.streamId),
  ]);
  // A concurrent append of the same command waits on this key, then fails with a unique
  // violation that the caller answers as 'duplicate'.
  await tx.query('insert into command_results (command_id, result) values ($1, $2::jsonb)', [
    request.commandId,
    JSON.stringify(request.result),
  ]);

  const firstPositions = new Map<string, number>();
  for (const append of byStream) {
    progress.streamId = append.streamId;
    firstPositions.set(append.streamId, await reservePositions(tx, append));
  }
  progress.streamId = null;

  const metadata = { ...request.metadata, commandId: request.commandId };
  let ord = 0;
  const records = request.appends.flatMap((append) =>
    append.events.map((event, index) => ({
      ord: ord++,
      stream_id: append.streamId,
      stream_position: (firstPositions.get(append.streamId) ?? 0) + index,
      id: event.id,
      type: event.type,
      schema_version: CURRENT_SCHEMA_VERSION,
      data: event.data,
      metadata,
    })),
  );
  if (records.length === 0) return [];

  // One round trip for every event of the command, in the order the request lists them.
  const { rows } = await tx.query<EventRow>(
    `insert into events (stream_id, stream_position, id, type, schema_version, data, metadata)
     select stream_id, stream_position, id, type, schema_version, data, metadata
     from jsonb_to_recordset($1::jsonb) as x(ord int, stream_id text, stream_position int, id uuid,
       type text, schema_version int, data jsonb, metadata jsonb)
     order by ord
     returning ${EVENT_COLUMNS}`,
    [JSON.stringify(records)],
  );
  if (options.notifyChannel) await tx.query('select pg_notify($1, $2)', [options.notifyChannel, '']);
  await options.beforeCommit?.();
  return rows.sort(compareGlobalPosition);
};
