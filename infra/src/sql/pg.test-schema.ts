import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPgSqlClient, type PgSqlClient } from './pg.sql-client';

/** A throw-away schema, so integration tests on a shared server never touch the app's tables. */
export interface PgTestSchema {
  name: string;
  /** A client whose every pooled connection (and LISTEN connection) uses this schema. */
  open(): PgSqlClient;
  /** Closes the clients it opened and drops the schema. */
  drop(): Promise<void>;
}

const withClient = async (
  databaseUrl: string,
  fn: (client: pg.Client) => Promise<unknown>,
): Promise<void> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
};

export const createPgTestSchema = async (
  databaseUrl: string,
  prefix: string,
): Promise<PgTestSchema> => {
  // Hex only, so the name needs no quoting.
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withClient(databaseUrl, (client) => client.query(`create schema ${name}`));
  const opened: PgSqlClient[] = [];
  return {
    name,
    open: () => {
      const client = createPgSqlClient({
        connectionString: databaseUrl,
        options: `-c search_path=${name}`,
      });
      opened.push(client);
      return client;
    },
    drop: async () => {
      await Promise.all(opened.map((client) => client.close().catch(() => undefined)));
      await withClient(databaseUrl, (client) =>
        client.query(`drop schema if exists ${name} cascade`),
      );
    },
  };
};
