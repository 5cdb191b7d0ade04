/** How fast a runner folds, when it last moved and its last error: what the status screen shows. */
export class RunnerHealth {
  private window: Array<{ at: number; events: number }> = [];
  lastMovedAt: string | null = null;
  lastError: string | null = null;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly windowMs = 10_000,
  ) {}

  moved(events: number): void {
    const at = this.now();
    this.window.push({ at, events });
    this.window = this.window.filter((entry) => entry.at > at - this.windowMs);
    this.lastMovedAt = new Date(at).toISOString();
    this.lastError = null;
  }

  failed(error: unknown): void {
    this.lastError = error instanceof Error ? error.message : String(error);
  }

  /** Events folded per second over the last window (0 when idle). */
  eventsPerSecond(): number {
    const since = this.now() - this.windowMs;
    const events = this.window
      .filter((entry) => entry.at > since)
      .reduce((sum, entry) => sum + entry.events, 0);
    return Math.round(events / (this.windowMs / 1000));
  }
}
