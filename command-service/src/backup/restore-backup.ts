import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  type ChainHead,
  type SqlClient,
  chainHeadAfterSealing,
  createSqlClient,
  restorePgliteDataDir,
} from '@cairn/infra';
import { type BackupManifest, DATABASE_ENTRY, extractArchive } from './backup-archive';

const run = promisify(execFile);

/** Past this many, consuming transaction ids one by one takes too long: pg_resetwal -x does it at once. */
const MAX_XIDS_TO_CONSUME = 50_000_000n;

export interface RestoreTarget {
  dataDir: string;
  databaseUrl: string | undefined;
}

export interface RestoreResult {
  manifest: BackupManifest;
  head: ChainHead;
  /** Transaction ids consumed so the new server's next ones come after the restored events' ones. */
  advancedXids: bigint;
}

const isEmptyDir = async (dir: string) =>
  (await readdir(dir).catch(() => [] as string[])).filter((n) => !n.startsWith('.restore-'))
    .length === 0;

/**
 * The events' global order is (transaction id, position) and readers stop below the oldest running
 * transaction: on a server whose transaction ids are behind the restored ones, every restored
 * event would stay invisible and new events would sort before them. Consume ids until they pass.
 */
export const advanceTransactionIds = async (sql: SqlClient): Promise<bigint> => {
  const { rows } = await sql.query<{ top: string | null; now: string }>(
    `select (select transaction_id::text from events order by transaction_id desc limit 1) as top,
            pg_current_xact_id()::text as now`,
  );
  const gap = BigInt(rows[0].top ?? '0') - BigInt(rows[0].now) + 1n;
  if (gap <= 0n) return 0n;
  if (gap > MAX_XIDS_TO_CONSUME)
    throw new Error(
      `this server's transaction ids are ${gap} behind the backup's: stop it and run pg_resetwal -x ${rows[0].top} (docs/operations.md), then restore again`,
    );
  // One id per COMMIT, without a round trip each (a DO block may commit when run outside a transaction).
  await sql.query(
    `do $$ begin for i in 1..${gap.toString()} loop perform pg_current_xact_id(); commit; end loop; end $$`,
  );
  return gap;
};

const restoreDatabase = async (
  manifest: BackupManifest,
  staging: string,
  target: RestoreTarget,
): Promise<{ sql: SqlClient; advancedXids: bigint }> => {
  const file = join(staging, DATABASE_ENTRY[manifest.profile]);
  if (manifest.profile === 'pglite') {
    const data = new Blob([await readFile(file)]);
    return {
      sql: await restorePgliteDataDir(join(target.dataDir, 'pglite'), data),
      advancedXids: 0n,
    };
  }
  const url = target.databaseUrl as string;
  await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${url}`, file], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const sql = await createSqlClient({ databaseUrl: url });
  return { sql, advancedXids: await advanceTransactionIds(sql) };
};

/**
 * Fills an empty DATA_DIR (and, on the server profile, an empty database) from a backup, then
 * checks the restored events lead to the chain head the backup recorded.
 */
export const restoreBackup = async (
  from: string,
  target: RestoreTarget,
): Promise<RestoreResult> => {
  const profile = target.databaseUrl ? 'postgres' : 'pglite';
  if (!(await isEmptyDir(target.dataDir)))
    throw new Error(`DATA_DIR ${target.dataDir} is not empty: restore into an empty folder`);
  if (target.databaseUrl) {
    const sql = await createSqlClient({ databaseUrl: target.databaseUrl });
    try {
      const { rows } = await sql.query<{ t: string | null }>(
        `select to_regclass('events')::text as t`,
      );
      if (rows[0]?.t)
        throw new Error('the database of DATABASE_URL is not empty: restore into an empty one');
    } finally {
      await sql.close();
    }
  }
  await mkdir(target.dataDir, { recursive: true });
  const staging = await mkdtemp(join(target.dataDir, '.restore-'));
  try {
    const manifest = await extractArchive(from, staging);
    if (manifest.profile !== profile)
      throw new Error(
        `the backup is of the ${manifest.profile} profile; restore it with ${manifest.profile === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'}`,
      );
    const { sql, advancedXids } = await restoreDatabase(manifest, staging, target);
    let head: ChainHead;
    try {
      head = await chainHeadAfterSealing(sql);
    } finally {
      await sql.close();
    }
    const files = join(staging, 'data');
    for (const name of await readdir(files).catch(() => [] as string[]))
      await rename(join(files, name), join(target.dataDir, name));
    if (head.head !== manifest.chainHead || head.events !== manifest.events)
      throw new Error(
        `the restored events lead to chain head ${head.head} (${head.events} events), the backup recorded ${manifest.chainHead} (${manifest.events})`,
      );
    return { manifest, head, advancedXids };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
};
