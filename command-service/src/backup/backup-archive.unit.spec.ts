import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BACKUP_FORMAT,
  type BackupManifest,
  extractArchive,
  skippedInDataDir,
  writeArchive,
} from './backup-archive';

describe('what of DATA_DIR a backup carries', () => {
  const dataDir = '/srv/cairn';
  it('leaves out the live database folder, the control socket and kept backups, nothing else', () => {
    expect(skippedInDataDir('pglite', null, dataDir)).toBe(true);
    expect(skippedInDataDir('pglite/base/1/1259', null, dataDir)).toBe(true);
    expect(skippedInDataDir('control.sock', null, dataDir)).toBe(true);
    expect(
      skippedInDataDir(
        'backups/cairn-backup-20261206T000000Z.tar.gz',
        '/srv/cairn/backups',
        dataDir,
      ),
    ).toBe(true);
    for (const kept of [
      'auth-secret',
      'master-key',
      'blobs/ab/abcdef',
      'backups-notes.txt',
      'pglite-notes',
    ])
      expect(skippedInDataDir(kept, '/srv/cairn/backups', dataDir), kept).toBe(false);
    expect(skippedInDataDir('backups/x', '/mnt/elsewhere', dataDir)).toBe(false);
  });
});

describe('the archive', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('round-trips the manifest, the database file and DATA_DIR files with their modes, secret to its reader', async () => {
    dir = await mkdtemp(join(tmpdir(), 'cairn-archive-'));
    const dataDir = join(dir, 'data');
    await mkdir(join(dataDir, 'blobs', 'ab'), { recursive: true });
    await mkdir(join(dataDir, 'pglite'));
    await mkdir(join(dataDir, 'backups'));
    await writeFile(join(dataDir, 'blobs', 'ab', 'abcdef'), 'picture');
    await writeFile(join(dataDir, 'master-key'), 'key', { mode: 0o600 });
    await writeFile(join(dataDir, 'pglite', 'PG_VERSION'), '17');
    await writeFile(join(dataDir, 'backups', 'old.tar.gz'), 'old');
    await writeFile(join(dir, 'db'), 'dump');
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: 'now',
      profile: 'postgres',
      chainHead: 'ab',
      events: 2,
    };
    const out = join(dir, 'backup.tar.gz');
    await writeArchive({
      out,
      manifest,
      databaseFile: join(dir, 'db'),
      dataDir,
      backupDir: join(dataDir, 'backups'),
    });
    expect((await stat(out)).mode & 0o777).toBe(0o600);
    expect(await readdir(dir)).not.toContain('backup.tar.gz.partial');

    const into = join(dir, 'restored');
    await mkdir(into);
    expect(await extractArchive(out, into)).toEqual(manifest);
    expect(await readFile(join(into, 'database', 'postgres.dump'), 'utf8')).toBe('dump');
    expect((await readdir(join(into, 'data'))).sort()).toEqual(['blobs', 'master-key']);
    expect(await readFile(join(into, 'data', 'blobs', 'ab', 'abcdef'), 'utf8')).toBe('picture');
    expect((await stat(join(into, 'data', 'master-key'))).mode & 0o777).toBe(0o600);
  });

  it('refuses an archive that is not a Cairn backup', async () => {
    dir = await mkdtemp(join(tmpdir(), 'cairn-archive-'));
    const tar = await import('tar');
    await writeFile(join(dir, 'manifest.json'), JSON.stringify({ format: 'something-else' }));
    await tar.create({ gzip: true, file: join(dir, 'other.tar.gz'), cwd: dir }, ['manifest.json']);
    const into = join(dir, 'into');
    await mkdir(into);
    await expect(extractArchive(join(dir, 'other.tar.gz'), into)).rejects.toThrow(
      'not a Cairn backup',
    );
  });
});
