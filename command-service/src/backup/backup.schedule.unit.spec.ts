import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '@cairn/infra';
import { BACKUP_FORMAT, type BackupManifest } from './backup-archive';
import {
  BackupScheduler,
  backupFileName,
  backupTimeOf,
  backupsToPrune,
  nextBackupDue,
} from './backup.schedule';

const at = (iso: string) => new Date(iso);
const name = (iso: string) => backupFileName(at(iso));

describe('backup schedule', () => {
  it('names a backup by its time and reads the time back', () => {
    expect(name('2026-12-06T01:30:05.123Z')).toBe('cairn-backup-20261206T013005Z.tar.gz');
    expect(backupTimeOf('cairn-backup-20261206T013005Z.tar.gz')).toEqual(
      at('2026-12-06T01:30:05Z'),
    );
    expect(backupTimeOf('cairn-backup-20261206T013005Z.tar.gz.partial')).toBeNull();
    expect(backupTimeOf('notes.txt')).toBeNull();
  });

  it('is due at once without a backup, then every period after the newest one', () => {
    const now = at('2026-12-06T12:00:00Z');
    expect(nextBackupDue([], 6, now)).toEqual(now);
    expect(nextBackupDue(['notes.txt', `${name('2026-12-06T01:00:00Z')}.partial`], 6, now)).toEqual(
      now,
    );
    const names = [name('2026-12-05T20:00:00Z'), name('2026-12-06T08:00:00Z')];
    expect(nextBackupDue(names, 6, now)).toEqual(at('2026-12-06T14:00:00Z'));
  });

  it('prunes all but the newest `keep` backups, never the last one, never other files', () => {
    const names = [
      name('2026-12-03T00:00:00Z'),
      'notes.txt',
      name('2026-12-05T00:00:00Z'),
      name('2026-12-04T00:00:00Z'),
      `${name('2026-12-01T00:00:00Z')}.partial`,
    ];
    expect(backupsToPrune(names, 2)).toEqual([name('2026-12-03T00:00:00Z')]);
    expect(backupsToPrune(names, 0)).toEqual([
      name('2026-12-04T00:00:00Z'),
      name('2026-12-03T00:00:00Z'),
    ]);
    expect(backupsToPrune(names, 5)).toEqual([]);
  });
});

describe('BackupScheduler', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes a backup when due, none before the period, and keeps the newest ones', async () => {
    dir = await mkdtemp(join(tmpdir(), 'cairn-schedule-'));
    let now = at('2026-12-06T00:00:00Z');
    const taken: string[] = [];
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: '',
      profile: 'pglite',
      chainHead: null,
      events: 0,
    };
    const take = async (out: string) => {
      taken.push(out);
      await writeFile(out, 'backup');
      return manifest;
    };
    const scheduler = new BackupScheduler(
      take,
      { dir, everyHours: 6, keep: 2 },
      silentLogger,
      () => now,
    );
    expect(await scheduler.runDue()).toBe(join(dir, name('2026-12-06T00:00:00Z')));
    now = at('2026-12-06T05:59:00Z');
    expect(await scheduler.runDue()).toBeNull();
    for (const hour of ['06', '12', '18']) {
      now = at(`2026-12-06T${hour}:00:30Z`);
      expect(await scheduler.runDue()).not.toBeNull();
    }
    expect(taken).toHaveLength(4);
    expect((await readdir(dir)).sort()).toEqual([
      name('2026-12-06T12:00:30Z'),
      name('2026-12-06T18:00:30Z'),
    ]);
  });
});
