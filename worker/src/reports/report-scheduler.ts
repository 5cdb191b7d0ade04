import type { ReportJob, ReportSchedule } from '@cairn/contracts';
import type { Logger } from '@cairn/infra';
import { duePeriods } from './report-periods';

export interface ReportSchedulerDeps {
  now(): Date;
  /** Every hub whose features ask for a report, with what was sent last (from the event store). */
  schedules(): Promise<ReportSchedule[]>;
  /** Makes and sends one report, idempotent by `job.key`; in process, or as a queued job per hub and period. */
  dispatch(job: ReportJob): Promise<void>;
  /** Other clock-driven checks to run on each tick (overdue audit actions). */
  onTick?(now: Date): Promise<void>;
  logger: Logger;
}

/** The jobs due at `now`, oldest period first per hub. */
export const dueReportJobs = (schedules: readonly ReportSchedule[], now: Date): ReportJob[] =>
  schedules.flatMap((s) =>
    duePeriods(s.frequency, now, s.lastSentEnd).map((period) => ({
      ...s,
      period,
      key: `${s.hubUuid}.${s.kind}.${period.start.replace(/[:.]/g, '')}`,
    })),
  );

/**
 * The scheduler of reports (issue 15): on start, then every `intervalMs`, asks which periods became
 * due and dispatches one job for each. Nothing is remembered here: what was sent is read from the
 * event store on each tick, so a stop (even a SIGKILL) at any point leaves nothing behind or doubled.
 */
export class ReportScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly deps: ReportSchedulerDeps,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    const tick = () => {
      this.running ??= this.tick().finally(() => {
        this.running = null;
      });
    };
    tick();
    this.timer = setInterval(tick, this.intervalMs);
  }

  async tick(): Promise<void> {
    const now = this.deps.now();
    try {
      for (const job of dueReportJobs(await this.deps.schedules(), now))
        await this.deps.dispatch(job);
      await this.deps.onTick?.(now);
    } catch (error) {
      // The store may be away for a moment: the next tick tries again.
      this.deps.logger.warn('report scheduler: tick failed; trying again on the next one', {
        error: String(error),
      });
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
