import { z } from 'zod';

/**
 * How far ahead of "now" a moment may be and still count as not in the future: a device's clock may
 * run a little ahead of the server's, and a time typed to the minute may be up to a minute ahead of
 * the instant it names (docs/decisions.md, "One rule, one place").
 */
export const FUTURE_TOLERANCE_SECONDS = 60;

/** A moment (an ISO instant or a Date) is not after `now` by more than the tolerance; an invalid moment is not. */
export const isNotInFuture = (
  value: string | Date,
  now: string | Date | number,
  toleranceSeconds: number = FUTURE_TOLERANCE_SECONDS,
): boolean => {
  const at = new Date(value).getTime();
  const reference = new Date(now).getTime();
  return !Number.isNaN(at) && at <= reference + toleranceSeconds * 1000;
};

/** An optional weighing instant of a request (ISO with offset), not in the future by the rule above. */
export const weighedAtInstant = () =>
  z
    .string()
    .datetime({ offset: true, error: 'validationInvalid' })
    .refine((v) => isNotInFuture(v, Date.now()), 'validationNotInFuture')
    .nullish();
