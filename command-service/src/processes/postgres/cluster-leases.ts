import type { SqlClient, SqlQueryable } from '@cairn/infra';

/**
 * Leases of the scaled PostgreSQL profile: each unit of work (a projection, a worker's feed) is
 * owned by one live process at a time. A lease is a row with an expiry the owner renews; an owner
 * that dies or is paused (SIGSTOP keeps its TCP connection, so a session advisory lock would stay
 * held) stops renewing and loses the unit after `ttlMs`. Times are the database's own clock.
 */
export const CLUSTER_LEASES_SCHEMA = `
create table if not exists cluster_leases (
  name text primary key,
  owner text not null,
  expires_at timestamptz not null,
  renewed_at timestamptz not null default now(),
  taken_at timestamptz not null default now(),
  previous_owner text
);
create table if not exists cluster_members (
  id text primary key,
  kind text not null,
  beat_at timestamptz not null
);`;

export class LeaseLostError extends Error {
  constructor(names: readonly string[]) {
    super(`lease lost: ${names.join(', ')}`);
  }
}

export class ClusterLeases {
  constructor(
    private readonly sql: SqlClient,
    readonly owner: string,
    private readonly kind: string,
    readonly ttlMs: number,
  ) {}

  async migrate(): Promise<void> {
    // Processes start side by side: concurrent CREATE TABLE IF NOT EXISTS may still collide.
    await this.sql.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(hashtext('cairn.cluster-leases'))`);
      for (const statement of CLUSTER_LEASES_SCHEMA.split(';').filter((s) => s.trim()))
        await tx.query(statement);
    });
  }

  /**
   * One round: beats, renews what it holds, gives back what is over its share of `units` (so a
   * process that joins gets work), and takes expired or free units up to that share.
   */
  async tick(units: readonly string[]): Promise<string[]> {
    const ttl = `${this.ttlMs} milliseconds`;
    await this.sql.query(
      `insert into cluster_members (id, kind, beat_at) values ($1, $2, now())
       on conflict (id) do update set beat_at = now()`,
      [this.owner, this.kind],
    );
    const { rows: renewed } = await this.sql.query<{ name: string }>(
      `update cluster_leases set expires_at = now() + $3::interval, renewed_at = now()
        where owner = $1 and name = any($2::text[]) returning name`,
      [this.owner, units, ttl],
    );
    const held = renewed.map((r) => r.name).sort();
    const { rows: live } = await this.sql.query<{ n: number }>(
      `select count(*)::int as n from cluster_members where kind = $1 and beat_at > now() - $2::interval`,
      [this.kind, ttl],
    );
    const share = Math.ceil(units.length / Math.max(1, live[0]?.n ?? 1));
    if (held.length > share) await this.release(held.splice(share));
    const candidates = units.filter((u) => !held.includes(u)).sort(() => Math.random() - 0.5);
    for (const name of candidates) {
      if (held.length >= share) break;
      const { rows } = await this.sql.query<{ name: string }>(
        `insert into cluster_leases (name, owner, expires_at) values ($1, $2, now() + $3::interval)
         on conflict (name) do update
           set owner = excluded.owner, expires_at = excluded.expires_at, renewed_at = now(),
               taken_at = now(), previous_owner = cluster_leases.owner
           where cluster_leases.expires_at < now()
         returning name`,
        [name, this.owner, ttl],
      );
      if (rows.length > 0) held.push(name);
    }
    return held.sort();
  }

  async release(names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    await this.sql.query(
      `update cluster_leases set expires_at = now() - interval '1 millisecond'
        where owner = $1 and name = any($2::text[])`,
      [this.owner, names],
    );
  }

  /** Leaves the cluster: its units are free at once (a clean stop, not a crash). */
  async leave(names: readonly string[]): Promise<void> {
    await this.release(names);
    await this.sql.query('delete from cluster_members where id = $1', [this.owner]);
  }

  /**
   * Inside a commit's transaction: throws unless this process holds every named lease unexpired.
   * FOR SHARE holds a takeover (an UPDATE of the row) until this transaction ends, so a commit is
   * either before the takeover (the new owner reads its checkpoint) or refused.
   */
  async assertHeld(tx: SqlQueryable, names: readonly string[]): Promise<void> {
    const { rows } = await tx.query<{ name: string }>(
      `select name from cluster_leases
        where name = any($1::text[]) and owner = $2 and expires_at > now() for share`,
      [names, this.owner],
    );
    if (rows.length !== names.length) {
      const ok = new Set(rows.map((r) => r.name));
      throw new LeaseLostError(names.filter((n) => !ok.has(n)));
    }
  }
}
