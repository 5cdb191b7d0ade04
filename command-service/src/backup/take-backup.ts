import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  type ChainHead,
  type SqlClient,
  PgliteSqlClient,
  chainHeadAfterSealing,
} from '@cairn/infra';
import { BACKUP_FORMAT, type BackupManifest, writeArchive } from './backup-archive';

const run = promisify(execFile);

/** Where a backup reads from: the app's database client and its DATA_DIR. */
export interface BackupSource {
  sql: SqlClient;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Scheduled backups kept inside DATA_DIR are not backed up again. */
  backupDir: string | null;
}

/**
 * pg_dump from a snapshot this transaction exports, so the chain head read here and the dump
 * see the same committed events while the app keeps writing.
 */
const pgDumpSnapshot = (sql: SqlClient, databaseUrl: string, file: string): Promise<ChainHead> =>
  sql.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read, read only');
    const { rows } = await tx.query<{ id: string }>('select pg_export_snapshot() as id');
    const head = await chainHeadAfterSealing(tx);
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', `--snapshot=${rows[0].id}`, `--file=${file}`, databaseUrl],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    return head;
  });

/**
 * One backup of a running app into `out` (a .tar.gz): the database first, then DATA_DIR's files
 * (uploads are content-addressed and written before the event naming them, so every file the
 * snapshot's events name is already there).
 */
export const takeBackup = async (source: BackupSource, out: string): Promise<BackupManifest> => {
  const work = await mkdtemp(join(tmpdir(), 'cairn-dump-'));
  try {
    const databaseFile = join(work, 'database');
    let head: ChainHead;
    if (source.sql instanceof PgliteSqlClient) {
      const snapshot = await source.sql.snapshot(chainHeadAfterSealing);
      await writeFile(databaseFile, Buffer.from(await snapshot.data.arrayBuffer()));
      head = snapshot.value;
    } else {
      if (!source.databaseUrl) throw new Error('a PostgreSQL backup needs DATABASE_URL');
      head = await pgDumpSnapshot(source.sql, source.databaseUrl, databaseFile);
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      profile: source.sql.driver === 'pglite' ? 'pglite' : 'postgres',
      chainHead: head.head,
      events: head.events,
    };
    await writeArchive({
      out,
      manifest,
      databaseFile,
      dataDir: source.dataDir,
      backupDir: source.backupDir,
    });
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
};
