import type { SqlClient, SqlQueryable } from '../sql/sql-client.port';
import type { DomainEvent, EventType } from '@cairn/contracts';
import { sealGlobalChain } from '../event-store/event-chain.sealer';
import { STORED_EVENT_DIGEST_SQL } from '../event-store/event-chain.sql';
import type { PersonalDataKeys } from './personal-data-keys.store';
import { sealEvent, subjectsToSeal } from './personal-data.sealing';

/** Each conversion's record: the global chain head before it, so a verifier can follow the change. */
export const RESEALS_MIGRATION = `
create table if not exists event_chain_reseals (
  resealed_at timestamptz not null default now(),
  old_head text,
  events_changed int not null,
  reason text not null
);`;

const DIGEST = STORED_EVENT_DIGEST_SQL;
const PAGE = 1_000;

interface Row {
  pos: string;
  stream_id: string;
  type: string;
  data: Record<string, unknown>;
}
const readPage = async (sql: SqlQueryable, after: string): Promise<Row[]> =>
  (
    await sql.query<Row>(
      `select global_position::text as pos, stream_id, type, data from events
       where global_position > $1::bigint order by global_position limit $2::int`,
      [after, PAGE],
    )
  ).rows;
const eventOf = (row: Row) => ({ type: row.type as EventType, data: row.data }) as DomainEvent;

export interface ConvertReport {
  eventsChanged: number;
  streamsRechained: number;
  oldHead: string | null;
  newHead: string | null;
}

/**
 * `npm run personal-data:convert` (issue 33): seals the personal fields of events written before
 * sealing, recomputes the hash chain of every stream it changed and the global chain, and records
 * the old head in event_chain_reseals. One transaction: all or nothing. Run with the app stopped,
 * after `npm run verify` passed (this rewrites the chain: a forgery made before it would be sealed).
 */
export const convertStore = async (
  sql: SqlClient,
  keys: PersonalDataKeys,
  reason = 'personal data sealed (issue 33)',
): Promise<ConvertReport> => {
  await sql.exec(RESEALS_MIGRATION);
  // Keys first, outside the transaction: the key store commits on its own connection.
  const subjects = new Set<string>();
  for (let after = '0'; ;) {
    const page = await readPage(sql, after);
    if (page.length === 0) break;
    after = page[page.length - 1]?.pos ?? after;
    for (const row of page) for (const s of subjectsToSeal(eventOf(row))) subjects.add(s);
  }
  const held = await keys.keysForSealing(subjects);
  const report = await sql.transaction(async (tx) => {
    const head = async () =>
      (
        await tx.query<{ chain: string }>(
          `select encode(chain, 'hex') as chain from event_chain order by transaction_id desc, global_position desc limit 1`,
        )
      ).rows[0]?.chain ?? null;
    const oldHead = await head();
    const streams = new Set<string>();
    let changed = 0;
    for (let after = '0'; ;) {
      const { rows } = await tx.query<{
        pos: string;
        stream_id: string;
        type: string;
        data: Record<string, unknown>;
      }>(
        `select global_position::text as pos, stream_id, type, data from events
         where global_position > $1::bigint order by global_position limit $2::int`,
        [after, PAGE],
      );
      if (rows.length === 0) break;
      after = rows[rows.length - 1]?.pos ?? after;
      for (const row of rows) {
        const event = eventOf(row);
        if (subjectsToSeal(event).length === 0) continue;
        const sealed = sealEvent(event, held);
        if (JSON.stringify(sealed.data) === JSON.stringify(row.data)) continue;
        await tx.query(`update events set data = $2::jsonb where global_position = $1::bigint`, [
          row.pos,
          JSON.stringify(sealed.data),
        ]);
        streams.add(row.stream_id);
        changed++;
      }
    }
    if (changed === 0) return { eventsChanged: 0, streamsRechained: 0, oldHead, newHead: oldHead };
    const ids = [...streams];
    await tx.query(
      `with h as (
         select global_position, cairn_chain(null::bytea, ${DIGEST})
           over (partition by stream_id order by stream_position) as hash
         from events where stream_id = any($1::text[]))
       update events e set hash = h.hash from h where e.global_position = h.global_position`,
      [ids],
    );
    await tx.query(
      `update streams s set last_hash = (select hash from events e where e.stream_id = s.stream_id
         order by e.stream_position desc limit 1) where s.stream_id = any($1::text[])`,
      [ids],
    );
    await tx.query(
      `insert into event_chain_reseals (old_head, events_changed, reason) values ($1, $2, $3)`,
      [oldHead, changed, reason],
    );
    await tx.query('delete from event_chain');
    return { eventsChanged: changed, streamsRechained: ids.length, oldHead, newHead: null };
  });
  if (report.eventsChanged === 0) return report;
  await sealGlobalChain(sql);
  const { rows } = await sql.query<{ chain: string }>(
    `select encode(chain, 'hex') as chain from event_chain order by transaction_id desc, global_position desc limit 1`,
  );
  return { ...report, newHead: rows[0]?.chain ?? null };
};
