import type { Logger } from '@cairn/infra';
import type { ClusterLeases } from './cluster-leases';

/**
 * Keeps this process's share of `units` leased and running: every tick renews, gives back and
 * takes leases (ClusterLeases.tick); when the held set changes, or an owner's commit was refused
 * (invalidate()), the work is restarted on what is held now, from the stored checkpoints.
 */
export class LeasedUnits {
  private held: string[] = [];
  private dirty = false;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly leases: ClusterLeases,
    private readonly units: readonly string[],
    /** Stops what ran and starts `held` (maybe none). */
    private readonly apply: (held: string[]) => Promise<void>,
    private readonly logger: Logger,
    private readonly tickMs = Math.max(250, Math.floor(leases.ttlMs / 4)),
  ) {}

  start(): void {
    const loop = async () => {
      if (this.stopped) return;
      this.running = this.tick().catch((error: unknown) =>
        this.logger.error('lease round failed', { error: String(error) }),
      );
      await this.running;
      if (!this.stopped) this.timer = setTimeout(() => void loop(), this.tickMs);
    };
    void loop();
  }

  /** A commit was refused (lease lost or checkpoint moved): restart from the stored checkpoints. */
  invalidate(): void {
    this.dirty = true;
  }

  get owned(): readonly string[] {
    return this.held;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await this.apply([]);
    await this.leases.leave(this.held);
    this.held = [];
  }

  private async tick(): Promise<void> {
    const held = await this.leases.tick(this.units);
    if (!this.dirty && held.join() === this.held.join()) return;
    const gained = held.filter((u) => !this.held.includes(u));
    const lost = this.held.filter((u) => !held.includes(u));
    this.dirty = false;
    this.held = held;
    this.logger.info(
      `leases: ${held.length} held (+${gained.join(',') || '-'} -${lost.join(',') || '-'})`,
      { owner: this.leases.owner },
    );
    await this.apply(held);
  }
}
