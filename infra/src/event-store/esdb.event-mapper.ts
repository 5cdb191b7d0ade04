import { createHash } from 'node:crypto';
import { EVENT_SCHEMAS, type EventMetadata, type StoredEvent } from '@cairn/contracts';
import type { Position, ResolvedEvent } from '@eventstore/db-client';
import type { Checkpoint } from './event-store.port';
import { upcast } from './event.upcaster';

/** The app's event types: only these are delivered from $all (system and command records are not). */
export const APP_EVENT_TYPES: ReadonlySet<string> = new Set(Object.keys(EVENT_SCHEMAS));
/** One exact-match regex of the app's types, for the server-side filter of the live $all subscription. */
export const APP_EVENT_TYPE_REGEX = `^(${[...APP_EVENT_TYPES].map((type) => type.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`;

/** What EventStoreDB keeps beside each event's data: our envelope fields it has no column for. */
export interface EsdbEventMetadata extends EventMetadata {
  schemaVersion: number;
}

/**
 * A deterministic event id from (commandId, index): a retried command writes the same ids, so
 * EventStoreDB's idempotent append (same ids at the same expected revision) writes nothing twice.
 */
export const deterministicEventId = (commandId: string, index: number): string => {
  const hex = createHash('sha256').update(`cairn:${commandId}:${index}`).digest('hex');
  // Shaped as a version-5-style UUID, which EventStoreDB requires.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export const toCheckpoint = (position: Position): Checkpoint => ({
  txId: position.commit.toString(),
  position: position.prepare.toString(),
});
export const toPosition = (checkpoint: Checkpoint): Position => ({
  commit: BigInt(checkpoint.txId),
  prepare: BigInt(checkpoint.position),
});

/** A recorded app event as the port's StoredEvent; null for anything else (system events, command records). */
export const toStoredEvent = (resolved: ResolvedEvent): StoredEvent | null => {
  const recorded = resolved.event;
  if (!recorded || !recorded.isJson || !APP_EVENT_TYPES.has(recorded.type) || !recorded.position)
    return null;
  const { schemaVersion, ...metadata } = recorded.metadata as unknown as EsdbEventMetadata;
  const event = upcast(recorded.type, schemaVersion ?? 1, recorded.data);
  return {
    id: recorded.id,
    type: event.type,
    schemaVersion: event.schemaVersion,
    data: event.data,
    streamId: recorded.streamId,
    streamPosition: Number(recorded.revision),
    globalPosition: recorded.position.prepare.toString(),
    transactionId: recorded.position.commit.toString(),
    metadata,
  } as StoredEvent;
};
