import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { getUser } from './session';

/**
 * The last answer of each read, per user, so a screen opened without a network shows what was known
 * and how old it is (issue 18) instead of an error. Kept in IndexedDB: a reload or a closed browser
 * keeps it. Another user of the same phone never reads it (the key starts with the user's uuid).
 */
interface Known {
  key: string;
  at: number;
  data: unknown;
}
interface LastKnownDb extends DBSchema {
  answers: { key: string; value: Known };
}

let db: Promise<IDBPDatabase<LastKnownDb>> | null = null;
const open = () =>
  (db ??= openDB<LastKnownDb>('cairn-last-known', 1, {
    upgrade(database) {
      database.createObjectStore('answers', { keyPath: 'key' });
    },
  }));
const keyOf = (path: string) => `${getUser()?.uuid ?? ''} ${path}`;

export const remember = (path: string, data: unknown): Promise<void> =>
  open()
    .then((database) => database.put('answers', { key: keyOf(path), at: Date.now(), data }))
    .then(
      () => undefined,
      () => undefined,
    );

export const recall = (path: string): Promise<Known | undefined> =>
  open().then(
    (database) => database.get('answers', keyOf(path)),
    () => undefined,
  );

/**
 * When the oldest answer on screen was fetched, while screens show remembered answers; 0 when a read
 * found no network and nothing remembered; null when all is live.
 */
let shownSince: number | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
export const staleSince = () => shownSince;
export const onStaleChange = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const markStale = (at: number) => {
  if (shownSince === null || shownSince === 0 || at < shownSince) {
    shownSince = at;
    changed();
  }
};
/** A read had no answer and nothing remembered: the screens say there is no network, once. */
export const markOffline = () => {
  if (shownSince === null) {
    shownSince = 0;
    changed();
  }
};
export const markLive = () => {
  if (shownSince !== null) {
    shownSince = null;
    changed();
  }
};
