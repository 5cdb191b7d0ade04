import { createPgliteSqlClient } from './pglite.sql-client';
import { createPgTestSchema } from './pg.test-schema';
import type { SqlClient } from './sql-client.port';

export type SqlTestEngine = [
  name: string,
  open: () => Promise<{ sql: SqlClient; drop: () => Promise<void> }>,
];

/** For describe.each: PGlite in memory always, and PostgreSQL (a throw-away schema) when DATABASE_URL is set. */
export const sqlTestEngines = (schemaPrefix: string): SqlTestEngine[] => {
  const engines: SqlTestEngine[] = [
    [
      'PGlite',
      async () => {
        const sql = await createPgliteSqlClient();
        return { sql, drop: () => sql.close() };
      },
    ],
  ];
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    engines.push([
      'PostgreSQL',
      async () => {
        const schema = await createPgTestSchema(databaseUrl, schemaPrefix);
        return { sql: schema.open(), drop: () => schema.drop() };
      },
    ]);
  }
  return engines;
};
