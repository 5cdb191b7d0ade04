import type { Refusal } from '../command-handling/domain-error';

/** The one place a domain refusal becomes an HTTP status. */
export const REFUSAL_STATUS: Record<Refusal, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  tooManyAttempts: 429,
};
