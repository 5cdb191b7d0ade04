import type { ErrorKey, ValidationKey } from '@cairn/contracts';

/**
 * Why the domain refuses a command. Deciders and handlers name the reason; only the HTTP layer
 * turns it into a status (http/refusal-status.ts), so the domain knows nothing of HTTP.
 */
export type Refusal =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'tooManyAttempts';

/** A refusal by the domain: its reason, a spec error key and optional per-field keys. */
export class DomainError extends Error {
  constructor(
    readonly refusal: Refusal,
    readonly key: ErrorKey,
    readonly fieldErrors?: Record<string, ValidationKey | ErrorKey>,
  ) {
    super(key);
  }
}
export const notFound = () => new DomainError('notFound', 'notFoundMessage');
export const forbidden = () => new DomainError('forbidden', 'apiErrorForbidden');
export const conflict = (key: ErrorKey = 'conflictErrorMessage') =>
  new DomainError('conflict', key);
export const invalid = (fieldErrors: Record<string, ValidationKey | ErrorKey>) =>
  new DomainError('invalid', 'validationError', fieldErrors);
/** The caller may try again after `retryAfterSeconds` (sent as Retry-After). */
export class TooManyAttempts extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    key: ErrorKey = 'signInTooManyAttempts',
  ) {
    super('tooManyAttempts', key);
  }
}
