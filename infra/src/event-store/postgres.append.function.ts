/**
 * The whole append as one server-side function, so a command costs one round trip instead of
 * eight (duplicate check, BEGIN, locks, command row, one CAS per stream, events, NOTIFY, COMMIT).
 * The bench (bench/README.md, A1–A5) measured those round trips as most of an append's time.
 *
 * p_appends: [{ s: stream id, e: expected version or null for 'any', n: event count }], sorted by
 * stream id; p_events: [{ o: order, k: index into p_appends, i: index in its stream, id, type, v, data }] in
 * request order. Answers { duplicate: result } or { rows: [event rows] }; a failed compare-and-set
 * raises SQLSTATE CA001 with the stream id as message, which rolls everything back.
 */
export const APPEND_FUNCTION = `create or replace function cairn_append(
  p_command_id text, p_result jsonb, p_appends jsonb, p_events jsonb, p_metadata jsonb, p_channel text
) returns jsonb language plpgsql as $fn$
declare
  v_previous jsonb;
  v_append jsonb;
  v_count int;
  v_expected int;
  v_version int;
  v_first int[] := '{}';
  v_rows jsonb;
begin
  -- Stream locks before any write: the first write assigns the transaction id, the global order.
  perform pg_advisory_xact_lock(hashtextextended(a->>'s', 0)) from jsonb_array_elements(p_appends) a;
  select result into v_previous from command_results where command_id = p_command_id;
  if found then return jsonb_build_object('duplicate', v_previous); end if;

  for v_append in select value from jsonb_array_elements(p_appends) loop
    v_count := (v_append->>'n')::int;
    v_expected := (v_append->>'e')::int;
    if v_count = 0 then
      if v_expected is not null then
        select version into v_version from streams where stream_id = v_append->>'s';
        if coalesce(v_version, -1) <> v_expected then raise exception using errcode = 'CA001', message = v_append->>'s'; end if;
      end if;
      v_first := v_first || 0;
    elsif v_expected is null then
      insert into streams (stream_id, version) values (v_append->>'s', v_count - 1)
        on conflict (stream_id) do update set version = streams.version + v_count returning version into v_version;
      v_first := v_first || (v_version - v_count + 1);
    elsif v_expected = -1 then
      insert into streams (stream_id, version) values (v_append->>'s', v_count - 1)
        on conflict (stream_id) do nothing returning version into v_version;
      if v_version is null then raise exception using errcode = 'CA001', message = v_append->>'s'; end if;
      v_first := v_first || 0;
    else
      update streams set version = version + v_count where stream_id = v_append->>'s' and version = v_expected
        returning version into v_version;
      if v_version is null then raise exception using errcode = 'CA001', message = v_append->>'s'; end if;
      v_first := v_first || (v_expected + 1);
    end if;
    v_version := null;
  end loop;

  -- A concurrent append of the same command waits on this key, then fails with a unique violation.
  insert into command_results (command_id, result) values (p_command_id, p_result);

  with inserted as (
    insert into events (stream_id, stream_position, id, type, schema_version, data, metadata)
    select p_appends->x.k->>'s', v_first[x.k + 1] + x.i, x.id, x.type, x.v, x.data, p_metadata
    from jsonb_to_recordset(p_events) as x(o int, k int, i int, id uuid, type text, v int, data jsonb)
    order by x.o
    returning global_position, transaction_id, stream_id, stream_position, id, type, schema_version, data, metadata
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
