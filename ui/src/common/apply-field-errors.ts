import type { UseFormSetError } from 'react-hook-form';

/** `items[0].weight` and `items.0.weight` name the same field for react-hook-form. */
const fieldPath = (key: string) => key.replace(/\[(\d+)\]/g, '.$1');

/** The server's `fieldErrors` of a refused call (an ApiError, or any error that carries them). */
const fieldErrorsOf = (error: unknown): Record<string, string> => {
  if (typeof error !== 'object' || error === null) return {};
  const carrier = error as { fieldErrors?: unknown; body?: { fieldErrors?: unknown } };
  const found = carrier.fieldErrors ?? carrier.body?.fieldErrors;
  if (typeof found !== 'object' || found === null) return {};
  return Object.fromEntries(
    Object.entries(found).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
};

/**
 * Puts the server's field errors (Document 1 §8: `{ fieldErrors: { "firstUser.email": "emailAlreadyUsed" } }`)
 * on the form's fields: a key is a react-hook-form path (dotted or indexed paths reach nested fields
 * and array items), its value a message key (the fields translate it when they show it), type
 * 'server' so it shows at once and stays until the field changes. `rename` maps a server name to the
 * form's where they differ. The first field gets the focus (once: moving from field to field would
 * blur and revalidate them). Answers whether any error was applied.
 */
// Any form's setError: the field names come from the server, not from the form's type.
export function applyFieldErrors(
  error: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  setError: UseFormSetError<any>,
  options: { focus?: boolean; rename?: Record<string, string> } = {},
): boolean {
  const entries = Object.entries(fieldErrorsOf(error));
  entries.forEach(([path, key], index) => {
    setError(
      fieldPath(options.rename?.[path] ?? path),
      { type: 'server', message: key },
      { shouldFocus: options.focus !== false && index === 0 },
    );
  });
  return entries.length > 0;
}
