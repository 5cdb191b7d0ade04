import { eventDigestSql } from './event-chain.sql';

/**
 * A batch of appends as one server-side function: one round trip and one COMMIT for every
 * command that arrived while the previous batch was running (append.batcher.ts). The bench
 * (bench/README.md, A1–A5) measured round trips and commits as most of an append's cost.
 *
 * p_set and p_loop: [{ c: command id, r: its result, m: its metadata, a: [{ k: index, s: stream
 * id, e: expected version or null for 'any' }] sorted by stream id, x: [{ o: order, k: index into
 * a, i: index in its stream, id, type, v, data }] in request order }]. p_set holds commands that
 * share no stream and no command id with any other of the batch (one statement for all of them);
 * p_loop the others, in batch order, applied one after the other after p_set.
 * Answers { set: [...], loop: [...] }, one entry per command in the order given:
 * { duplicate: result }, { conflict: stream id } or { written: [[global position, stream
 * position] of each event, in order] }, and tx, the transaction id (the events' transaction_id).
 * A conflict or a duplicate skips that command only; the others commit.
 *
 * Locks: every stream and command id of the batch, in one order (by key), before any write.
 * The order keeps two batches from deadlocking; the command lock makes a concurrent repeat of a
 * command wait and then find its answer; taking them before the first write keeps the global
 * read bound right (read-bound.sql.ts: a writer holds an advisory lock before it has a
 * transaction id).
 *
 * Tamper evidence (docs/decisions.md): each event's hash = sha256(hash of the stream's previous
 * event || cairn_event_digest(the event)). The stream lock makes the previous hash
 * (streams.last_hash) stable, so the chain costs one read of the streams rows this append already
 * needs and a sha256 per event (cairn_chain: event-chain.sql.ts). The global chain is sealed later
 * over committed order (event-chain.sealer.ts).
 */
/**
 * What the client gets back of each appended event: its global and stream positions, as text
 * pairs in append order; the client has everything else (postgres.event-appender.ts), so the
 * events' data does not travel back.
 */
const POSITIONS_JSON = `jsonb_agg(jsonb_build_array(global_position::text, stream_position) order by global_position)`;

/**
 * Commands that share no stream and no command id with another of the batch, in one statement:
 * a loop would run five statements per command (the bench measured ~0.3 ms a command that way).
 * Every CTE reads the snapshot of the statement's start, which is why such commands only.
 */
const APPEND_INDEPENDENT = `
  with cmd as (
    select (c.ordinality - 1)::int as n, c.value as v, c.value->>'c' as id
    from jsonb_array_elements(p_set) with ordinality c
  ), dup as (
    select cmd.n, r.result from cmd join lateral (select result from command_results where command_id = cmd.id offset 0) r on true
  ), st as (
    -- OFFSET 0: one index probe per stream; flattened, the planner chose a hash join that read the whole streams table.
    select cmd.n, a.k, a.s, a.e, coalesce(h.version, -1) as version, h.last_hash as head
    from cmd cross join lateral jsonb_to_recordset(cmd.v->'a') as a(k int, s text, e int)
    left join lateral (select version, last_hash from streams where stream_id = a.s offset 0) h on true
    where not exists (select 1 from dup where dup.n = cmd.n)
  ), conflict as (
    select distinct on (n) n, s from st where e is not null and e <> version order by n, k
  ), live as (
    select cmd.* from cmd
    where not exists (select 1 from dup where dup.n = cmd.n) and not exists (select 1 from conflict where conflict.n = cmd.n)
  ), results as (
    insert into command_results (command_id, result) select id, v->'r' from live
  ), x as (
    select live.n, live.v->'m' as m, x.o, x.k, x.id, x.type, x.v, x.data, st.s, st.version + 1 + x.i as p, st.head
    from live cross join lateral jsonb_to_recordset(live.v->'x') as x(o int, k int, i int, id uuid, type text, v int, data jsonb)
    join st on st.n = live.n and st.k = x.k
  ), hashed as (
    select x.*, cairn_chain(x.head, ${eventDigestSql({ stream: 'x.s', position: 'x.p', id: 'x.id', type: 'x.type', version: 'x.v', data: 'x.data', metadata: 'x.m' })}) over (partition by x.n, x.k order by x.o) as hash from x
  ), inserted as (
    insert into events (stream_id, stream_position, id, type, schema_version, data, metadata, hash)
    select s, p, id, type, v, data, m, hash from hashed order by n, o
    returning global_position, stream_position, metadata->>'commandId' as command_id
  ), heads as (
    insert into streams (stream_id, version, last_hash)
    select distinct on (s) s, p, hash from hashed order by s, p desc
    on conflict (stream_id) do update set version = excluded.version, last_hash = excluded.last_hash
  ), written as materialized (
    select command_id as id, ${POSITIONS_JSON} as positions from inserted group by 1
  )
  select coalesce(array_agg(answer order by n), '{}') into v_set from (
    select n, jsonb_build_object('duplicate', result) as answer from dup
    union all select n, jsonb_build_object('conflict', s) from conflict
    union all select live.n, jsonb_build_object('written', coalesce(w.positions, '[]'::jsonb)) from live left join written w on w.id = live.id
  ) answers`;

