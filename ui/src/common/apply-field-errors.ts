import type { UseFormSetError } from 'react-hook-form';

/** `items[0].weight` and `items.0.weight` name the same field for react-hook-form. */
const fieldPath = (key: string) => key.replace(/\[(\d+)\]/g, '.$1');

const fieldErrorsOf = (error: unknown): Record<string, string> => {
  const fields = (error as { fieldErrors?: unknown } | null)?.fieldErrors
    ?? (error as { body?: { fieldErrors?: unknown } } | null)?.body?.fieldErrors;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
};

/**
 * Puts the server's `fieldErrors` (message keys by field, keys possibly dotted paths) under their
 * fields (issue 18): type 'server', so they show at once and stay until the field changes, and the
 * first one gets the focus. Answers whether any applied; the caller shows the rest as it did.
 */
// Any form's setError: the field names come from the server, not from the form's type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function applyFieldErrors(error: unknown, setError: UseFormSetError<any>): boolean {
  const entries = Object.entries(fieldErrorsOf(error)).filter(([, key]) => typeof key === 'string' && key);
  entries.forEach(([field, key], index) => setError(fieldPath(field), { type: 'server', message: key }, { shouldFocus: index === 0 }));
  return entries.length > 0;
}
