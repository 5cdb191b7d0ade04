import { DeciderSpecification } from '@event-driven-io/emmett';
import type { DomainEvent, ErrorKey } from '@cairn/contracts';
import type { Decider } from '../../src/command-handling/decider';
import { DomainError, type Refusal } from '../../src/command-handling/domain-error';

/**
 * Given events, when a command, then events or a refusal: Emmett's DeciderSpecification, the one
 * helper every decider test uses.
 */
export const specificationFor = <State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
) => DeciderSpecification.for(decider);

/** thenThrows' check: the decider refused for this reason (and with this key, when given). */
export const refusedAs =
  (refusal: Refusal, key?: ErrorKey, fieldErrors?: Record<string, string>) =>
  (error: Error): boolean =>
    error instanceof DomainError &&
    error.refusal === refusal &&
    (key === undefined || error.key === key) &&
    (fieldErrors === undefined ||
      JSON.stringify(error.fieldErrors) === JSON.stringify(fieldErrors));
