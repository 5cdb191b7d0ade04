import type { HistoryChange, HistoryEntry, HistoryPerson, StoredEvent } from '@cairn/contracts';

/** Values an audit must never show, even to an admin: they are secrets, not facts about the record. */
const SECRET = /password|secret|token/i;
/** Ids and clocks every event repeats: listed once in the entry itself, not as changes. */
const isBookkeeping = (field: string) => field === 'uuid' || field === 'at' || /At$/.test(field);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const given = (value: unknown) => value !== null && value !== undefined;
/** A value with the named fields hidden, also inside nested objects (a hub's first user, a person). */
const withoutFields = (value: unknown, hidden: readonly string[]): unknown => {
  if (!hidden.length || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => withoutFields(v, hidden));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      hidden.includes(k) && given(v) ? '(hidden)' : withoutFields(v, hidden),
    ]),
  );
};
const shown = (field: string, value: unknown, hidden: readonly string[]) =>
  (SECRET.test(field) || hidden.includes(field)) && given(value)
    ? '(hidden)'
    : withoutFields(value, hidden);

/** `previousWeight` beside `weight`: the event states the old value itself, the fold shows it as `before`. */
const isPreviousOf = (field: string, data: Record<string, unknown>) => {
  const match = /^previous([A-Z]\w*)$/.exec(field);
  return Boolean(match && `${match[1].charAt(0).toLowerCase()}${match[1].slice(1)}` in data);
};

/** The changes one event makes to what the record's earlier events said (before → after). */
const changesOf = (
  state: Record<string, unknown>,
  data: Record<string, unknown>,
  created: boolean,
  hidden: readonly string[],
): HistoryChange[] => {
  const changes: HistoryChange[] = [];
  for (const [field, after] of Object.entries(data)) {
    // A creation lists what it set; a later event's null means "not given" (e.g. a review without a corrected weight).
    if (isBookkeeping(field) || isPreviousOf(field, data) || after === null || after === undefined)
      continue;
    const before = state[field] ?? null;
    if (!created && same(before, after)) continue;
    changes.push({
      field,
      before: created ? null : shown(field, before, hidden),
      after: shown(field, after, hidden),
    });
  }
  return changes;
};

/**
 * The history of a record from the events of its streams, oldest first: every event with its time,
 * actor and command, and for each the values it changed (before → after), folded per stream.
 * `hiddenIn` names the fields of a stream's events its reader may not see (personal data, issue 33).
 */
export const recordHistory = (
  events: readonly StoredEvent[],
  people: ReadonlyMap<string, string>,
  hiddenIn: (streamId: string) => readonly string[] = () => [],
): HistoryEntry[] => {
  const person = (uuid: string | null | undefined): HistoryPerson | null =>
    uuid ? { uuid, name: people.get(uuid) ?? null } : null;
  const states = new Map<string, Record<string, unknown>>();
  const ordered = [...events].sort(
    (a, b) =>
      a.metadata.occurredAt.localeCompare(b.metadata.occurredAt) ||
      (a.streamId === b.streamId
        ? a.streamPosition - b.streamPosition
        : Number(BigInt(a.globalPosition) - BigInt(b.globalPosition))),
  );
  return ordered.map((event) => {
    const state = states.get(event.streamId);
    const data = event.data as Record<string, unknown>;
    const changes = changesOf(state ?? {}, data, !state, hiddenIn(event.streamId));
    states.set(event.streamId, {
      ...state,
      ...Object.fromEntries(Object.entries(data).filter(([, v]) => v !== null && v !== undefined)),
    });
    return {
      eventId: event.id,
      type: event.type,
      streamId: event.streamId,
      streamPosition: event.streamPosition,
      globalPosition: event.globalPosition,
      occurredAt: event.metadata.occurredAt,
      actor: person(event.metadata.actorUuid),
      impersonatedBy: person(event.metadata.impersonatedBy),
      commandId: event.metadata.commandId,
      correlationId: event.metadata.correlationId,
      created: !state,
      changes,
    };
  });
};

/** The people an event list names (actors and impersonators), to look up once. */
export const peopleOf = (events: readonly StoredEvent[]): string[] => [
  ...new Set(
    events
      .flatMap((e) => [e.metadata.actorUuid, e.metadata.impersonatedBy ?? null])
      .filter((u): u is string => Boolean(u)),
  ),
];
