import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '@cairn/infra';
import type { BackupManifest } from './backup-archive';

const NAME = /^cairn-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/;

/** `cairn-backup-20261206T013000Z.tar.gz`: sorts by time, and the time is read back from it. */
export const backupFileName = (at: Date): string =>
  `cairn-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}.tar.gz`;

export const backupTimeOf = (name: string): Date | null => {
  const m = NAME.exec(name);
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`) : null;
};

/** When the next scheduled backup is due: `everyHours` after the newest one, or now if there is none. */
export const nextBackupDue = (names: string[], everyHours: number, now: Date): Date => {
  const times = names.map(backupTimeOf).filter((t): t is Date => t !== null);
  if (times.length === 0) return now;
  const newest = Math.max(...times.map((t) => t.getTime()));
  return new Date(newest + everyHours * 3600_000);
};

/** The scheduled backups beyond the newest `keep` (at least one is always kept); other files are not ours. */
export const backupsToPrune = (names: string[], keep: number): string[] =>
  names
    .filter((n) => backupTimeOf(n) !== null)
    .sort()
    .reverse()
    .slice(Math.max(1, keep));

export interface BackupSchedule {
  dir: string;
  everyHours: number;
  keep: number;
}

/** Takes a backup into `dir` whenever one is due and keeps the newest `keep` (BACKUP_EVERY_HOURS). */
export class BackupScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly take: (out: string) => Promise<BackupManifest>,
    private readonly schedule: BackupSchedule,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Runs the backup if due; returns the file written, or null. */
  async runDue(): Promise<string | null> {
    const { dir, everyHours, keep } = this.schedule;
    await mkdir(dir, { recursive: true });
    const now = this.now();
    if (nextBackupDue(await readdir(dir), everyHours, now) > now) return null;
    const out = join(dir, backupFileName(now));
    const manifest = await this.take(out);
    this.logger.info('scheduled backup written', { file: out, chainHead: manifest.chainHead });
    for (const old of backupsToPrune(await readdir(dir), keep)) await rm(join(dir, old));
    return out;
  }

  start(checkMs = 60_000): void {
    if (this.timer || this.schedule.everyHours <= 0) return;
    const tick = () => {
      this.running ??= this.runDue()
        .then(() => undefined)
        .catch((error: unknown) =>
          this.logger.error('scheduled backup failed', { error: String(error) }),
        )
        .finally(() => (this.running = null));
    };
    this.timer = setInterval(tick, checkMs);
    this.timer.unref();
    tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
