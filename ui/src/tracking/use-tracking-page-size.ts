import { useCallback, useState } from 'react';
import { STORAGE } from '../api/session';

/** Collectors and tracked items page by whole printed sheets (Document 2 §9). */
export const TRACKING_PAGE_SIZES = [16, 32, 48] as const;
export const CARDS_PER_SHEET = 16;

const readConfig = (): Record<string, number> => {
  try {
    return JSON.parse(localStorage.getItem(STORAGE.paginationConfig) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
};

/** Like usePageSize, with this list's own options, remembered under paginationConfig too. */
export function useTrackingPageSize(list: string): [number, (size: number) => void] {
  const [size, setSize] = useState(() => {
    const stored = readConfig()[list];
    return (TRACKING_PAGE_SIZES as readonly number[]).includes(stored) ? stored : CARDS_PER_SHEET;
  });
  const update = useCallback((next: number) => {
    localStorage.setItem(STORAGE.paginationConfig, JSON.stringify({ ...readConfig(), [list]: next }));
    setSize(next);
  }, [list]);
  return [size, update];
}
