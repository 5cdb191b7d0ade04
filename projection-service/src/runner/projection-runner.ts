import {
  AsyncMutex,
  type Checkpoint,
  type EventStore,
  type GlobalBatch,
  type Logger,
  type ReadStore,
  START,
  compareCheckpoints,
  silentLogger,
} from '@cairn/infra';
import type { Projection } from '../projection';
import { type Folded, foldBatch, splitIntoLanes } from './batch-fold';
import { CheckpointWaiters } from './checkpoint-waiters';
import { FreshRows } from './fresh-rows';
import { handleOutdated, versionCheckpoint, versionKey } from './outdated-projections';

export { checkpointOf } from './batch-fold';
import { RunnerHealth } from './runner-health';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

const RETRY_MS = 1000;

/**
 * The batch size for a runner on PGlite: no round trip to save with big batches, and PGlite keeps
 * the WebAssembly memory a big statement once took (bench E1-mem).
 */
export const PGLITE_BATCH_SIZE = 1_000;

export interface ProjectionRunnerOptions {
  batchSize?: number;
  logger?: Logger;
  /**
   * What init() does with a read model made by another version of its projection: 'reset' empties
   * it and folds it again from the first event (blocking); 'pause' leaves its rows serving and stops
   * folding it until a blue/green rebuild (ProjectionRebuilds) swaps in the new version.
   */
  onOutdated?: 'reset' | 'pause';
  /** false for a rebuild's shadow or a snapshot: no indexes, no versions of its own. */
  shadow?: boolean;
}

/**
 * Folds the global log into every read model. Each projection has its own checkpoint, so one can
 * be rebuilt while others stay; a batch's rows and checkpoints are committed in one transaction,
 * which makes a re-delivered batch a no-op (idempotent) and a crash lose nothing.
 */
export class ProjectionRunner {
  private checkpoints: Record<string, Checkpoint> = {};
  private position: Checkpoint = START;
  private readonly waiters = new CheckpointWaiters();
  private abort = new AbortController();
  private loop: Promise<void> | null = null;
  /** Projections not folded live: outdated ones waiting for their blue/green rebuild. */
  private readonly paused = new Set<string>();
  /** Live batches and a rebuild's swap take turns (exclusive()). */
  private readonly turn = new AsyncMutex();
  readonly health = new RunnerHealth();

  constructor(
    private readonly events: EventStore,
    private readonly rows: ReadStore,
    private readonly projections: readonly Projection[],
    private readonly options: ProjectionRunnerOptions = {},
  ) {}

  /** Returns the names of the outdated projections it paused (onOutdated 'pause'). */
  async init(): Promise<string[]> {
    await this.rows.register(
      this.projections.map((p) => p.model),
      { indexes: !this.options.shadow },
    );
    const outdated = this.options.shadow
      ? []
      : await handleOutdated(
          this.rows,
          this.projections,
          this.options.onOutdated ?? 'reset',
          this.options.logger,
        );
    for (const name of outdated) this.paused.add(name);
    const stored = await this.rows.checkpoints();
    for (const p of this.projections) this.checkpoints[p.name] = stored[p.name] ?? START;
    this.position = this.slowest();
    return outdated;
  }

  /** Runs `work` between two live batches: nothing is folded live meanwhile. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.turn.run(work);
  }

  /** After a swap: the projection's rows are at `checkpoint` now, and it is folded live again. */
  async adopt(name: string, checkpoint: Checkpoint): Promise<void> {
    const p = this.projections.find((x) => x.name === name);
    if (!p) throw new Error(`unknown projection ${name}`);
    this.checkpoints[name] = checkpoint;
    this.paused.delete(name);
    await this.rows.commit([], { [versionKey(p)]: versionCheckpoint(p) });
  }

  checkpointOf(name: string): Checkpoint | undefined {
    return this.checkpoints[name];
  }
  isPaused(name: string): boolean {
    return this.paused.has(name);
  }

  /**
   * Runs until stopped, following the log live. A failed batch (the database away for a moment)
   * commits nothing, so the runner waits and goes on from its last committed checkpoint.
   */
  start(): void {
    if (this.loop) return;
    this.loop = (async () => {
      while (!this.abort.signal.aborted) {
        try {
          // Up to catch-up sized batches: following the log, a batch holds only what is new; behind
          // it (a burst of appends, bench L1), fewer and larger commits catch up sooner.
          await this.events.subscribe(this.position, (batch) => this.apply(batch), {
            batchSize: this.options.batchSize ?? 5000,
            signal: this.abort.signal,
          });
        } catch (error) {
          if (this.abort.signal.aborted) return;
          this.health.failed(error);
          (this.options.logger ?? silentLogger).error('projection batch failed; retrying', {
            error: String(error),
          });
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        }
      }
    })();
  }

