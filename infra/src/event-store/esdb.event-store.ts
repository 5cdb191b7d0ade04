import { CURRENT_SCHEMA_VERSION, type StoredEvent } from '@cairn/contracts';
import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START as ESDB_START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  type AppendExpectedRevision,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  START,
  compareCheckpoints,
  type AppendOutcome,
  type AppendRequest,
  type Checkpoint,
  type CommandResult,
  type EventStore,
  type ExpectedVersion,
  type GlobalBatch,
  type StreamAppend,
} from './event-store.port';
import { EsdbAppendNotifier } from './esdb.append-notifier';
import { EsdbCommandLog } from './esdb.command-log';
import {
  deterministicEventId,
  toCheckpoint,
  toPosition,
  toStoredEvent,
  type EsdbEventMetadata,
} from './esdb.event-mapper';

const expectedRevision = (expected: ExpectedVersion): AppendExpectedRevision =>
  expected === 'any' ? ANY : expected === -1 ? NO_STREAM : BigInt(expected);

/** Reads a whole EventStoreDB read to the end inside try: an unconsumed read fails the process. */
const drain = async (read: AsyncIterable<ResolvedEvent>): Promise<ResolvedEvent[]> => {
  const all: ResolvedEvent[] = [];
  try {
    for await (const resolved of read) all.push(resolved);
  } catch (error) {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  }
  return all;
};

/**
 * The event-store port on EventStoreDB (distributed profile). Each stream's append is atomic with
 * its expected revision; a command that writes several streams appends them in order, after
 * checking every expected revision first: NOT atomic across streams (docs/decisions.md).
 */
export class EsdbEventStore implements EventStore {
  readonly capabilities = { multiStreamAtomic: false } as const;
  private readonly commands: EsdbCommandLog;
  private readonly notifier: EsdbAppendNotifier;

  constructor(private readonly client: EventStoreDBClient) {
    this.commands = new EsdbCommandLog(client);
    this.notifier = new EsdbAppendNotifier(client);
  }

  async append(request: AppendRequest): Promise<AppendOutcome> {
    const claim = await this.commands.claim(request.commandId);
    if (claim.kind === 'done') return { kind: 'duplicate', result: claim.result };
    let finished = false;
    try {
      const stale = await this.firstStaleStream(request.appends);
      if (stale) return { kind: 'conflict', streamId: stale };
      const written: StoredEvent[] = [];
      let index = 0;
      for (const append of request.appends) {
        const metadata: EsdbEventMetadata = {
          ...request.metadata,
          commandId: request.commandId,
          schemaVersion: CURRENT_SCHEMA_VERSION,
        };
        const events = append.events.map((event) =>
          jsonEvent({
            id: deterministicEventId(request.commandId, index++),
            type: event.type,
            data: event.data as Record<string, unknown>,
            metadata: { ...metadata },
          }),
        );
        try {
          const result = await this.client.appendToStream(append.streamId, events, {
            expectedRevision: expectedRevision(append.expectedVersion),
          });
          const first = Number(result.nextExpectedRevision) - events.length + 1;
          written.push(
            ...(await this.readStream(append.streamId, {
              fromPosition: first,
              limit: events.length,
            })),
          );
        } catch (error) {
          if (error instanceof WrongExpectedVersionError)
            return { kind: 'conflict', streamId: append.streamId };
          throw error;
        }
      }
      await this.commands.complete(request.commandId, claim.revision, request.result);
      finished = true;
      this.notifier.notify();
      const last = written.reduce<Checkpoint>((max, event) => {
        const at = { txId: event.transactionId ?? '0', position: event.globalPosition };
        return compareCheckpoints(at, max) > 0 ? at : max;
      }, START);
      return { kind: 'appended', events: written, lastCheckpoint: last };
    } finally {
      if (!finished) await this.commands.release(request.commandId, claim.revision);
    }
  }

  findCommandResult(commandId: string): Promise<CommandResult | null> {
    return this.commands.result(commandId);
  }

  async readStream(
    streamId: string,
    options: { fromPosition?: number; limit?: number } = {},
  ): Promise<StoredEvent[]> {
    const read = this.client.readStream(streamId, {
      direction: FORWARDS,
      fromRevision: BigInt(options.fromPosition ?? 0),
      maxCount: options.limit ?? Number.MAX_SAFE_INTEGER,
    });
    return (await drain(read))
      .map(toStoredEvent)
      .filter((event): event is StoredEvent => event !== null);
  }

  /** Pages $all after `after`, skipping system events and command records until `limit` app events. */
  async readAll(after: Checkpoint, limit: number): Promise<GlobalBatch> {
    const events: StoredEvent[] = [];
    let cursor = after;
    let checkpoint = after;
    while (events.length < limit) {
      const maxCount = Math.min(limit - events.length + 1, 4_096);
      const from: ReadPosition =
        compareCheckpoints(cursor, START) === 0 ? ESDB_START : toPosition(cursor);
      const raw = await drain(
        this.client.readAll({ direction: FORWARDS, fromPosition: from, maxCount }),
      );
      for (const resolved of raw) {
        const position = resolved.event?.position;
        if (!position) continue;
        const at = toCheckpoint(position);
        if (compareCheckpoints(at, cursor) <= 0) continue; // fromPosition is inclusive
        cursor = at;
        const event = toStoredEvent(resolved);
        if (!event || events.length >= limit) continue;
        events.push(event);
        checkpoint = at;
      }
      if (raw.length < maxCount) break;
    }
    return { events, checkpoint };
  }

  /** $all has no count: pages through what is left (an admin's status call, not a hot path). */
  async countAfter(after: Checkpoint): Promise<number> {
    let count = 0;
    for (let cursor = after; ;) {
      const batch = await this.readAll(cursor, 4_096);
      if (batch.events.length === 0) return count;
      count += batch.events.length;
      cursor = batch.checkpoint;
    }
  }

  waitForAppend(maxWaitMs: number, signal?: AbortSignal): Promise<void> {
    return this.notifier.wait(maxWaitMs, signal);
  }

  /** Catch-up from `from` by pages of $all, then live: the filtered $all subscription wakes the next page. */
  async subscribe(
    from: Checkpoint,
    handler: (batch: GlobalBatch) => Promise<void>,
    options: { batchSize?: number; signal?: AbortSignal } = {},
  ): Promise<void> {
    let cursor = from;
    while (!options.signal?.aborted) {
      const batch = await this.readAll(cursor, options.batchSize ?? 100);
      if (batch.events.length === 0) {
        await this.waitForAppend(1_000, options.signal);
        continue;
      }
      await handler(batch);
      cursor = batch.checkpoint;
    }
  }

  async close(): Promise<void> {
    await this.notifier.close();
    await this.client.dispose();
  }

  /** Checks every expected revision before writing anything, so most conflicts append nothing. */
  private async firstStaleStream(appends: StreamAppend[]): Promise<string | null> {
    for (const append of appends) {
      if (append.expectedVersion === 'any') continue;
      const [last] = await drain(
        this.client.readStream(append.streamId, {
          direction: BACKWARDS,
          fromRevision: END,
          maxCount: 1,
        }),
      );
      const current = last?.event ? Number(last.event.revision) : -1;
      if (current !== append.expectedVersion) return append.streamId;
    }
    return null;
  }
}

/** `esdb://host:2113?tls=false` or any EventStoreDB connection string. */
export const createEsdbEventStore = (connectionString: string): EsdbEventStore =>
  new EsdbEventStore(EventStoreDBClient.connectionString(connectionString));
