import { expect } from 'vitest';
import type { StreamEvents } from '../../src/command-handling/decider';

/**
 * When a decision that spans streams runs, then these appends, or a refusal: the cross-stream
 * counterpart of `specificationFor`, checked with the same `refusedAs`.
 */
export const whenDeciding = (decision: () => readonly StreamEvents[]) => ({
  then: (expected: StreamEvents[]) => expect(decision()).toEqual(expected),
  thenThrows: (check: (error: Error) => boolean) => {
    let refusal: unknown = undefined;
    try {
      decision();
    } catch (error) {
      refusal = error;
    }
    expect(refusal, 'the decision refused').toBeInstanceOf(Error);
    expect(check(refusal as Error), String(refusal)).toBe(true);
  },
});
