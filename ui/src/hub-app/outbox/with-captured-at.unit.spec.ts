import { describe, expect, it } from 'vitest';
import { withCapturedAt } from './outbox';

describe('withCapturedAt: the time a form was saved travels in its body (issue 31 §3)', () => {
  const now = new Date('2026-03-01T09:30:00.000Z');
  it('adds the saving time to a form body', () => {
    expect(withCapturedAt({ weight: '12' }, now)).toEqual({
      weight: '12',
      capturedAt: '2026-03-01T09:30:00.000Z',
    });
  });
  it("keeps a form's own capture time", () => {
    const own = { weight: '12', capturedAt: '2026-03-01T08:00:00.000Z' };
    expect(withCapturedAt(own, now)).toBe(own);
  });
  it('leaves what is not a form body as it is', () => {
    expect(withCapturedAt(undefined, now)).toBeUndefined();
    expect(withCapturedAt(['a'], now)).toEqual(['a']);
  });
});
