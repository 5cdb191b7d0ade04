import type { StoredEvent } from '@cairn/contracts';
import {
  AsyncMutex,
  type Checkpoint,
  type EventStore,
  type GlobalBatch,
  type Logger,
  type ReadStore,
  type RowWrite,
  START,
  compareCheckpoints,
  silentLogger,
} from '@cairn/infra';
import type { Projection } from '../projection';
import { FreshRows } from './fresh-rows';
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

interface Folded {
  touched: Map<string, RowWrite>;
  checkpoints: Record<string, Checkpoint>;
  cache: Map<string, object | null>;
}

/** Where a projection's version is kept: a checkpoint entry of its own, so every read store keeps it without a migration. */
const versionKey = (p: Projection): string => `${p.name}@version`;

export const checkpointOf = (event: StoredEvent): Checkpoint => ({
  txId: event.transactionId ?? '0',
  position: event.globalPosition,
});

/**
 * Folds the global log into every read model. Each projection has its own checkpoint, so one can
 * be rebuilt while others stay; a batch's rows and checkpoints are committed in one transaction,
 * which makes a re-delivered batch a no-op (idempotent) and a crash lose nothing.
 */
export class ProjectionRunner {
  private checkpoints: Record<string, Checkpoint> = {};
  private position: Checkpoint = START;
  private waiters: Array<{ target: Checkpoint; resolve: (ok: boolean) => void }> = [];
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
    const outdated = this.options.shadow ? [] : await this.handleOutdated();
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
    await this.rows.commit([], {
      [versionKey(p)]: { txId: String(p.version ?? 1), position: '0' },
    });
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
    for (const w of this.waiters) w.resolve(false);
    this.waiters = [];
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
    return new Promise((resolve) => {
      const waiter = { target, resolve };
      this.waiters.push(waiter);
      setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(false);
      }, timeoutMs).unref();
    });
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

  /**
   * A read model made by another version of its projection (versions are kept beside the
   * checkpoints, `<name>@version`) is emptied and folded from the first event ('reset'), or left
   * serving and paused for a blue/green rebuild ('pause'). A model with no rows yet just takes the version.
   */
  private async handleOutdated(): Promise<string[]> {
    const stored = await this.rows.checkpoints();
    const changed = this.projections.filter(
      (p) => (stored[versionKey(p)]?.txId ?? '1') !== String(p.version ?? 1),
    );
    const built = changed.filter((p) => stored[p.name]);
    const pause = this.options.onOutdated === 'pause';
    for (const p of built) {
      if (pause) {
        this.paused.add(p.name);
        continue;
      }
      await this.rows.reset(p.name, [p.model.name]);
      this.options.logger?.info(
        `read model ${p.model.name} rebuilt from the first event: projection ${p.name} is now version ${p.version ?? 1}`,
      );
    }
    const versioned = pause ? changed.filter((p) => !stored[p.name]) : changed;
    if (versioned.length > 0)
      await this.rows.commit(
        [],
        Object.fromEntries(
          versioned.map((p) => [versionKey(p), { txId: String(p.version ?? 1), position: '0' }]),
        ),
      );
    return built.filter((p) => this.paused.has(p.name)).map((p) => p.name);
  }

  private async apply(batch: GlobalBatch): Promise<void> {
    // A large batch (the runner is behind) commits in two lanes, as a catch-up does.
    await this.turn.run(async () =>
      this.commit(batch, await this.fold(batch, new Map()), batch.events.length >= 1_000 ? 2 : 1),
    );
    this.health.moved(batch.events.length);
  }

  /** Folds a batch into the rows it touches; `carried` rows (not yet committed, maybe) are used instead of reading them. */
  private async fold(
    batch: GlobalBatch,
    carried: Map<string, object | null>,
    fresh?: FreshRows,
  ): Promise<Folded> {
    const cache = new Map<string, object | null>();
    const touched = new Map<string, RowWrite>();
    await this.prefetch(batch.events, cache, carried, fresh);
    for (const event of batch.events) {
      const at = checkpointOf(event);
      for (const p of this.projections) {
        if (
          !p.handles.includes(event.type) ||
          this.paused.has(p.name) ||
          compareCheckpoints(at, this.checkpoints[p.name]) <= 0
        )
          continue;
        const id = p.keyOf(event);
        if (id === null) continue;
        const key = `${p.model.name}\u0000${id}`;
        const next = p.evolve((cache.get(key) ?? null) as never, event);
        cache.set(key, next);
        touched.set(key, { model: p.model.name, id, row: next });
        fresh?.written(p.model.name, key);
      }
    }
    const checkpoints: Record<string, Checkpoint> = {};
    for (const p of this.projections) {
      const ahead =
        !this.paused.has(p.name) &&
        compareCheckpoints(batch.checkpoint, this.checkpoints[p.name]) > 0;
      checkpoints[p.name] = ahead ? batch.checkpoint : this.checkpoints[p.name];
    }
    return {
      touched,
      checkpoints,
      cache: new Map([...touched].map(([key, write]) => [key, write.row as object | null])),
    };
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
    const groups = this.split([...touched.values()], lanes);
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
    this.waiters = this.waiters.filter((w) => {
      if (compareCheckpoints(this.position, w.target) < 0) return true;
      w.resolve(true);
      return false;
    });
  }

  /** Projections (with the rows of their models) in `lanes` groups; projections that wrote nothing go with the first. */
  private split(writes: RowWrite[], lanes: number): Array<{ writes: RowWrite[]; names: string[] }> {
    if (lanes <= 1) return [{ writes, names: this.projections.map((p) => p.name) }];
    const byModel = new Map<string, RowWrite[]>();
    for (const write of writes)
      (byModel.get(write.model) ?? byModel.set(write.model, []).get(write.model)!).push(write);
    const groups = Array.from({ length: lanes }, () => ({
      writes: [] as RowWrite[],
      names: [] as string[],
      models: new Set<string>(),
    }));
    for (const [model, rows] of [...byModel].sort((a, b) => b[1].length - a[1].length)) {
      const lightest = groups.reduce((min, g) => (g.writes.length < min.writes.length ? g : min));
      lightest.writes.push(...rows);
      lightest.models.add(model);
    }
    for (const p of this.projections)
      (groups.find((g) => g.models.has(p.model.name)) ?? groups[0]).names.push(p.name);
    return groups.filter((g) => g.names.length > 0);
  }

  /** Loads every row the batch touches in one query per model, instead of one per event. */
  private async prefetch(
    events: readonly StoredEvent[],
    cache: Map<string, object | null>,
    carried: Map<string, object | null>,
    fresh?: FreshRows,
  ): Promise<void> {
    const wanted = new Map<string, Set<string>>();
    for (const event of events) {
      for (const p of this.projections) {
        if (!p.handles.includes(event.type) || this.paused.has(p.name)) continue;
        const id = p.keyOf(event);
        if (id === null) continue;
        const key = `${p.model.name}\u0000${id}`;
        if (carried.has(key)) {
          cache.set(key, carried.get(key) ?? null);
          continue;
        }
        if (fresh?.absent(p.model.name, key)) {
          cache.set(key, null);
          continue;
        }
        const ids = wanted.get(p.model.name) ?? new Set<string>();
        ids.add(id);
        wanted.set(p.model.name, ids);
      }
    }
    // One query per model, side by side on the pool.
    await Promise.all(
      [...wanted].map(async ([model, ids]) => {
        const found = await this.rows.getMany<object>(model, [...ids]);
        for (const id of ids) cache.set(`${model}\u0000${id}`, found.get(id) ?? null);
      }),
    );
  }

  private slowest(): Checkpoint {
    return Object.values(this.checkpoints).reduce(
      (min, cp) => (compareCheckpoints(cp, min) < 0 ? cp : min),
      this.checkpoints[this.projections[0]?.name] ?? START,
    );
  }
}
