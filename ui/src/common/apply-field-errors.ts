import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

interface WithFieldErrors { fieldErrors?: unknown; body?: { fieldErrors?: unknown } }

/** The server's `fieldErrors` of a refused call (an ApiError, or any error that carries them). */
const fieldErrorsOf = (error: unknown): Record<string, string> => {
  if (typeof error !== 'object' || error === null) return {};
  const carrier = error as WithFieldErrors;
  const found = carrier.fieldErrors ?? carrier.body?.fieldErrors;
  if (typeof found !== 'object' || found === null) return {};
  return Object.fromEntries(Object.entries(found).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
};

/**
 * Puts the server's field errors (Document 1 §8: `{ fieldErrors: { "firstUser.email": "emailAlreadyUsed" } }`)
 * on the form's fields: a key is a react-hook-form path as it is (dotted paths reach nested fields
 * and array items), its value a message key (the fields translate it when they show it). Answers whether any error was applied;
 * `rename` maps a server name to the form's where they differ. The first field gets the focus (once: moving from field to field would blur and revalidate them).
 */
export function applyFieldErrors<T extends FieldValues = FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  options: { focus?: boolean; rename?: Record<string, string> } = {},
): boolean {
  const entries = Object.entries(fieldErrorsOf(error));
  entries.forEach(([path, key], index) => {
    setError((options.rename?.[path] ?? path) as FieldPath<T>, { type: 'server', message: key }, { shouldFocus: options.focus !== false && index === 0 });
  });
  return entries.length > 0;
}
