/**
 * An in-memory stand-in for the `idb` package (jsdom has no IndexedDB): the calls the app makes
 * (put, get, delete, getAllFromIndex) on object stores kept in plain maps, one set per database
 * name, emptied between tests by `resetMemoryDatabases`.
 */
type Row = Record<string, unknown>;
interface Store {
  keyPath: string;
  rows: Map<string, Row>;
  indexes: Map<string, string>;
}

const databases = new Map<string, Map<string, Store>>();

export const resetMemoryDatabases = () => databases.clear();

const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

const storeOf = (database: Map<string, Store>, name: string): Store => {
  const store = database.get(name);
  if (!store) throw new Error(`memory-idb: no object store named ${name}`);
  return store;
};

export async function openDB(
  name: string,
  _version?: number,
  options?: { upgrade?: (database: unknown) => void },
) {
  let database = databases.get(name);
  if (!database) {
    const created = new Map<string, Store>();
    options?.upgrade?.({
      createObjectStore: (storeName: string, { keyPath }: { keyPath: string }) => {
        const store: Store = { keyPath, rows: new Map(), indexes: new Map() };
        created.set(storeName, store);
        return {
          createIndex: (indexName: string, path: string) => store.indexes.set(indexName, path),
        };
      },
    });
    databases.set(name, created);
    database = created;
  }
  const opened = database;
  return {
    put: async (storeName: string, value: Row) => {
      const store = storeOf(opened, storeName);
      store.rows.set(String(value[store.keyPath]), copy(value));
    },
    get: async (storeName: string, key: string) => copy(storeOf(opened, storeName).rows.get(key)),
    delete: async (storeName: string, key: string) => {
      storeOf(opened, storeName).rows.delete(key);
    },
    getAllFromIndex: async (storeName: string, indexName: string) => {
      const store = storeOf(opened, storeName);
      const path = store.indexes.get(indexName) ?? store.keyPath;
      return [...store.rows.values()]
        .sort((a, b) => String(a[path]).localeCompare(String(b[path])))
        .map(copy);
    },
  };
}
