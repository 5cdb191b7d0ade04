import { CURRENT_SCHEMA_VERSION } from '@cairn/contracts';
import type { SqlQueryable } from '../sql/sql-client.port';
import type { AppendRequest, CommandResult } from './event-store.port';
import type { EventRow } from './event-row.mapper';

export type AppendAnswer = { duplicate: CommandResult } | { rows: EventRow[] };

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

/**
 * One call of cairn_append (postgres.append.function.ts): locks, duplicate check, compare-and-set
 * of every stream, the command's answer and its events, in the caller's transaction or its own.
 * Streams go in stream-id order, so that two commands take their advisory locks in one order and
 * cannot deadlock; events keep the order the request lists them.
 */
export const appendStatement = async (tx: SqlQueryable, request: AppendRequest, notifyChannel: string | null): Promise<AppendAnswer> => {
  validate(request);
  const byStream = [...request.appends].sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));
  const indexOf = new Map(byStream.map((append, index) => [append.streamId, index]));
  let order = 0;
  const events = request.appends.flatMap((append) => append.events.map((event, i) => ({
    o: order++, k: indexOf.get(append.streamId), i, id: event.id, type: event.type, v: CURRENT_SCHEMA_VERSION, data: event.data,
  })));
  const { rows } = await tx.query<{ answer: AppendAnswer }>(
    'select cairn_append($1, $2::jsonb, $3::jsonb, $4::jsonb, $5::jsonb, $6) as answer',
    [
      request.commandId,
      JSON.stringify(request.result),
      JSON.stringify(byStream.map((a, k) => ({ k, s: a.streamId, e: a.expectedVersion === 'any' ? null : a.expectedVersion, n: a.events.length }))),
      JSON.stringify(events),
      JSON.stringify({ ...request.metadata, commandId: request.commandId }),
      notifyChannel,
    ],
  );
  return rows[0].answer;
};
