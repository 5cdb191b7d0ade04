import { createHash } from 'node:crypto';
import pg from 'pg';
import type { QueryOptions, SqlClient, SqlQueryable } from './sql-client.port';
import { PgNotificationListener } from './pg.notification-listener';

type Rows<R> = { rows: R[]; rowCount: number };

/** Statement names by text: a digest, so the same text shares one name on every connection. */
const names = new Map<string, string>();
const nameOf = (text: string): string => {
  let name = names.get(text);
  if (!name)
    names.set(text, (name = `cairn_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`));
  return name;
};

const runOn = async <R>(
  target: pg.Pool | pg.PoolClient,
  text: string,
  params?: unknown[],
  options?: QueryOptions,
): Promise<Rows<R>> => {
  // pg prepares a named statement once per connection and then only binds and executes it.
  const result = options?.prepare
    ? await target.query({ name: nameOf(text), text, values: params })
    : await target.query(text, params);
  return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
};

/** PostgreSQL server through a pg Pool; a transaction keeps one pooled connection. */
export class PgSqlClient implements SqlClient {
  readonly driver = 'pg' as const;
  private readonly pool: pg.Pool;
  private listener: PgNotificationListener | null = null;

  constructor(private readonly config: pg.PoolConfig) {
    this.pool = new pg.Pool(config);
    // An idle pooled connection that dies emits 'error' on the pool; unhandled it would
    // crash the process, while the pool already replaces it on the next checkout.
    this.pool.on('error', (error) => console.warn(`[pg] idle connection error: ${error.message}`));
  }

  query<R = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Rows<R>> {
    return runOn<R>(this.pool, text, params, options);
  }

  async transaction<T>(fn: (tx: SqlQueryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('begin');
      const tx: SqlQueryable = {
        query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
          runOn<R>(client, text, params, options),
      };
      const result = await fn(tx);
      await client.query('commit');
      return result;
    } catch (error) {
      try {
        await client.query('rollback');
      } catch (rollbackError) {
        // A connection that cannot roll back must not go back to the pool.
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async exec(script: string): Promise<void> {
    // Without parameters pg uses the simple protocol, which accepts several statements.
    await this.pool.query(script);
  }

  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    this.listener ??= new PgNotificationListener(this.config);
    return this.listener.listen(channel, onNotify);
  }

  async close(): Promise<void> {
    await this.listener?.close();
    await this.pool.end();
  }
}

export const createPgSqlClient = (config: string | pg.PoolConfig): PgSqlClient =>
  new PgSqlClient(typeof config === 'string' ? { connectionString: config } : config);
