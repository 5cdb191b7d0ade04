import { DeciderSpecification } from '@event-driven-io/emmett';
import { expect } from 'vitest';
import type { DomainEvent, ErrorKey } from '@cairn/contracts';
import type { Decider } from '../../src/command-handling/decider';
import { DomainError, type Refusal } from '../../src/command-handling/domain-error';

/**
 * Given events, when a command, then events or a refusal: Emmett's DeciderSpecification, the one
 * helper every decider test uses. Its `then` matches as Emmett's does (each expected event a
 * subset of the one decided) but in order and through Vitest: Emmett's fails on any `null` in
 * the expected events, which most of ours have.
 */
export const specificationFor = <State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
) => {
  const emmett = DeciderSpecification.for(decider);
  return (givenEvents: Event | Event[]) => ({
    when: (command: Command) => ({
      ...emmett(givenEvents).when(command),
      then: (expectedEvents: Event | Event[]) => {
        const given = Array.isArray(givenEvents) ? givenEvents : [givenEvents];
        const state = given.reduce(decider.evolve, decider.initialState());
        expect(decider.decide(command, state)).toMatchObject(
          Array.isArray(expectedEvents) ? expectedEvents : [expectedEvents],
        );
      },
    }),
  });
};

/** thenThrows' check: the decider refused for this reason (and with this key, when given). */
export const refusedAs =
  (refusal: Refusal, key?: ErrorKey, fieldErrors?: Record<string, string>) =>
  (error: Error): boolean =>
    error instanceof DomainError &&
    error.refusal === refusal &&
    (key === undefined || error.key === key) &&
    (fieldErrors === undefined ||
      JSON.stringify(error.fieldErrors) === JSON.stringify(fieldErrors));