/**
 * Commands that share a stream or a command id with an earlier one of the batch, one after the
 * other, so that each sees the writes of those before it.
 */
const APPEND_IN_ORDER = `
  for v_cmd in select value from jsonb_array_elements(p_loop) loop
    select result into v_previous from command_results where command_id = v_cmd->>'c';
    if found then
      v_loop := array_append(v_loop, jsonb_build_object('duplicate', v_previous));
      continue;
    end if;

    select array_agg(a.s order by a.k), array_agg(coalesce(s.version, -1) order by a.k),
      array_agg(s.last_hash order by a.k),
      (array_agg(a.s order by a.k) filter (where a.e is not null and a.e <> coalesce(s.version, -1)))[1]
    into v_streams, v_versions, v_heads, v_conflict
    from jsonb_to_recordset(v_cmd->'a') as a(k int, s text, e int)
    left join lateral (select version, last_hash from streams where stream_id = a.s offset 0) s on true;
    if v_conflict is not null then
      v_loop := array_append(v_loop, jsonb_build_object('conflict', v_conflict));
      continue;
    end if;

    insert into command_results (command_id, result) values (v_cmd->>'c', v_cmd->'r');
    with x as (
      select x.o, x.k, x.id, x.type, x.v, x.data, v_streams[x.k + 1] as s, v_versions[x.k + 1] + 1 + x.i as p
      from jsonb_to_recordset(v_cmd->'x') as x(o int, k int, i int, id uuid, type text, v int, data jsonb)
    ), hashed as (
      select x.*, cairn_chain(v_heads[x.k + 1], ${eventDigestSql({ stream: 'x.s', position: 'x.p', id: 'x.id', type: 'x.type', version: 'x.v', data: 'x.data', metadata: "(v_cmd->'m')" })}) over (partition by x.k order by x.o) as hash
      from x
    ), inserted as (
      insert into events (stream_id, stream_position, id, type, schema_version, data, metadata, hash)
      select s, p, id, type, v, data, v_cmd->'m', hash from hashed order by o
      returning global_position, stream_position
    ), heads as (
      insert into streams (stream_id, version, last_hash)
      select distinct on (s) s, p, hash from hashed order by s, p desc
      on conflict (stream_id) do update set version = excluded.version, last_hash = excluded.last_hash
    )
    select coalesce(${POSITIONS_JSON}, '[]'::jsonb) into v_rows from inserted;
    v_loop := array_append(v_loop, jsonb_build_object('written', v_rows));
  end loop`;

export const APPEND_BATCH_FUNCTION = `create or replace function cairn_append_batch(p_set jsonb, p_loop jsonb, p_channel text)
returns jsonb language plpgsql
as $fn$
declare
  v_cmd jsonb;
  v_previous jsonb;
  v_streams text[];
  v_versions int[];
  v_heads bytea[];
  v_conflict text;
  v_rows jsonb;
  v_set jsonb[] := '{}';
  v_loop jsonb[] := '{}';
begin
  perform pg_advisory_xact_lock(key) from (
    with c(v) as (select * from jsonb_array_elements(p_set) union all select * from jsonb_array_elements(p_loop))
    select hashtextextended(a->>'s', 0) as key from c, jsonb_array_elements(c.v->'a') a
    union
    select hashtextextended('command:' || (c.v->>'c'), 0) from c
    order by key) keys;
  -- Each part only when it has commands: a lone command (the quiet case) goes through the loop alone.
  if jsonb_array_length(p_set) > 0 then
${APPEND_INDEPENDENT};
  end if;
${APPEND_IN_ORDER};
  if p_channel is not null then perform pg_notify(p_channel, ''); end if;
  return jsonb_build_object('set', to_jsonb(v_set), 'loop', to_jsonb(v_loop), 'tx', pg_current_xact_id_if_assigned()::text);
end
$fn$`;
