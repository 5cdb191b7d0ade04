import { afterEach, describe, expect, it } from 'vitest';
import { type PgTestSchema, createPgTestSchema } from '@cairn/infra';
import { advanceTransactionIds } from './restore-backup';

const databaseUrl = process.env.DATABASE_URL;

/** A server whose transaction ids are behind the restored events' ones (a new PostgreSQL server). */
describe.skipIf(!databaseUrl)('advanceTransactionIds', () => {
  let schema: PgTestSchema | null = null;
  afterEach(() => schema?.drop());

  it('consumes ids until the next one comes after every restored event, and none when it already does', async () => {
    schema = await createPgTestSchema(databaseUrl as string, 'restore_xids');
    const sql = schema.open();
    await sql.query('create table events (transaction_id xid8 not null)');
    const ahead = 300n;
    await sql.query(
      `insert into events select (pg_current_xact_id()::text::bigint + $1::bigint)::text::xid8`,
      [ahead.toString()],
    );
    const advanced = await advanceTransactionIds(sql);
    expect(advanced).toBeGreaterThanOrEqual(ahead);
    expect(advanced).toBeLessThan(ahead + 10n);
    const { rows } = await sql.query<{ visible: boolean }>(
      `select max(transaction_id::text::bigint) < pg_snapshot_xmin(pg_current_snapshot())::text::bigint as visible from events`,
    );
    expect(rows[0].visible).toBe(true);
    expect(await advanceTransactionIds(sql)).toBe(0n);
  });
});