  async stop(): Promise<void> {
    this.abort.abort();
    await this.loop;
    this.loop = null;
    this.waiters.cancelAll();
  }

  /**
   * Processes everything appended so far; returns the number of events read. Pipelined for
   * rebuilds (bench R2): the next batch is read and folded while the previous one commits. That is
   * safe because every row the previous batch touched is carried over instead of read back, and
   * commits still happen one after the other, in order.
   */
  async catchUp(onProgress?: (events: number) => void, signal?: AbortSignal): Promise<number> {
    // Two folds of the same events side by side would each commit rows from the same start, the
    // later overwriting the newer (bench L1 found it): while live, wait with waitForLatest().
    if (this.loop)
      throw new Error('catchUp() while the runner follows the log live; use waitForLatest()');
    const size = this.options.batchSize ?? 5000;
    const fresh = new FreshRows(
      this.projections
        .filter((p) => compareCheckpoints(this.checkpoints[p.name], START) === 0)
        .map((p) => p.model.name),
    );
    let total = 0;
    let committing: Promise<void> = Promise.resolve();
    let carried = new Map<string, object | null>();
    let reading = this.events.readAll(this.position, size);
    try {
      for (;;) {
        signal?.throwIfAborted();
        const batch = await reading;
        if (batch.events.length === 0) break;
        reading = this.events.readAll(batch.checkpoint, size);
        const folded = await this.fold(batch, carried, fresh);
        await committing;
        committing = this.commit(batch, folded, 2);
        carried = folded.cache;
        total += batch.events.length;
        onProgress?.(total);
        // PGlite answers in microtasks: without a turn of the event loop here, a rebuild beside the
        // live app would hold every HTTP answer until it ends.
        await yieldToEventLoop();
      }
      await committing;
      return total;
    } finally {
      // A failed commit or read must not leave a promise rejecting unobserved.
      await Promise.allSettled([committing, reading]);
    }
  }

  /** Resolves true once every projection has passed `target` (read your own writes), false on timeout. */
  waitFor(target: Checkpoint, timeoutMs: number): Promise<boolean> {
    if (compareCheckpoints(this.position, target) >= 0) return Promise.resolve(true);
    return this.waiters.wait(target, timeoutMs);
  }

  /** Resolves true once every projection has passed what the log holds now, false on timeout. */
  async waitForLatest(timeoutMs: number): Promise<boolean> {
    let head = this.current;
    for (;;) {
      const batch = await this.events.readAll(head, 1000);
      if (batch.events.length === 0) return this.waitFor(head, timeoutMs);
      head = batch.checkpoint;
    }
  }

  get current(): Checkpoint {
    return this.position;
  }

  private async apply(batch: GlobalBatch): Promise<void> {
    // A large batch (the runner is behind) commits in two lanes, as a catch-up does.
    await this.turn.run(async () =>
      this.commit(batch, await this.fold(batch, new Map()), batch.events.length >= 1_000 ? 2 : 1),
    );
    this.health.moved(batch.events.length);
  }

  private fold(
    batch: GlobalBatch,
    carried: Map<string, object | null>,
    fresh?: FreshRows,
  ): Promise<Folded> {
    const scope = {
      projections: this.projections,
      paused: this.paused,
      checkpoints: this.checkpoints,
    };
    return foldBatch(this.rows, scope, batch, carried, fresh);
  }

  /**
   * Commits a folded batch. With `lanes` > 1 (catch-up only: big batches) the projections are split
   * into that many groups of about equal rows, committed side by side on the pool, each group's rows
   * with its own checkpoints: the database then uses more than one core. A group that fails leaves
   * the others committed, and their checkpoints say so, so nothing is folded twice.
   */
  private async commit(
    batch: GlobalBatch,
    { touched, checkpoints }: Folded,
    lanes = 1,
  ): Promise<void> {
    const groups = splitIntoLanes(this.projections, [...touched.values()], lanes);
    const outcomes = await Promise.allSettled(
      groups.map(async ({ writes, names }) => {
        await this.rows.commit(
          writes,
          Object.fromEntries(names.map((name) => [name, checkpoints[name]])),
        );
        for (const name of names) this.checkpoints[name] = checkpoints[name];
      }),
    );
    const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (failed) {
      this.position = this.slowest();
      throw failed.reason;
    }
    this.position = batch.checkpoint;
    this.waiters.passed(this.position);
  }

  private slowest(): Checkpoint {
    return Object.values(this.checkpoints).reduce(
      (min, cp) => (compareCheckpoints(cp, min) < 0 ? cp : min),
      this.checkpoints[this.projections[0]?.name] ?? START,
    );
  }
}
