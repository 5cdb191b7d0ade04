import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { SqlClient, SqlQueryable } from './sql-client.port';
import { AsyncMutex } from './async.mutex';

type Rows<R> = { rows: R[]; rowCount: number };
type PgliteQueryable = Pick<Transaction, 'query'>;

const runOn = async <R>(
  target: PgliteQueryable,
  text: string,
  params?: unknown[],
): Promise<Rows<R>> => {
  const result = await target.query<R>(text, params);
  // PGlite reports affectedRows 0 for a SELECT; pg's rowCount counts the rows returned.
  return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
};

/** Marks the async context of a running transaction, to catch calls that would deadlock. */
const transactionScope = new AsyncLocalStorage<{ client: PgliteSqlClient; open: boolean }>();

/**
 * PostgreSQL in-process (PGlite). It is a single connection, so every statement and every
 * transaction goes through one FIFO mutex: a transaction never interleaves with other queries.
 */
export class PgliteSqlClient implements SqlClient {
  readonly driver = 'pglite' as const;
  private readonly mutex = new AsyncMutex();

  constructor(private readonly db: PGlite) {}

  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Rows<R>> {
    return this.exclusive(() => runOn<R>(this.db, text, params));
  }

  transaction<T>(fn: (tx: SqlQueryable) => Promise<T>): Promise<T> {
    return this.exclusive(() => {
      const scope = { client: this, open: true };
      return transactionScope
        .run(scope, () =>
          this.db.transaction((handle) =>
            fn({ query: <R>(text: string, params?: unknown[]) => runOn<R>(handle, text, params) }),
          ),
        )
        .finally(() => {
          scope.open = false;
        });
    });
  }

  async exec(script: string): Promise<void> {
    await this.exclusive(() => this.db.exec(script));
  }

  /**
   * A consistent copy of the whole data folder while the app runs (a second process cannot open it):
   * `read` and the dump hold the one connection, so no statement lands between them.
   */
  snapshot<T>(read: (q: SqlQueryable) => Promise<T>): Promise<{ value: T; data: Blob }> {
    return this.exclusive(async () => {
      const value = await read({
        query: <R>(text: string, params?: unknown[]) => runOn<R>(this.db, text, params),
      });
      return { value, data: await this.db.dumpDataDir('none') };
    });
  }

  async close(): Promise<void> {
    if (this.db.closed) return;
    await this.exclusive(() => this.db.close());
  }

  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const scope = transactionScope.getStore();
    // On pg this would merely use a second connection; here it would wait for itself forever.
    if (scope?.open && scope.client === this) {
      return Promise.reject(
        new Error(
          'PGlite: query on the client inside its own transaction; use the transaction handle',
        ),
      );
    }
    return this.mutex.run(fn);
  }
}

/**
 * V8 compiles PGlite's 9 MB of WebAssembly twice by default, at once with its baseline compiler
 * (Liftoff) and again with TurboFan as functions get hot, and keeps both: ~70 MB of the embedded
 * profile's resident memory (bench/README.md, E1-mem 2026-12-01). TurboFan alone makes the open
 * slower on a loaded machine, so only a persisted PGlite (the embedded app, opened once per
 * process) gets it; in-memory ones (tests) open as before. The flag is read when a module is
 * compiled: set before PGlite.create compiles its module, it is enough. It is process-wide, so
 * any other WebAssembly compiled later in the process gets TurboFan alone too.
 */
const compileWasmOnce = (): void => setFlagsFromString('--no-liftoff');

/** In memory when dataDir is undefined, else persisted in that folder (created if missing). */
export const createPgliteSqlClient = async (dataDir?: string): Promise<PgliteSqlClient> => {
  if (dataDir === undefined) return new PgliteSqlClient(await PGlite.create());
  compileWasmOnce();
  await mkdir(dataDir, { recursive: true });
  return new PgliteSqlClient(await PGlite.create(dataDir));
};

/** Fills an empty folder with a data folder dumped by `snapshot` and opens it. */
export const restorePgliteDataDir = async (
  dataDir: string,
  data: Blob,
): Promise<PgliteSqlClient> => {
  compileWasmOnce();
  await mkdir(dataDir, { recursive: true });
  return new PgliteSqlClient(await PGlite.create(dataDir, { loadDataDir: data }));
};
