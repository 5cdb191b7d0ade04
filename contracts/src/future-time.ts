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

/**
 * How long a registration may have waited on the phone before it is sent: the outbox keeps it
 * through days without a network, but a moment older than this is a wrong clock, not a late send
 * (docs/decisions.md, "Capture time of every registration").
 */
export const CAPTURED_AT_MAX_AGE_DAYS = 30;

/** A moment is no older than `maxAgeDays` before `now`; an invalid moment is not. */
export const isNotTooOld = (
  value: string | Date,
  now: string | Date | number,
  maxAgeDays: number = CAPTURED_AT_MAX_AGE_DAYS,
): boolean => {
  const at = new Date(value).getTime();
  return !Number.isNaN(at) && at >= new Date(now).getTime() - maxAgeDays * 86_400_000;
};

/**
 * When the operator saved a registration (or took its picture) on the phone (issue 31): the
 * weighing instant's rule (not in the future beyond the clock's tolerance), and not older than
 * CAPTURED_AT_MAX_AGE_DAYS.
 */
export const capturedAtInstant = () =>
  z
    .string()
    .datetime({ offset: true, error: 'validationInvalid' })
    .refine((v) => isNotInFuture(v, Date.now()), 'validationNotInFuture')
    .refine((v) => isNotTooOld(v, Date.now()), 'validationTooOld')
    .nullish();

/** The capture time any hub-app command may carry in its body, beside its own fields. */
export const CapturedAtBody = z.object({ capturedAt: capturedAtInstant() });
