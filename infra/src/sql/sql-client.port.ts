/** The little SQL surface both PostgreSQL drivers (pg and PGlite) offer the adapters. */
export interface SqlQueryable {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[]; rowCount: number }>;
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
