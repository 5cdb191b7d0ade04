import { type Checkpoint, compareCheckpoints } from '@cairn/infra';

/** Callers waiting for the runner to pass a checkpoint (read your own writes). */
export class CheckpointWaiters {
  private waiters: Array<{ target: Checkpoint; resolve: (ok: boolean) => void }> = [];

  /** Resolves true once `passed` reaches `target`, false after `timeoutMs`. */
  wait(target: Checkpoint, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter = { target, resolve };
      this.waiters.push(waiter);
      setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(false);
      }, timeoutMs).unref();
    });
  }

  passed(position: Checkpoint): void {
    this.waiters = this.waiters.filter((w) => {
      if (compareCheckpoints(position, w.target) < 0) return true;
      w.resolve(true);
      return false;
    });
  }

  cancelAll(): void {
    for (const w of this.waiters) w.resolve(false);
    this.waiters = [];
  }
}
