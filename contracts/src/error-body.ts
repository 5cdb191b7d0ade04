import type { ErrorBody } from './errors';

const isString = (v: unknown): v is string => typeof v === 'string';

/**
 * An answer's error body as `ErrorBody` reads it, checked without zod: the UI's request helper is on
 * every first route, and zod is 30 KB gzip that a first screen does not need (issue 18). Anything else
 * reads as no body ({}), as a failed `ErrorBody.parse` did.
 */
export const errorBodyOf = (json: unknown): ErrorBody => {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
  const { errorMessage, errorMessageKey, fieldErrors } = json as Record<string, unknown>;
  if (
    (errorMessage !== undefined && !isString(errorMessage)) ||
    (errorMessageKey !== undefined && !isString(errorMessageKey))
  )
    return {};
  if (
    fieldErrors !== undefined &&
    (typeof fieldErrors !== 'object' ||
      fieldErrors === null ||
      Array.isArray(fieldErrors) ||
      !Object.values(fieldErrors).every(isString))
  )
    return {};
  return {
    ...(errorMessage !== undefined ? { errorMessage } : {}),
    ...(errorMessageKey !== undefined ? { errorMessageKey } : {}),
    ...(fieldErrors !== undefined ? { fieldErrors: fieldErrors as Record<string, string> } : {}),
  };
};
