import type { DomainEvent, StoredEvent } from '@cairn/contracts';

/** A pure decider: the state of one stream folded from its events, and decisions on it. */
export interface Decider<S> {
  initialState: S;
  evolve(state: S, event: DomainEvent): S;
}

export const fold = <S>(decider: Decider<S>, events: readonly DomainEvent[]): S =>
  events.reduce(decider.evolve, decider.initialState);

export type { StoredEvent };
