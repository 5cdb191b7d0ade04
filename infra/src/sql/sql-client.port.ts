/**
 * `prepare`: keep the statement prepared on each connection (pg), so the server plans it once
 * instead of at every call. Only for fixed texts on hot paths: on `read_rows` (dozens of partial
 * expression indexes) planning a primary-key lookup costs ~0.5 ms of server CPU, 20× its execution.
 * Drivers without named statements (PGlite) ignore it.
 */
export interface QueryOptions {
  prepare?: boolean;
}

/** The little SQL surface both PostgreSQL drivers (pg and PGlite) offer the adapters. */
export interface SqlQueryable {
  query<R = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<{ rows: R[]; rowCount: number }>;
}
export interface SqlClient extends SqlQueryable {
  /** Runs fn inside BEGIN/COMMIT on one connection; rolls back when fn throws. */
  transaction<T>(fn: (tx: SqlQueryable) => Promise<T>): Promise<T>;
  /** Multi-statement script (migrations). */
  exec(script: string): Promise<void>;
  readonly driver: 'pg' | 'pglite';
  /**
   * LISTEN on a channel (on a connection of its own for pg); resolves to an unsubscribe.
   * Optional: PGlite lives in one process, so in-process signals already cover it.
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
