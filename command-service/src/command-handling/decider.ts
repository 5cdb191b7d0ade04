import type { DomainEvent, EventType, StoredEvent } from '@cairn/contracts';

/**
 * An aggregate's fold (Emmett's and Chassaing's shape): its state from its own events. A stream
 * may hold events another aggregate wrote beside them (a hub's stream holds its projects'
 * events); `eventTypes` names this aggregate's, and the fold skips the rest, so `evolve`'s switch
 * covers its union exhaustively and ends in `never`.
 */
export interface Evolver<State, Event extends DomainEvent = DomainEvent> {
  initialState: () => State;
  eventTypes: ReadonlySet<EventType>;
  evolve: (state: State, event: Event) => State;
}

/**
 * A pure decider: `decide` builds the events from the command alone (the clock and ids arrive on
 * it) and refuses with a typed DomainError; the handler only loads, calls and appends.
 */
export interface Decider<State, Command, Event extends DomainEvent = DomainEvent> extends Evolver<
  State,
  Event
> {
  decide: (command: Command, state: State) => Event[];
}

/**
 * The event types of a union, checked complete by the compiler: a type added to the union and not
 * here fails to compile.
 */
export const eventTypes = <Event extends DomainEvent>(
  types: Record<Event['type'], true>,
): ReadonlySet<EventType> => new Set(Object.keys(types) as EventType[]);

/** For a switch's `default`: the compiler proves every case handled. */
export const unreachable = (value: never): never => {
  throw new Error(`unhandled case: ${JSON.stringify(value)}`);
};

export const fold = <S, E extends DomainEvent>(
  decider: Evolver<S, E>,
  events: readonly DomainEvent[],
): S => {
  let state = decider.initialState();
  for (const event of events)
    if (decider.eventTypes.has(event.type)) state = decider.evolve(state, event as E);
  return state;
};

/** Events bound for one stream: what a decision that spans streams returns. */
export interface StreamEvents<Event extends DomainEvent = DomainEvent> {
  streamId: string;
  events: Event[];
}

export type { StoredEvent };
