import { useCallback, useState } from 'react';
import { STORAGE } from '../api/session';

/** Tables page by 10, 25 or 50 rows (Document 1 §9); the QR sheets by whole printed sheets. */
export const PAGE_SIZE_OPTIONS = [10, 25, 50] as const;
const DEFAULT_PAGE_SIZE = 25;

const readConfig = (): Record<string, number> => {
  try {
    return JSON.parse(localStorage.getItem(STORAGE.paginationConfig) ?? '{}') as Record<
      string,
      number
    >;
  } catch {
    return {};
  }
};

/** The stored page size of one list, outside React: a route preloads its first page with it. */
export const readPageSize = (
  list: string,
  options: readonly number[] = PAGE_SIZE_OPTIONS,
  fallback: number = DEFAULT_PAGE_SIZE,
): number => {
  const stored = readConfig()[list];
  return options.includes(stored) ? stored : fallback;
};

/** The page size of one list, remembered in local storage under paginationConfig (Document 1 §9). */
export function usePageSize(
  list: string,
  options: readonly number[] = PAGE_SIZE_OPTIONS,
  fallback: number = DEFAULT_PAGE_SIZE,
): [number, (size: number) => void] {
  const [size, setSize] = useState(() => readPageSize(list, options, fallback));
  const update = useCallback(
    (next: number) => {
      localStorage.setItem(
        STORAGE.paginationConfig,
        JSON.stringify({ ...readConfig(), [list]: next }),
      );
      setSize(next);
    },
    [list],
  );
  return [size, update];
}
