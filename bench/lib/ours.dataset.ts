import { randomUUID } from 'node:crypto';
import { inParallel } from './harness';
import { hubEventStream, streamIdOf } from './events';
import type { OursStore } from './ours.store';

/** Events per hub event stream in the large data set: a registration and its review, about 500 bytes each on average. */
export const STREAM_LENGTH = 2;
/** Streams per command when our side loads the data set (one command may append to many streams). */
const STREAMS_PER_COMMAND = 50;

/** Our side of the data set, into an open store (PostgreSQL or PGlite). */
export const fillOurs = async (store: OursStore, events: number): Promise<OursStore> => {
  const streams = Math.ceil(events / STREAM_LENGTH);
  await inParallel(Math.ceil(streams / STREAMS_PER_COMMAND), 32, async (c) => {
    const first = c * STREAMS_PER_COMMAND;
    const count = Math.min(STREAMS_PER_COMMAND, streams - first);
    const appends = Array.from({ length: count }, (_, k) => {
      const uuid = randomUUID();
      return {
        streamId: streamIdOf(uuid),
        expectedVersion: -1,
        events: hubEventStream(first + k, STREAM_LENGTH, uuid).map((e) => ({
          ...e,
          id: randomUUID(),
        })),
      };
    });
    const outcome = await store.events.append({
      commandId: randomUUID(),
      appends,
      result: { status: 201, body: null },
      metadata: {
        actorUuid: '11111111-1111-4111-8111-111111111111',
        correlationId: 'bench',
        causationId: null,
        occurredAt: '2026-01-01T00:00:00.000Z',
      },
    });
    if (outcome.kind !== 'appended') throw new Error(`loading the data set: ${outcome.kind}`);
  });
  await store.sql.query('vacuum analyze events');
  return store;
};
