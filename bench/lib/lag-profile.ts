import {
  type ReadStore,
  compareCheckpoints,
  type Checkpoint,
  type EventStore,
  type GlobalBatch,
} from '@cairn/infra';
import { median, percentile } from './harness';

interface Batch {
  /** When the read that returned the batch started, ended, and its handler (fold + commit) ended (ms). */
  readAt: number;
  readMs: number;
  applyMs: number;
  /** Of applyMs: the look-ups of the rows the batch touches, and the commit of rows and checkpoints. */
  lookupMs: number;
  commitMs: number;
  events: number;
  checkpoint: Checkpoint;
}

const ms = () => Number(process.hrtime.bigint()) / 1e6;

/**
 * L1's profile (issue 38): the runner's store seen through a layer that times each read of its
 * subscription and each batch's handler, without touching the runner. A probe's lag then splits
 * into queued (acknowledged → the read that returns it starts: the wake-up, or the batch before
 * still being applied), read, and apply (fold, commit of rows and checkpoints, the turn).
 */
export class LagProfile {
  readonly batches: Batch[] = [];
  private readonly probes: Array<{ ackedAt: number; checkpoint: Checkpoint; lag: number }> = [];
  private spent = { lookupMs: 0, commitMs: 0 };

  /** The read store to give the runner: the same store, its look-ups and commits timed. */
  wrapRows<T extends ReadStore>(rows: T): T {
    const timed = Object.create(rows) as T;
    timed.getMany = async <R>(model: string, ids: string[]) => {
      const at = ms();
      try {
        return await rows.getMany.call<T, [string, string[]], Promise<Map<string, R>>>(
          timed,
          model,
          ids,
        );
      } finally {
        this.spent.lookupMs += ms() - at;
      }
    };
    timed.commit = async (writes, checkpoints) => {
      const at = ms();
      try {
        return await rows.commit.call(timed, writes, checkpoints);
      } finally {
        this.spent.commitMs += ms() - at;
      }
    };
    return timed;
  }

  /** The store to give the runner: the same store, its subscription timed. */
  wrap(store: EventStore): EventStore {
    const timed = Object.create(store) as EventStore;
    let lastRead = { at: 0, ms: 0 };
    timed.readAll = async (from, size) => {
      const at = ms();
      const batch = await store.readAll.call(timed, from, size);
      lastRead = { at, ms: ms() - at };
      return batch;
    };
    timed.subscribe = (from, handler, options) =>
      store.subscribe.call(
        timed,
        from,
        async (batch: GlobalBatch) => {
          const read = lastRead;
          this.spent = { lookupMs: 0, commitMs: 0 };
          await handler(batch);
          this.batches.push({
            ...this.spent,
            readAt: read.at,
            readMs: read.ms,
            applyMs: ms() - read.at - read.ms,
            events: batch.events.length,
            checkpoint: batch.checkpoint,
          });
        },
        options,
      );
    return timed;
  }

  ackedNow(): number {
    return ms();
  }

  probe(ackedAt: number, checkpoint: Checkpoint, lag: number): void {
    this.probes.push({ ackedAt, checkpoint, lag });
  }

  /** Percentiles of the lag's parts over every probe, and of the batch sizes. */
  summary(): Record<string, number> {
    const queued: number[] = [];
    const read: number[] = [];
    const apply: number[] = [];
    const lookup: number[] = [];
    const commit: number[] = [];
    for (const p of this.probes) {
      const b = this.batches.find((x) => compareCheckpoints(x.checkpoint, p.checkpoint) >= 0);
      if (!b) continue;
      queued.push(Math.max(0, b.readAt - p.ackedAt));
      read.push(b.readMs);
      apply.push(b.applyMs);
      lookup.push(b.lookupMs);
      commit.push(b.commitMs);
    }
    const sizes = this.batches.map((b) => b.events);
    const commits = this.batches.map((b) => b.applyMs);
    return {
      'queued ms p50': median(queued),
      'queued ms p99': percentile(queued, 99),
      'read ms p50': median(read),
      'read ms p99': percentile(read, 99),
      'apply ms p50': median(apply),
      'apply ms p99': percentile(apply, 99),
      'of which look-ups ms p50': median(lookup),
      'of which commit ms p50': median(commit),
      'of which commit ms p99': percentile(commit, 99),
      'events/batch p50': median(sizes),
      'events/batch p95': percentile(sizes, 95),
      'events/batch max': Math.max(0, ...sizes),
      batches: this.batches.length,
      'apply ms per batch p50': median(commits),
    };
  }
}
