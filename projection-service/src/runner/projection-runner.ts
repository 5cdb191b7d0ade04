import type { StoredEvent } from '@cairn/contracts';
import { type Checkpoint, type EventStore, type GlobalBatch, type Logger, type ReadStore, type RowWrite, START, compareCheckpoints, silentLogger } from '@cairn/infra';
import type { Projection } from '../projection';

const RETRY_MS = 1000;

export const checkpointOf = (event: StoredEvent): Checkpoint => ({ txId: event.transactionId ?? '0', position: event.globalPosition });

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

  constructor(
    private readonly events: EventStore,
    private readonly rows: ReadStore,
    private readonly projections: readonly Projection[],
    private readonly options: { batchSize?: number; logger?: Logger } = {},
  ) {}

  async init(): Promise<void> {
    await this.rows.register(this.projections.map((p) => p.model));
    const stored = await this.rows.checkpoints();
    for (const p of this.projections) this.checkpoints[p.name] = stored[p.name] ?? START;
    this.position = this.slowest();
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
          await this.events.subscribe(this.position, (batch) => this.apply(batch), { batchSize: this.options.batchSize ?? 500, signal: this.abort.signal });
        } catch (error) {
          if (this.abort.signal.aborted) return;
          (this.options.logger ?? silentLogger).error('projection batch failed; retrying', { error: String(error) });
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

  /** Processes everything appended so far; returns the number of events read. */
  async catchUp(onProgress?: (events: number) => void): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await this.events.readAll(this.position, this.options.batchSize ?? 1000);
      if (batch.events.length === 0) return total;
      await this.apply(batch);
      total += batch.events.length;
      onProgress?.(total);
    }
  }

  /** Resolves true once every projection has passed `target` (read your own writes), false on timeout. */
  waitFor(target: Checkpoint, timeoutMs: number): Promise<boolean> {
    if (compareCheckpoints(this.position, target) >= 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = { target, resolve };
      this.waiters.push(waiter);
      setTimeout(() => { this.waiters = this.waiters.filter((w) => w !== waiter); resolve(false); }, timeoutMs).unref();
    });
  }

  get current(): Checkpoint { return this.position; }

  private async apply(batch: GlobalBatch): Promise<void> {
    const cache = new Map<string, object | null>();
    const touched = new Map<string, RowWrite>();
    await this.prefetch(batch.events, cache);
    for (const event of batch.events) {
      const at = checkpointOf(event);
      for (const p of this.projections) {
        if (!p.handles.includes(event.type) || compareCheckpoints(at, this.checkpoints[p.name]) <= 0) continue;
        const id = p.keyOf(event);
        if (id === null) continue;
        const key = `${p.model.name}\u0000${id}`;
        const next = p.evolve((cache.get(key) ?? null) as never, event);
        cache.set(key, next);
        touched.set(key, { model: p.model.name, id, row: next });
      }
    }
    const checkpoints: Record<string, Checkpoint> = {};
    for (const p of this.projections) {
      checkpoints[p.name] = compareCheckpoints(batch.checkpoint, this.checkpoints[p.name]) > 0 ? batch.checkpoint : this.checkpoints[p.name];
    }
    await this.rows.commit([...touched.values()], checkpoints);
    this.checkpoints = checkpoints;
    this.position = batch.checkpoint;
    this.waiters = this.waiters.filter((w) => {
      if (compareCheckpoints(this.position, w.target) < 0) return true;
      w.resolve(true);
      return false;
    });
  }

  /** Loads every row the batch touches in one query per model, instead of one per event. */
  private async prefetch(events: readonly StoredEvent[], cache: Map<string, object | null>): Promise<void> {
    const wanted = new Map<string, Set<string>>();
    for (const event of events) {
      for (const p of this.projections) {
        if (!p.handles.includes(event.type)) continue;
        const id = p.keyOf(event);
        if (id === null) continue;
        const ids = wanted.get(p.model.name) ?? new Set<string>();
        ids.add(id);
        wanted.set(p.model.name, ids);
      }
    }
    for (const [model, ids] of wanted) {
      const found = await this.rows.getMany<object>(model, [...ids]);
      for (const id of ids) cache.set(`${model}\u0000${id}`, found.get(id) ?? null);
    }
  }

  private slowest(): Checkpoint {
    return Object.values(this.checkpoints).reduce((min, cp) => (compareCheckpoints(cp, min) < 0 ? cp : min), this.checkpoints[this.projections[0]?.name] ?? START);
  }
}
