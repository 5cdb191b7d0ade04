import { useEffect, useState } from 'react';

/** The value as it was `delayMs` after it last changed; list searches wait 500 ms (Document 1 §9). */
export function useDebouncedValue<T>(value: T, delayMs = 500): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
