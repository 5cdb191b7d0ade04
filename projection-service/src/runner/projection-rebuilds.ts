import { type RebuildProgress, defined } from '@cairn/contracts';
import { type EventStore, type Logger, type ReadStore, silentLogger } from '@cairn/infra';
import type { Projection } from '../projection';
import { ProjectionRunner } from './projection-runner';

/** The shadow a rebuild folds into: same projection, its own model and checkpoint. */
export const SHADOW_SUFFIX = '#rebuild';
export const shadowOf = (p: Projection): Projection => ({
  ...p,
  name: `${p.name}${SHADOW_SUFFIX}`,
  model: { ...p.model, name: `${p.model.name}${SHADOW_SUFFIX}` },
});

/** One shadow runner for one or more read models: the log is read once for all of them. */
interface Rebuild {
  names: string[];
  progress: RebuildProgress;
  abort: AbortController;
  finished: Promise<void>;
}

/**
 * Blue/green rebuilds beside the live runner: a shadow model is folded from the first event while
 * the live model keeps serving, caught up to the head, then swapped in one transaction
 * (ReadStore.promote) between two live batches. A crash leaves the live model serving and the
 * shadow's rows and checkpoint committed, so the rebuild resumes where it was (resume()).
 */
export class ProjectionRebuilds {
  private readonly rebuilds = new Map<string, Rebuild>();

  constructor(
    private readonly events: EventStore,
    private readonly rows: ReadStore,
    private readonly live: ProjectionRunner,
    private readonly projections: readonly Projection[],
    private readonly options: { batchSize?: number; logger?: Logger; now?: () => number } = {},
  ) {}

  projection(name: string): Projection | undefined {
    return this.projections.find((p) => p.name === name);
  }

  /** Starts a rebuild, or answers the one under way. */
  start(name: string, reason: RebuildProgress['reason'] = 'manual'): RebuildProgress {
    return this.startGroup([name], reason);
  }

  /**
   * Rebuilds several read models from one read of the log (every model at once: bench R3, or the
   * outdated ones at start); each is swapped in at the end. Models already rebuilding are left out.
   */
  startGroup(
    names: readonly string[],
    reason: RebuildProgress['reason'] = 'manual',
  ): RebuildProgress {
    const projections = names.map(
      (name) =>
        this.projection(name) ??
        (() => {
          throw new Error(`unknown projection ${name}`);
        })(),
    );
    const busy = projections.filter(
      (p) => this.rebuilds.get(p.name)?.progress.state === 'REBUILDING',
    );
    if (busy.length === projections.length)
      return defined(this.rebuilds.get(busy[0].name), `the rebuild of ${busy[0].name}`).progress;
    const group = projections.filter((p) => !busy.includes(p));
    const progress: RebuildProgress = {
      reason,
      state: 'REBUILDING',
      done: 0,
      total: 0,
      eventsPerSecond: 0,
      secondsLeft: null,
      startedAt: new Date(this.now()).toISOString(),
      finishedAt: null,
      error: null,
    };
    const abort = new AbortController();
    const rebuild: Rebuild = {
      names: group.map((p) => p.name),
      progress,
      abort,
      finished: Promise.resolve(),
    };
    rebuild.finished = this.run(group, rebuild).catch((error: unknown) => {
      progress.state = abort.signal.aborted ? 'CANCELLED' : 'FAILED';
      progress.error = abort.signal.aborted
        ? null
        : String(error instanceof Error ? error.message : error);
      progress.finishedAt = new Date(this.now()).toISOString();
      if (progress.state === 'FAILED')
        (this.options.logger ?? silentLogger).error(
          `rebuild of ${rebuild.names.join(', ')} failed`,
          { error: progress.error },
        );
    });
    for (const p of group) this.rebuilds.set(p.name, rebuild);
    return progress;
  }

  /** Cancels a rebuild under way (with its group): the shadows are dropped, the live models stay as they were. */
  async cancel(name: string): Promise<boolean> {
    const rebuild = this.rebuilds.get(name);
    if (!rebuild || rebuild.progress.state !== 'REBUILDING') return false;
    rebuild.abort.abort();
    await rebuild.finished;
    // A rebuild's names are those of known projections (startGroup).
    const shadows = rebuild.names.map((n) =>
      shadowOf(defined(this.projection(n), `projection ${n}`)),
    );
    for (const p of shadows) await this.rows.reset(p.name, [p.model.name]);
    return true;
  }

  progress(name: string): RebuildProgress | null {
    return this.rebuilds.get(name)?.progress ?? null;
  }

  /** Waits for a rebuild under way (tests, the command line). */
  async settled(name: string): Promise<RebuildProgress | null> {
    await this.rebuilds.get(name)?.finished;
    return this.progress(name);
  }

  /** At start: rebuilds a crash interrupted (their shadow has a checkpoint), and the outdated ones. */
  async resume(outdated: readonly string[]): Promise<void> {
    const stored = await this.rows.checkpoints();
    const resumed = this.projections.filter((p) => stored[shadowOf(p).name]).map((p) => p.name);
    if (resumed.length > 0) this.startGroup(resumed, 'resumed');
    const fresh = outdated.filter((name) => !resumed.includes(name));
    if (fresh.length > 0) this.startGroup(fresh, 'version');
  }

  async stop(): Promise<void> {
    const running = [...this.rebuilds.values()].filter((r) => r.progress.state === 'REBUILDING');
    for (const rebuild of running) rebuild.abort.abort();
    await Promise.all(running.map((r) => r.finished));
  }

  private async run(group: readonly Projection[], { progress, abort }: Rebuild): Promise<void> {
    const shadows = group.map(shadowOf);
    const runner = new ProjectionRunner(this.events, this.rows, shadows, {
      batchSize: this.options.batchSize,
      shadow: true,
    });
    await runner.init();
    const started = this.now();
    progress.total = await this.events.countAfter(runner.current);
    await runner.catchUp((done) => {
      progress.done = done;
      const seconds = Math.max((this.now() - started) / 1000, 0.001);
      progress.eventsPerSecond = Math.round(done / seconds);
      progress.secondsLeft =
        progress.eventsPerSecond > 0
          ? Math.max(0, Math.round((progress.total - done) / progress.eventsPerSecond))
          : null;
    }, abort.signal);
    // The last events and the swap while no live batch runs: the live model is never half-built.
    await this.live.exclusive(async () => {
      abort.signal.throwIfAborted();
      progress.done += await runner.catchUp(undefined, abort.signal);
      await this.rows.commit(
        [],
        Object.fromEntries(shadows.map((shadow) => [shadow.name, runner.current])),
      );
      for (const [i, p] of group.entries()) {
        await this.rows.promote(
          { projection: shadows[i].name, models: [shadows[i].model.name] },
          { projection: p.name, models: [p.model.name] },
        );
        await this.live.adopt(p.name, runner.current);
      }
    });
    progress.total = Math.max(progress.total, progress.done);
    progress.secondsLeft = 0;
    progress.state = 'DONE';
    progress.finishedAt = new Date(this.now()).toISOString();
    (this.options.logger ?? silentLogger).info(
      `read models ${group.map((p) => p.model.name).join(', ')} rebuilt blue/green and swapped in (${progress.done} events)`,
    );
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}
