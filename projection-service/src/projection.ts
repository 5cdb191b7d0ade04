import type { EventOf, EventType, StoredEvent } from '@cairn/contracts';
import type { ReadModelDefinition } from '@cairn/infra';

/**
 * A read model: rows of one model, each row the pure fold of the events keyed to it.
 * `keyOf` names the row an event touches; `evolve` returns the new row (null deletes it).
 */
export interface Projection<Row extends object = object, T extends EventType = EventType> {
  name: string;
  /**
   * Raise it whenever `evolve`, `keyOf`, `handles` or the row shape change: a store whose rows were
   * made by another version is emptied and rebuilt from the first event when the runner starts
   * (absent = 1). Without it, rows made by the old code would stay as they were after an upgrade.
   */
  version?: number;
  model: ReadModelDefinition;
  handles: readonly T[];
  keyOf(event: StoredEvent<EventOf<T>>): string | null;
  evolve(row: Row | null, event: StoredEvent<EventOf<T>>): Row | null;
}

/** The model of a hub's units (grading, processing, collection rounds): listed by hub and state, newest first. */
export const hubUnitModel = (name: string): ReadModelDefinition => ({
  name,
  fields: {
    HUB_UUID: { path: 'hubUuid', type: 'text' },
    STATE: { path: 'state', type: 'text' },
    CREATED_AT: { path: 'createdAt', type: 'timestamp' },
  },
  sortBy: 'createdAt',
  indexes: ['hubUuid'],
});

/** Types each projection by the events it handles, and lets differently typed ones share one array. */
export const defineProjection =
  <Row extends object>() =>
  <const T extends EventType>(p: Projection<Row, T>): Projection =>
    p as unknown as Projection;

/** Folds events into rows in memory: what the runner does, without a store (tests, checks). */
export const foldRows = (
  projection: Projection,
  events: readonly StoredEvent[],
): Map<string, object> => {
  const rows = new Map<string, object>();
  for (const event of events) {
    if (!projection.handles.includes(event.type)) continue;
    const key = projection.keyOf(event);
    if (key === null) continue;
    const next = projection.evolve(rows.get(key) ?? null, event);
    if (next === null) rows.delete(key);
    else rows.set(key, next);
  }
  return rows;
};
