import { randomUUID } from 'node:crypto';
import type { AppendRequest, EventStore, StreamAppend } from './event-store.port';

/** What an adapter's spec hands the contract suite. */
export interface EventStoreHarness {
  store: EventStore;
  /** Closes everything the harness opened and removes its data. */
  cleanup(): Promise<void>;
  /** Closes `store` and opens a new instance on the same database, as after a restart. */
  reopen?(): Promise<EventStore>;
  /** A second live instance on the same database, as another process would hold. */
  openAnother?(): Promise<EventStore>;
  /** What the engine cannot do; a test of a missing capability is skipped, never weakened. */
  capabilities?: { multiStreamAtomic?: boolean };
}
export type MakeEventStore = () => Promise<EventStoreHarness>;

/** Filled in beforeAll; tests read `store` when they run, since reopen() replaces it. */
export interface EventStoreContractContext {
  harness: EventStoreHarness;
  store: EventStore;
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

export const streamId = (prefix = 'hub'): string => `${prefix}-${randomUUID()}`;

export const events = (count: number): StreamAppend['events'] =>
  Array.from({ length: count }, () => ({
    id: randomUUID(),
    type: 'HubPaused' as const,
    data: { uuid: randomUUID(), at: '2025-01-01T00:00:00.000Z' },
  }));

export const appendRequest = (
  appends: StreamAppend[],
  commandId: string = randomUUID(),
): AppendRequest => ({
  commandId,
  appends,
  metadata: {
    actorUuid: null,
    correlationId: commandId,
    causationId: null,
    occurredAt: '2025-01-01T00:00:00.000Z',
  },
  result: { status: 201, body: { commandId } },
});

export const appendOne = (
  store: EventStore,
  id: string,
  expectedVersion: StreamAppend['expectedVersion'],
  count = 1,
  commandId?: string,
) =>
  store.append(
    appendRequest([{ streamId: id, expectedVersion, events: events(count) }], commandId),
  );
