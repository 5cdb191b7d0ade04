import type { SqlClient } from '../sql/sql-client.port';

/**
 * The transaction id a gap-safe reader of the global log must stay below (events are ordered by
 * transaction id, then position, and a reader's checkpoint must never pass a transaction that
 * may still commit events).
 *
 * The snapshot's xmin is right but too strict: it is server-wide, so a long transaction in ANY
 * database of the server (a bulk load, a migration, a bench) stalled every projection here. The
 * bound is the oldest transaction of the statement's snapshot that may still write events here:
 * - one that holds an advisory lock in this database (cairn_append_batch takes its stream locks
 *   before its first write, so before it has a transaction id at all), or
 * - one that is no longer running (it finished after the snapshot, and its rows are not visible
 *   to this statement; the next read gets them).
 * pg_locks is read before pg_xact_status is asked (left to right in the OR), so a writer is
 * caught by one or the other. With no such transaction, the bound is the snapshot's xmax.
 */
export const GLOBAL_READ_BOUND = `coalesce((
  select x from pg_snapshot_xip(pg_current_snapshot()) as x
  where (x::text::bigint % 4294967296)::text in (
      select held.transactionid::text from pg_locks held
      join pg_locks advisory on advisory.virtualtransaction = held.virtualtransaction
      where held.locktype = 'transactionid' and advisory.locktype = 'advisory'
        and advisory.database = (select oid from pg_database where datname = current_database()))
    or pg_xact_status(x) is distinct from 'in progress'
  order by x limit 1), pg_snapshot_xmax(pg_current_snapshot()))`;

/**
 * The condition a global read adds for `sql`. PGlite runs one statement or transaction at a time
 * (PgliteSqlClient's mutex), so no append is in progress while a read runs and the bound is always
 * the snapshot's xmax: there the look-up of pg_locks and pg_xact_status is skipped (an empty read
 * went from ~3.2 to ~1.4 ms of the one thread, and every subscriber reads after every append;
 * bench C2).
 */
export const readBoundOf = (sql: Pick<SqlClient, 'driver'>): string =>
  sql.driver === 'pglite' ? '' : `and transaction_id < ${GLOBAL_READ_BOUND}`;
