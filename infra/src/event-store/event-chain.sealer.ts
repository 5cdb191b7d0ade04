import { createHash } from 'node:crypto';
import type { SqlClient } from '../sql/sql-client.port';
import type { Logger } from '../observability/logger';
import type { EventStore } from './event-store.port';
import { readBoundOf } from './read-bound.sql';

/** One link of the global chain: sha256(previous link || the event's own hash), hex. */
export const chainLink = (previousHex: string, eventHashHex: string | null): string =>
  createHash('sha256')
    .update(Buffer.from(previousHex, 'hex'))
    .update(Buffer.from(eventHashHex ?? '', 'hex'))
    .digest('hex');

interface Unsealed {
  tx: string;
  pos: string;
  hash: string | null;
}

/**
 * Extends the global chain (event_chain) over events that are committed, in the gap-safe
 * global order (transaction id, position) — the order every reader sees. It runs after
 * commit, not in the append, because that order is only known once the transactions below
 * it have finished: chaining inside the append would need one global lock (a single sequencer)
 * and cost all append concurrency. One sealer at a time (advisory lock); returns events sealed.
 */
export const sealGlobalChain = async (sql: SqlClient, batchSize = 5_000): Promise<number> => {
  let total = 0;
  for (;;) {
    const sealed = await sql.transaction(async (tx) => {
      await tx.query(
        `select pg_advisory_xact_lock(hashtext('cairn.event-chain:' || current_schema()))`,
      );
      const { rows: tips } = await tx.query<{ tx: string; pos: string; chain: string }>(
        `select transaction_id::text as tx, global_position::text as pos, encode(chain, 'hex') as chain
         from event_chain order by transaction_id desc, global_position desc limit 1`,
      );
      const tip = tips[0] ?? { tx: '0', pos: '0', chain: '' };
      const { rows } = await tx.query<Unsealed>(
        `select transaction_id::text as tx, global_position::text as pos, encode(hash, 'hex') as hash from events
         where (transaction_id, global_position) > ($1::xid8, $2::bigint)
           ${readBoundOf(sql)}
         order by events.transaction_id, events.global_position limit $3::int`,
        [tip.tx, tip.pos, batchSize],
      );
      if (rows.length === 0) return 0;
      let chain = tip.chain;
      const links = rows.map((row) => (chain = chainLink(chain, row.hash)));
      await tx.query(
        `insert into event_chain (transaction_id, global_position, chain)
         select t::xid8, p::bigint, decode(c, 'hex') from unnest($1::text[], $2::text[], $3::text[]) as u(t, p, c)`,
        [rows.map((r) => r.tx), rows.map((r) => r.pos), links],
      );
      return rows.length;
    });
    total += sealed;
    if (sealed < batchSize) return total;
  }
};

/** The abort listener goes when the pause ends, else every pause of the app's life would leave one on the signal. */
const pause = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/** Keeps the global chain sealed while the app runs: after each append wake-up, at most every `everyMs`. */
export class GlobalChainSealer {
  private readonly abort = new AbortController();
  private loop: Promise<void> | null = null;

  constructor(
    private readonly sql: SqlClient,
    private readonly events: EventStore,
    private readonly options: { everyMs?: number; logger?: Logger } = {},
  ) {}

  start(): void {
    if (this.loop) return;
    const everyMs = this.options.everyMs ?? 1_000;
    this.loop = (async () => {
      while (!this.abort.signal.aborted) {
        try {
          await sealGlobalChain(this.sql);
        } catch (error) {
          if (this.abort.signal.aborted) return;
          this.options.logger?.warn('sealing the global event chain failed; retrying', {
            error: String(error),
          });
        }
        // Batches of appends share one seal: wait for an append, then a pause, so sealing stays off the hot path.
        await this.events.waitForAppend(60_000, this.abort.signal);
        await pause(everyMs, this.abort.signal);
      }
    })();
  }

  async stop(): Promise<void> {
    this.abort.abort();
    await this.loop;
    this.loop = null;
  }
}
