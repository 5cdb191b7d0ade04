import { EventEmitter } from 'node:events';
import {
  ANY,
  BACKWARDS,
  END,
  NO_STREAM,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type EventData,
  type EventStoreDBClient,
  type Position,
  type ResolvedEvent,
} from '@eventstore/db-client';

interface Recorded {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  position: Position;
}
interface ReadOptions {
  direction?: string;
  fromRevision?: bigint | 'start' | 'end';
  fromPosition?: Position | 'start' | 'end';
  maxCount?: number | bigint;
}

const resolved = (r: Recorded): ResolvedEvent => ({
  event: {
    ...r,
    isJson: true,
    created: new Date(),
    data: r.data,
    metadata: r.metadata,
  } as unknown as ResolvedEvent['event'],
});

async function* served(events: Recorded[]): AsyncGenerator<ResolvedEvent> {
  for (const event of events) {
    await Promise.resolve(); // a network read yields between events
    yield resolved(event);
  }
}

/**
 * Just enough of EventStoreDB's client for EsdbEventStore, in memory: per-stream revisions with
 * expected-revision checks, one $all log with positions, inclusive fromPosition, server-filtered
 * live subscriptions, and system events in $all that readers must skip. It lets the event-store
 * contract exercise the adapter's own code where no server runs; it proves nothing about the
 * server itself (esdb.event-store.int.spec.ts does, with ESDB_URL or Docker).
 */
export const createMemoryEsdb = () => {
  const streams = new Map<string, Recorded[]>();
  const log: Recorded[] = [];
  const live = new Set<{ emitter: EventEmitter; regex: RegExp }>();
  let next = 100n;

  const record = (
    streamId: string,
    event: { id: string; type: string; data: unknown; metadata: unknown },
  ) => {
    const list = streams.get(streamId) ?? [];
    next += 37n;
    const r: Recorded = {
      streamId,
      id: event.id,
      revision: BigInt(list.length),
      type: event.type,
      data: event.data,
      metadata: event.metadata ?? {},
      position: { commit: next, prepare: next },
    };
    list.push(r);
    streams.set(streamId, list);
    log.push(r);
    for (const subscriber of live)
      if (subscriber.regex.test(r.type)) subscriber.emitter.emit('data', resolved(r));
    return r;
  };
  const system = () =>
    record('$stats-memory', {
      id: crypto.randomUUID(),
      type: '$statsCollected',
      data: {},
      metadata: {},
    });
  system();

  const client = {
    async appendToStream(
      streamId: string,
      events: EventData | EventData[],
      options: { expectedRevision?: AppendExpectedRevision } = {},
    ) {
      await Promise.resolve();
      const list = streams.get(streamId);
      const current = list ? BigInt(list.length - 1) : null;
      const expected = options.expectedRevision ?? ANY;
      const ok =
        expected === ANY ||
        (expected === NO_STREAM
          ? current === null
          : expected === STREAM_EXISTS
            ? current !== null
            : current === expected);
      if (!ok)
        throw new WrongExpectedVersionError(undefined, {
          streamName: streamId,
          expected,
          current: current ?? NO_STREAM,
        });
      const written = (Array.isArray(events) ? events : [events]).map((event) =>
        record(streamId, event),
      );
      if (log.length % 7 === 0) system();
      const last = written[written.length - 1];
      return { success: true, nextExpectedRevision: last.revision, position: last.position };
    },
    readStream(streamId: string, options: ReadOptions = {}) {
      const list = streams.get(streamId);
      if (!list)
        return (async function* () {
          await Promise.resolve();
          throw new StreamNotFoundError(undefined, streamId);
        })();
      const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
      if (options.direction === BACKWARDS) {
        const from =
          options.fromRevision === END || options.fromRevision === undefined
            ? list.length - 1
            : Number(options.fromRevision);
        return served(
          list
            .slice(0, from + 1)
            .reverse()
            .slice(0, max),
        );
      }
      const from = typeof options.fromRevision === 'bigint' ? Number(options.fromRevision) : 0;
      return served(list.slice(from, from + max));
    },
    readAll(options: ReadOptions = {}) {
      const from = options.fromPosition;
      const start =
        typeof from === 'object' ? log.findIndex((r) => r.position.commit >= from.commit) : 0;
      return served(
        start < 0
          ? []
          : log.slice(start, start + Number(options.maxCount ?? Number.MAX_SAFE_INTEGER)),
      );
    },
    subscribeToAll(options: { filter?: { filterOn: string; regex?: string } } = {}) {
      const emitter = new EventEmitter();
      const subscriber = { emitter, regex: new RegExp(options.filter?.regex ?? '.*') };
      live.add(subscriber);
      setTimeout(() => emitter.emit('confirmation'), 5);
      return Object.assign(emitter, {
        unsubscribe: async () => {
          live.delete(subscriber);
        },
      });
    },
    async dispose() {},
  };
  return client as unknown as EventStoreDBClient;
};
