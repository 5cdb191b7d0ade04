import { join } from 'node:path';
import type { SqlClient } from './sql-client.port';
import { createPgSqlClient } from './pg.sql-client';
import { createPgliteSqlClient } from './pglite.sql-client';

export interface SqlClientOptions {
  /** A PostgreSQL server (server profile); wins over dataDir. */
  databaseUrl?: string;
  /** Embedded profile: PGlite persists under `<dataDir>/pglite`; undefined = in memory. */
  dataDir?: string;
}

export const createSqlClient = async ({
  databaseUrl,
  dataDir,
}: SqlClientOptions): Promise<SqlClient> => {
  if (databaseUrl) return createPgSqlClient(databaseUrl);
  return createPgliteSqlClient(dataDir === undefined ? undefined : join(dataDir, 'pglite'));
};
