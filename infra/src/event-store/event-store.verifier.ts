import { createHash } from 'node:crypto';
import type { SqlQueryable } from '../sql/sql-client.port';
import { chainLink } from './event-chain.sealer';
import { STORED_EVENT_DIGEST_SQL } from './event-chain.sql';

export interface VerifyProblem {
  kind: 'changed' | 'removed';
  /** The event named: global position and stream position where known. */
  globalPosition: string | null;
  streamId: string | null;
  streamPosition: number | null;
  message: string;
}

export interface VerifyReport {
  events: number;
  streams: number;
  /** Events covered by the global chain; the rest are checked by their stream chain only. */
  sealed: number;
  /** Events written before hashes existed: they cannot be checked. */
  unhashed: number;
  /** In the order found: global order first, then the stream heads. At most 100. */
  problems: VerifyProblem[];
  /** The last link of the global chain, to publish elsewhere: a rewrite of the whole store changes it. */
  chainHead: string | null;
}

interface Row {
  tx: string;
  pos: string;
  stream_id: string;
  stream_position: number;
  hash: string | null;
  digest: string;
}
interface Link {
  tx: string;
  pos: string;
  chain: string;
}

const PAGE = 5_000;
const DIGEST = STORED_EVENT_DIGEST_SQL;
const streamHash = (previousHex: string, digestHex: string): string =>
  createHash('sha256')
    .update(Buffer.from(previousHex, 'hex'))
    .update(Buffer.from(digestHex, 'hex'))
    .digest('hex');
const before = (a: { tx: string; pos: string }, b: { tx: string; pos: string }): boolean =>
  BigInt(a.tx) < BigInt(b.tx) || (a.tx === b.tx && BigInt(a.pos) < BigInt(b.pos));

/** Pages through a keyset-ordered query, one page ahead of the reader. */
async function* pages<T extends { tx: string; pos: string }>(
  sql: SqlQueryable,
  query: string,
): AsyncGenerator<T> {
  let at = { tx: '0', pos: '0' };
  for (;;) {
    const { rows } = await sql.query<T>(query, [at.tx, at.pos, PAGE]);
    for (const row of rows) yield row;
    if (rows.length < PAGE) return;
    at = rows[rows.length - 1];
  }
}

/**
 * Checks the whole store without trusting any stored hash: recomputes each event's digest from
 * its columns, its stream chain from the previous event, and the sealed global chain, then the
 * stream heads. Names each event changed or removed, first one first.
 */
export const verifyEventStore = async (sql: SqlQueryable): Promise<VerifyReport> => {
  const report: VerifyReport = {
    events: 0,
    streams: 0,
    sealed: 0,
    unhashed: 0,
    problems: [],
    chainHead: null,
  };
  const found = (problem: VerifyProblem) => {
    if (report.problems.length < 100) report.problems.push(problem);
  };
  const streams = new Map<string, { position: number; hash: string }>();
  const links = pages<Link>(
    sql,
    `select transaction_id::text as tx, global_position::text as pos, encode(chain, 'hex') as chain from event_chain
    where (transaction_id, global_position) > ($1::xid8, $2::bigint) order by transaction_id, global_position limit $3::int`,
  );
  let link = (await links.next()).value as Link | undefined;
  let chain = '';
  const removedFromChain = (gone: Link) =>
    found({
      kind: 'removed',
      globalPosition: gone.pos,
      streamId: null,
      streamPosition: null,
      message: `the event at global position ${gone.pos} (transaction ${gone.tx}) was removed: the global chain has it, the log does not`,
    });
  for await (const e of pages<Row>(
    sql,
    `select transaction_id::text as tx, global_position::text as pos, stream_id, stream_position,
      encode(hash, 'hex') as hash, encode(${DIGEST}, 'hex') as digest from events
      where (transaction_id, global_position) > ($1::xid8, $2::bigint) order by events.transaction_id, events.global_position limit $3::int`,
  )) {
    report.events++;
    const name = `${e.stream_id}@${e.stream_position} (global position ${e.pos})`;
    const last = streams.get(e.stream_id) ?? { position: -1, hash: '' };
    if (e.stream_position > last.position + 1) {
      found({
        kind: 'removed',
        globalPosition: null,
        streamId: e.stream_id,
        streamPosition: last.position + 1,
        message: `${e.stream_id}@${last.position + 1}${e.stream_position > last.position + 2 ? `..${e.stream_position - 1}` : ''} was removed: the stream goes on at ${e.stream_position}`,
      });
    }
    if (e.hash === null) report.unhashed++;
    else if (streamHash(last.hash, e.digest) !== e.hash) {
      const self =
        e.stream_position === last.position + 1 ? '' : ' or an event before it was removed';
      found({
        kind: 'changed',
        globalPosition: e.pos,
        streamId: e.stream_id,
        streamPosition: e.stream_position,
        message: `${name} was changed${self}: its content or its link to the stream's previous event does not match its hash`,
      });
    }
    streams.set(e.stream_id, { position: e.stream_position, hash: e.hash ?? '' });
    while (link && before(link, e)) {
      removedFromChain(link);
      chain = link.chain;
      link = (await links.next()).value as Link | undefined;
    }
    if (link && link.tx === e.tx && link.pos === e.pos) {
      report.sealed++;
      if (chainLink(chain, e.hash) !== link.chain) {
        found({
          kind: 'changed',
          globalPosition: e.pos,
          streamId: e.stream_id,
          streamPosition: e.stream_position,
          message: `${name} was changed after it was sealed: the global chain does not match its hash`,
        });
      }
      chain = link.chain;
      report.chainHead = link.chain;
      link = (await links.next()).value as Link | undefined;
    }
  }
  while (link) {
    removedFromChain(link);
    link = (await links.next()).value as Link | undefined;
  }
  // The heads catch the last events of a stream removed (no later event shows the gap).
  const { rows: heads } = await sql.query<{
    stream_id: string;
    version: number;
    last_hash: string | null;
  }>(
    `select stream_id, version, encode(last_hash, 'hex') as last_hash from streams order by stream_id`,
  );
  report.streams = heads.length;
  for (const head of heads) {
    const seen = streams.get(head.stream_id) ?? { position: -1, hash: '' };
    if (head.version > seen.position) {
      found({
        kind: 'removed',
        globalPosition: null,
        streamId: head.stream_id,
        streamPosition: seen.position + 1,
        message: `${head.stream_id}@${seen.position + 1}${head.version > seen.position + 1 ? `..${head.version}` : ''} was removed: the stream's version is ${head.version}`,
      });
    } else if (head.last_hash !== null && head.last_hash !== seen.hash) {
      found({
        kind: 'changed',
        globalPosition: null,
        streamId: head.stream_id,
        streamPosition: seen.position,
        message: `${head.stream_id}@${seen.position} was changed: the stream's head hash does not match it`,
      });
    }
  }
  return report;
};
