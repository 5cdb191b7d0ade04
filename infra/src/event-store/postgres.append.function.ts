import { eventDigestSql } from './event-chain.sql';

/**
 * The whole append as one server-side function, so a command costs one round trip instead of
 * eight (duplicate check, BEGIN, locks, command row, one CAS per stream, events, NOTIFY, COMMIT).
 * The bench (bench/README.md, A1–A5) measured those round trips as most of an append's time.
 *
 * p_appends: [{ k: index, s: stream id, e: expected version or null for 'any', n: event count }], sorted by
 * stream id; p_events: [{ o: order, k: index into p_appends, i: index in its stream, id, type, v, data }] in
 * request order. Answers { duplicate: result } or { rows: [event rows] }; a failed compare-and-set
 * raises SQLSTATE CA001 with the stream id as message, which rolls everything back.
 *
 * Tamper evidence (docs/decisions.md): each event's hash = sha256(hash of the stream's previous
 * event || cairn_event_digest(the event)). The stream lock held here makes the previous hash
 * (streams.last_hash) stable, so the chain costs one read of the streams rows this append already
 * needs and a sha256 per event (cairn_chain: event-chain.sql.ts). The global chain is sealed later over committed order (event-chain.sealer.ts).
 */
export const APPEND_FUNCTION = `create or replace function cairn_append(
  p_command_id text, p_result jsonb, p_appends jsonb, p_events jsonb, p_metadata jsonb, p_channel text
) returns jsonb language plpgsql
as $fn$
declare
  v_previous jsonb;
  v_streams text[];
  v_versions int[];
  v_heads bytea[];
  v_conflict text;
  v_rows jsonb;
begin
  -- Stream locks before any write: the first write assigns the transaction id, the global order.
  perform pg_advisory_xact_lock(hashtextextended(a->>'s', 0)) from jsonb_array_elements(p_appends) a;
  select result into v_previous from command_results where command_id = p_command_id;
  if found then return jsonb_build_object('duplicate', v_previous); end if;

  -- Every stream's version and chain head in one read; the locks make them stable until COMMIT.
  select array_agg(a.s order by a.k), array_agg(coalesce(s.version, -1) order by a.k),
    array_agg(s.last_hash order by a.k),
    (array_agg(a.s order by a.k) filter (where a.e is not null and a.e <> coalesce(s.version, -1)))[1]
  into v_streams, v_versions, v_heads, v_conflict
  -- LATERAL: one index probe per stream; a join would be planned for 100 rows of jsonb_to_recordset (hash join, full scan of streams).
  from jsonb_to_recordset(p_appends) as a(k int, s text, e int, n int)
  left join lateral (select version, last_hash from streams where stream_id = a.s) s on true;
  if v_conflict is not null then raise exception using errcode = 'CA001', message = v_conflict; end if;

  -- A concurrent append of the same command waits on this key, then fails with a unique violation.
  insert into command_results (command_id, result) values (p_command_id, p_result);

  -- Events, their chained hashes (a running aggregate per stream, from its head) and the new
  -- stream heads in one statement: the first version took five, and cost twice the old append.
  with x as (
    select x.o, x.k, x.id, x.type, x.v, x.data, v_streams[x.k + 1] as s, v_versions[x.k + 1] + 1 + x.i as p
    from jsonb_to_recordset(p_events) as x(o int, k int, i int, id uuid, type text, v int, data jsonb)
  ), hashed as (
    select x.*, cairn_chain(v_heads[x.k + 1], ${eventDigestSql({ stream: 'x.s', position: 'x.p', id: 'x.id', type: 'x.type', version: 'x.v', data: 'x.data', metadata: 'p_metadata' })})
      over (partition by x.k order by x.o) as hash
    from x
  ), inserted as (
    insert into events (stream_id, stream_position, id, type, schema_version, data, metadata, hash)
    select s, p, id, type, v, data, p_metadata, hash from hashed order by o
    returning global_position, transaction_id, stream_id, stream_position, id, type, schema_version, data, metadata, hash
  ), heads as (
    insert into streams (stream_id, version, last_hash)
    select distinct on (stream_id) stream_id, stream_position, hash from inserted order by stream_id, stream_position desc
    on conflict (stream_id) do update set version = excluded.version, last_hash = excluded.last_hash
  )
  select coalesce(jsonb_agg(jsonb_build_object(
    'global_position', global_position::text, 'transaction_id', transaction_id::text, 'stream_id', stream_id,
    'stream_position', stream_position, 'id', id::text, 'type', type, 'schema_version', schema_version,
    'data', data, 'metadata', metadata) order by global_position), '[]'::jsonb)
  into v_rows from inserted;

  if p_channel is not null then perform pg_notify(p_channel, ''); end if;
  return jsonb_build_object('rows', v_rows);
end
$fn$`;

/** SQLSTATE of a failed compare-and-set raised by cairn_append; the message is the stream id. */
export const SQL_STREAM_CONFLICT = 'CA001';
