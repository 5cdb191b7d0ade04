import { describe, expect, it } from 'vitest';
import { needsInstruction } from './instruction-gate';

describe('grading instructions (Document 3 §4)', () => {
  it('are shown until the user has seen them more than three times', () => {
    expect([0, 1, 2, 3, 4, 10].map(needsInstruction)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
