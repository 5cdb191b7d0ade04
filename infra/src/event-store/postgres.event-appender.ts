import { CURRENT_SCHEMA_VERSION, type StoredEvent } from '@cairn/contracts';
import type { SqlQueryable } from '../sql/sql-client.port';
import type { AppendOutcome, AppendRequest, CommandResult } from './event-store.port';

/** One command's entry in cairn_append_batch's answer. */
type CommandAnswer =
  { duplicate: CommandResult } | { conflict: string } | { written: Array<[string, number]> };
interface BatchAnswer {
  set: CommandAnswer[];
  loop: CommandAnswer[];
  tx: string | null;
}

export const validateAppend = (request: AppendRequest): void => {
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
 * One command as cairn_append_batch takes it. Streams go in stream-id order; events keep the
 * order the request lists them.
 */
const commandOf = (request: AppendRequest) => {
  const byStream = [...request.appends].sort((a, b) =>
    a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0,
  );
  const indexOf = new Map(byStream.map((append, index) => [append.streamId, index]));
  let order = 0;
  return {
    c: request.commandId,
    r: request.result,
    m: { ...request.metadata, commandId: request.commandId },
    a: byStream.map((a, k) => ({
      k,
      s: a.streamId,
      e: a.expectedVersion === 'any' ? null : a.expectedVersion,
    })),
    x: request.appends.flatMap((append) =>
      append.events.map((event, i) => ({
        o: order++,
        k: indexOf.get(append.streamId),
        i,
        id: event.id,
        type: event.type,
        v: CURRENT_SCHEMA_VERSION,
        data: event.data,
      })),
    ),
  };
};

/**
 * Splits a batch for cairn_append_batch: a command that shares no stream and no command id
 * with an earlier one goes in the set (one statement for all); any other goes in the ordered
 * loop, which runs after the set, so each stream and command id still sees its writes in order.
 */
const splitBatch = (requests: AppendRequest[]): { set: number[]; loop: number[] } => {
  // One command alone runs as a lone append always did; the set's larger statement measured no faster (A1).
  if (requests.length === 1) return { set: [], loop: [0] };
  const seen = new Set<string>();
  const set: number[] = [];
  const loop: number[] = [];
  requests.forEach((request, index) => {
    const keys = [`c:${request.commandId}`, ...request.appends.map((a) => `s:${a.streamId}`)];
    (keys.some((key) => seen.has(key)) ? loop : set).push(index);
    keys.forEach((key) => seen.add(key));
  });
  return { set, loop };
};

/**
 * The appended events as a reader will get them back: the request gave their content, the
 * statement their positions (events travel to the server once, not back again).
 */
const outcomeOf = (
  request: AppendRequest,
  answer: CommandAnswer,
  txId: string | null,
): AppendOutcome => {
  if ('duplicate' in answer) return { kind: 'duplicate', result: answer.duplicate };
  if ('conflict' in answer) return { kind: 'conflict', streamId: answer.conflict };
  const metadata = { ...request.metadata, commandId: request.commandId };
  const flat = request.appends.flatMap((append) =>
    append.events.map((event) => ({ streamId: append.streamId, event })),
  );
  if (flat.length !== answer.written.length)
    throw new Error(
      `append of ${request.commandId}: ${answer.written.length} positions for ${flat.length} events`,
    );
  const transactionId = txId ?? '0';
  const events = flat.map(
    ({ streamId, event }, i) =>
      ({
        id: event.id,
        type: event.type,
        schemaVersion: CURRENT_SCHEMA_VERSION,
        data: event.data,
        streamId,
        streamPosition: answer.written[i][1],
        globalPosition: answer.written[i][0],
        transactionId,
        metadata,
      }) as StoredEvent,
  );
  const last = answer.written[answer.written.length - 1];
  return {
    kind: 'appended',
    events,
    lastCheckpoint: last
      ? { txId: transactionId, position: last[0] }
      : { txId: '0', position: '0' },
  };
};

/**
 * One call of cairn_append_batch (postgres.append.function.ts): locks, duplicate checks,
 * compare-and-set of every stream, each command's answer and events, in the caller's
 * transaction or its own. Answers one outcome per request, in the order given.
 */
export const appendBatchStatement = async (
  tx: SqlQueryable,
  requests: AppendRequest[],
  notifyChannel: string | null,
): Promise<AppendOutcome[]> => {
  const { set, loop } = splitBatch(requests);
  const { rows } = await tx.query<{ answer: BatchAnswer }>(
    'select cairn_append_batch($1::jsonb, $2::jsonb, $3) as answer',
    [
      JSON.stringify(set.map((i) => commandOf(requests[i]))),
      JSON.stringify(loop.map((i) => commandOf(requests[i]))),
      notifyChannel,
    ],
    { prepare: true },
  );
  const { answer } = rows[0];
  const outcomes: AppendOutcome[] = new Array(requests.length);
  set.forEach((index, i) => {
    outcomes[index] = outcomeOf(requests[index], answer.set[i], answer.tx);
  });
  loop.forEach((index, i) => {
    outcomes[index] = outcomeOf(requests[index], answer.loop[i], answer.tx);
  });
  return outcomes;
};
