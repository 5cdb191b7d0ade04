import type { SqlQueryable } from '../sql/sql-client.port';
import { chainLink } from './event-chain.sealer';

export interface ChainHead {
  /** The global chain head `npm run verify` prints once it has sealed every event (hex; null: no events). */
  head: string | null;
  events: number;
}

/**
 * The chain head as it will be once every event visible here is sealed, computed without writing:
 * a backup's snapshot may hold events the sealer had not reached yet, and the restored store's
 * first `npm run verify` seals them, in this same (transaction id, position) order.
 */
export const chainHeadAfterSealing = async (q: SqlQueryable): Promise<ChainHead> => {
  const { rows: tips } = await q.query<{ tx: string; pos: string; chain: string }>(
    `select transaction_id::text as tx, global_position::text as pos, encode(chain, 'hex') as chain
     from event_chain order by transaction_id desc, global_position desc limit 1`,
  );
  const tip = tips[0] ?? { tx: '0', pos: '0', chain: '' };
  const { rows } = await q.query<{ hash: string | null }>(
    `select encode(hash, 'hex') as hash from events
     where (transaction_id, global_position) > ($1::xid8, $2::bigint)
     order by transaction_id, global_position`,
    [tip.tx, tip.pos],
  );
  let chain = tip.chain;
  for (const row of rows) chain = chainLink(chain, row.hash);
  const { rows: count } = await q.query<{ n: string }>(`select count(*)::text as n from events`);
  return { head: chain || null, events: Number(count[0]?.n ?? 0) };
};
