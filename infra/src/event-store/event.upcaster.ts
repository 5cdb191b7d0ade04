/** An event as read from storage, possibly written by an older version of its schema. */
export interface VersionedEvent {
  type: string;
  schemaVersion: number;
  data: unknown;
}

/** Turns an event at `schemaVersion` into the same fact at `schemaVersion + 1` (or renames it). */
type UpcastStep = (data: unknown) => { type?: string; data: unknown };

/**
 * Steps keyed by `<type>@<fromVersion>`. Events are never rewritten in the store, so when a
 * schema changes a step goes here and every reader sees the new shape. Empty while every
 * event type is at version 1.
 */
const STEPS: Readonly<Record<string, UpcastStep>> = {};

export const upcast = (type: string, schemaVersion: number, data: unknown): VersionedEvent => {
  let current: VersionedEvent = { type, schemaVersion, data };
  for (
    let step = STEPS[`${type}@${schemaVersion}`];
    step;
    step = STEPS[`${current.type}@${current.schemaVersion}`]
  ) {
    const next = step(current.data);
    current = {
      type: next.type ?? current.type,
      schemaVersion: current.schemaVersion + 1,
      data: next.data,
    };
  }
  return current;
};
