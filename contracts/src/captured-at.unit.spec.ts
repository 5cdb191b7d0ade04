import { describe, expect, it } from 'vitest';
import {
  CAPTURED_AT_MAX_AGE_DAYS,
  CapturedAtBody,
  FUTURE_TOLERANCE_SECONDS,
  isNotTooOld,
} from './future-time';
import { fieldErrorsOf } from './validation';

const errorOf = (capturedAt: unknown) => {
  const result = CapturedAtBody.safeParse({ capturedAt });
  return result.success ? null : fieldErrorsOf(result.error).capturedAt;
};
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe('capturedAt: when a registration was saved on the phone (issue 31 §3)', () => {
  it('accepts now, a few days ago, a moment within the clock tolerance, and none', () => {
    expect(errorOf(ago(0))).toBeNull();
    expect(errorOf(ago(3 * 86_400_000))).toBeNull();
    expect(errorOf(ago(-(FUTURE_TOLERANCE_SECONDS - 5) * 1000))).toBeNull();
    expect(errorOf(undefined)).toBeNull();
    expect(errorOf(null)).toBeNull();
  });
  it('refuses the future beyond the tolerance, like a weighing time', () => {
    expect(errorOf(ago(-(FUTURE_TOLERANCE_SECONDS + 30) * 1000))).toBe('validationNotInFuture');
  });
  it(`refuses a moment more than ${CAPTURED_AT_MAX_AGE_DAYS} days ago: a wrong clock, not a late send`, () => {
    expect(errorOf(ago((CAPTURED_AT_MAX_AGE_DAYS + 1) * 86_400_000))).toBe('validationTooOld');
    expect(errorOf('2001-01-01T00:00:00Z')).toBe('validationTooOld');
    expect(errorOf(ago((CAPTURED_AT_MAX_AGE_DAYS - 1) * 86_400_000))).toBeNull();
  });
  it('refuses what is not an instant with its offset', () => {
    expect(errorOf('yesterday')).toBe('validationInvalid');
    expect(errorOf('2026-03-01T09:30:00')).toBe('validationInvalid');
    expect(errorOf(12)).toBe('validationInvalid');
  });
  it('isNotTooOld counts from the given now, and refuses an invalid moment', () => {
    const now = '2026-03-31T00:00:00Z';
    expect(isNotTooOld('2026-03-01T00:00:00Z', now)).toBe(true);
    expect(isNotTooOld('2026-02-28T23:59:59Z', now)).toBe(false);
    expect(isNotTooOld('nonsense', now)).toBe(false);
  });
});
