import type { StoredEvent } from '@cairn/contracts';
import type { ReadModelDefinition, ReadStore, RowWrite } from '../read-store/read-store.port';

/** Per consumer group, the last position applied of each stream: rows of this model. */
export const CONSUMER_POSITIONS: ReadModelDefinition = { name: 'consumer_positions', fields: {} };

interface PositionRow {
  group: string;
  streamId: string;
  position: number;
}

const rowId = (group: string, streamId: string): string => `${group}|${streamId}`;

/** The effect of new events: row writes committed with the positions (a reactor may return none). */
export type EventsEffect = (events: StoredEvent[]) => Promise<RowWrite[]>;

/**
 * Applies a delivered batch once: events at or below the last applied position of their stream are
 * duplicates (a producer retry, a relay restart, a redelivery after a consumer restart) and dropped.
 * The effect's rows and the new positions are written in ONE read-store transaction, so a crash
 * between them cannot apply an event twice. Returns how many events were new.
 */
export const applyOnce = async (
  rows: ReadStore,
  group: string,
  events: StoredEvent[],
  effect: EventsEffect,
): Promise<number> => {
  if (events.length === 0) return 0;
  const streams = [...new Set(events.map((event) => event.streamId))];
  const stored = await rows.getMany<PositionRow>(
    CONSUMER_POSITIONS.name,
    streams.map((id) => rowId(group, id)),
  );
  const last = new Map(streams.map((id) => [id, stored.get(rowId(group, id))?.position ?? -1]));
  const fresh: StoredEvent[] = [];
  for (const event of events) {
    if (event.streamPosition <= (last.get(event.streamId) ?? -1)) continue;
    last.set(event.streamId, event.streamPosition);
    fresh.push(event);
  }
  if (fresh.length === 0) return 0;
  const writes = await effect(fresh);
  const moved = [...new Set(fresh.map((event) => event.streamId))].map((streamId): RowWrite => ({
    model: CONSUMER_POSITIONS.name,
    id: rowId(group, streamId),
    row: { group, streamId, position: last.get(streamId) ?? -1 } satisfies PositionRow,
  }));
  await rows.commit([...writes, ...moved], {});
  return fresh.length;
};
