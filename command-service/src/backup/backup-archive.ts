import { chmod, mkdir, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import * as tar from 'tar';

export const BACKUP_FORMAT = 'cairn-backup/1';

/** What a backup says about itself; the restore checks the chain head against it. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  profile: 'pglite' | 'postgres';
  /** The global chain head `npm run verify` prints on the restored store. */
  chainHead: string | null;
  events: number;
}

/** The database inside the archive: PGlite's data folder as a tar, or pg_dump's custom format. */
export const DATABASE_ENTRY = { pglite: 'database/pglite.tar', postgres: 'database/postgres.dump' };

/**
 * DATA_DIR entries that are not the backup's to carry: the live database folder (copied through
 * its snapshot instead), the control socket, and backups kept inside DATA_DIR. Everything else
 * goes, so a secret file added later (auth-secret, master-key, ...) is never left behind.
 */
export const skippedInDataDir = (name: string, backupDir: string | null, dataDir: string) => {
  const top = name.split('/')[0];
  if (top === 'pglite' || top === 'control.sock' || top.startsWith('.restore-')) return true;
  if (!backupDir) return false;
  const inside = relative(dataDir, backupDir);
  return !inside.startsWith('..') && (name === inside || name.startsWith(`${inside}/`));
};

/**
 * Writes `out` as a gzipped tar of the manifest, the database file and DATA_DIR's files, through
 * `out.partial` and a rename, so a half-written file never looks like a backup.
 */
export const writeArchive = async (options: {
  out: string;
  manifest: BackupManifest;
  databaseFile: string;
  dataDir: string;
  backupDir: string | null;
}): Promise<void> => {
  const staging = await mkdtemp(join(tmpdir(), 'cairn-backup-'));
  try {
    await writeFile(join(staging, 'manifest.json'), JSON.stringify(options.manifest, null, 2));
    await mkdir(join(staging, 'database'));
    await symlink(options.databaseFile, join(staging, DATABASE_ENTRY[options.manifest.profile]));
    await symlink(options.dataDir, join(staging, 'data'));
    const partial = `${options.out}.partial`;
    await tar.create(
      {
        gzip: true,
        file: partial,
        cwd: staging,
        follow: true,
        portable: true,
        filter: (path) =>
          !path.startsWith('data/') ||
          !skippedInDataDir(path.slice('data/'.length), options.backupDir, options.dataDir),
      },
      ['manifest.json', 'database', 'data'],
    );
    // It holds the signing secret and the keys of personal data: as secret as they are.
    await chmod(partial, 0o600);
    await rename(partial, options.out);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
};

/** Unpacks an archive into `dir` and returns its manifest; refuses anything not a Cairn backup. */
export const extractArchive = async (file: string, dir: string): Promise<BackupManifest> => {
  await tar.extract({ file, cwd: dir, strict: true });
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error(`${basename(file)} is not a Cairn backup (${String(manifest.format)})`);
  return manifest;
};
