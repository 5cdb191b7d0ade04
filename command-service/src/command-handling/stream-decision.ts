import type { DomainEvent } from '@cairn/contracts';
import type { StreamEvents } from './decider';

/**
 * A decision that spans streams (a grading moves bags, a clearance takes stock and moves tracked
 * items): pure like a decider's `decide`, from a command and the states the handler read (the
 * aggregate's own and its neighbours'), to the events bound for each stream. Each is named
 * `decide<Command>` and typed by this, so a reader finds every cross-stream decision the same way.
 */
export type StreamDecision<Command, States> = (
  command: Command,
  states: States,
) => StreamEvents<DomainEvent>[];
