import {
  type Checkpoint,
  type RowWrite,
  type SqlClient,
  type SqlQueryable,
  PostgresReadStore,
  START,
} from '@cairn/infra';
import { COMMIT_STATEMENT } from '@cairn/infra/src/read-store/postgres.read-store-commit';
import { type ClusterLeases, LeaseLostError } from './cluster-leases';

export class CheckpointMovedError extends Error {
  constructor(name: string) {
    super(`checkpoint of ${name} moved under this owner: another process committed it`);
  }
}

/**
 * The read store one owner's runner commits through. A commit of a guarded checkpoint runs in a
 * transaction that first checks the lease (ClusterLeases.assertHeld) and then compares each stored
 * checkpoint with the one this owner read or last wrote (compare-and-set, rows locked FOR UPDATE):
 * an owner paused past its lease that wakes writes nothing, and no batch is folded twice or skipped.
 */
export class FencedReadStore extends PostgresReadStore {
  private readonly expected = new Map<string, Checkpoint>();

  constructor(
    sql: SqlClient,
    private readonly leases: ClusterLeases,
    /** checkpoint name → lease name (a projection's own name; `reactor:x` → its feed). */
    private readonly guarded: ReadonlyMap<string, string>,
    private readonly onRefused: () => void = () => undefined,
  ) {
    super(sql);
  }

  override async checkpoints(): Promise<Record<string, Checkpoint>> {
    const stored = await super.checkpoints();
    for (const name of this.guarded.keys()) this.expected.set(name, stored[name] ?? START);
    return stored;
  }

  override async commit(
    writes: RowWrite[],
    checkpoints: Record<string, Checkpoint>,
  ): Promise<void> {
    const names = Object.keys(checkpoints).filter((name) => this.guarded.has(name));
    if (names.length === 0) return super.commit(writes, checkpoints);
    try {
      await this.sql.transaction(async (tx) => {
        // An owner paused mid-commit holds these row locks: the server ends its session after a
        // lease, so a takeover (and a migration) is not blocked by it (seen in the fault test).
        await tx.query(`select set_config('idle_in_transaction_session_timeout', $1, true)`, [
          String(this.leases.ttlMs),
        ]);
        await this.leases.assertHeld(tx, [...new Set(names.map((n) => this.guarded.get(n) ?? n))]);
        await this.compareAndLock(tx, names);
        await tx.query(COMMIT_STATEMENT, commitParameters(writes, checkpoints));
      });
    } catch (error) {
      if (error instanceof LeaseLostError || error instanceof CheckpointMovedError)
        this.onRefused();
      throw error;
    }
    for (const name of names) this.expected.set(name, checkpoints[name]);
  }

  private async compareAndLock(tx: SqlQueryable, names: string[]): Promise<void> {
    const { rows } = await tx.query<{ name: string; tx_id: string; position: string }>(
      `select name, tx_id::text, position::text from projection_checkpoints
        where name = any($1::text[]) for update`,
      [names],
    );
    const stored = new Map(rows.map((r) => [r.name, r]));
    for (const name of names) {
      const expected = this.expected.get(name);
      const now = stored.get(name) ?? { tx_id: START.txId, position: START.position };
      if (!expected || expected.txId !== now.tx_id || expected.position !== now.position)
        throw new CheckpointMovedError(name);
    }
  }
}

/** PostgresReadStore.commit's parameters: the last write of a row wins (one statement, one touch). */
const commitParameters = (writes: RowWrite[], checkpoints: Record<string, Checkpoint>) => {
  const latest = new Map<string, RowWrite>();
  for (const write of writes) latest.set(`${write.model}\u0000${write.id}`, write);
  const deletes = [...latest.values()].filter((write) => write.row === null);
  const upserts = [...latest.values()].filter((write) => write.row !== null);
  return [
    deletes.map((write) => write.model),
    deletes.map((write) => write.id),
    JSON.stringify(upserts.map((write) => ({ model: write.model, id: write.id, data: write.row }))),
    JSON.stringify(
      Object.entries(checkpoints).map(([name, checkpoint]) => ({
        name,
        tx_id: checkpoint.txId,
        position: checkpoint.position,
      })),
    ),
  ];
};
