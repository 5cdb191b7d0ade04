import type { DomainEvent, EventMetadata, StoredEvent } from '@cairn/contracts';

/** Expected version of a stream before an append: -1 = must not exist yet; 'any' = no check. */
export type ExpectedVersion = number | 'any';

export interface StreamAppend {
  streamId: string;
  expectedVersion: ExpectedVersion;
  events: Array<DomainEvent & { id: string }>;
}

/** A command's answer, stored with its events so the same Idempotency-Key answers the same. */
export interface CommandResult {
  status: number;
  body: unknown;
}

export interface AppendRequest {
  commandId: string;
  appends: StreamAppend[];
  /** Every event of the command gets this metadata (commandId included). */
  metadata: Omit<EventMetadata, 'commandId'>;
  result: CommandResult;
}

export type AppendOutcome =
  | { kind: 'appended'; events: StoredEvent[]; lastCheckpoint: Checkpoint }
  | { kind: 'duplicate'; result: CommandResult }
  | { kind: 'conflict'; streamId: string };

/**
 * A position in the gap-safe global order: (transaction id, global position).
 * Events are read in that order and only below the oldest running transaction.
 */
export interface Checkpoint {
  txId: string;
  position: string;
}
export const START: Checkpoint = { txId: '0', position: '0' };
export const compareCheckpoints = (a: Checkpoint, b: Checkpoint): number => {
  const tx = BigInt(a.txId) - BigInt(b.txId);
  if (tx !== 0n) return tx < 0n ? -1 : 1;
  const pos = BigInt(a.position) - BigInt(b.position);
  return pos === 0n ? 0 : pos < 0n ? -1 : 1;
};

export interface GlobalBatch {
  events: StoredEvent[];
  checkpoint: Checkpoint;
}

export interface EventStore {
  /** Appends to one or more streams atomically, idempotent by commandId. */
  append(request: AppendRequest): Promise<AppendOutcome>;
  /** The answer stored for a command id, if that command was already appended. */
  findCommandResult(commandId: string): Promise<CommandResult | null>;
  readStream(
    streamId: string,
    options?: { fromPosition?: number; limit?: number },
  ): Promise<StoredEvent[]>;
  /** Events after `after` in gap-safe global order, at most `limit`; checkpoint = last event read (or `after`). */
  readAll(after: Checkpoint, limit: number): Promise<GlobalBatch>;
  /** How many events readAll would still return after `after` (a projection's lag). */
  countAfter(after: Checkpoint): Promise<number>;
  /** Resolves when something may have been appended since (in this process or another), or after maxWaitMs. */
  waitForAppend(maxWaitMs: number, signal?: AbortSignal): Promise<void>;
  /** Live subscription: delivers every event after `from` exactly once, in global order, until the signal aborts. */
  subscribe(
    from: Checkpoint,
    handler: (batch: GlobalBatch) => Promise<void>,
    options?: { batchSize?: number; signal?: AbortSignal },
  ): Promise<void>;
  close(): Promise<void>;
}
