import { mutate, preload } from 'swr';
import { fetcher } from './request';

/**
 * Starts a GET that a screen about to open will ask for (an SWR key). An answer that arrives
 * before the screen renders goes into the cache, so its first render shows the data; one that
 * arrives later is taken over by the screen's useSWR (preload), not asked again. Resolves once
 * it has answered or been refused (a refusal is the screen's to show).
 */
export const prime = (key: string): Promise<void> =>
  preload(key, fetcher).then(
    async (data) => void (await mutate(key, data, { revalidate: false })),
    () => undefined,
  );
