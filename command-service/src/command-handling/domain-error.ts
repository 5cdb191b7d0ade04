import type { ErrorKey, ValidationKey } from '@cairn/contracts';

/** A refusal by the domain: an HTTP status, a spec error key and optional per-field keys. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly key: ErrorKey,
    readonly fieldErrors?: Record<string, ValidationKey | ErrorKey>,
  ) {
    super(key);
  }
}
export const notFound = () => new DomainError(404, 'notFoundMessage');
export const forbidden = () => new DomainError(403, 'apiErrorForbidden');
export const invalid = (fieldErrors: Record<string, ValidationKey | ErrorKey>) =>
  new DomainError(400, 'validationError', fieldErrors);
/** 429: the caller may try again after `retryAfterSeconds` (sent as Retry-After). */
export class TooManyAttempts extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    key: ErrorKey = 'signInTooManyAttempts',
  ) {
    super(429, key);
  }
}
