/**
 * The runner's commit as ONE statement (one round trip, atomic without BEGIN/COMMIT: on this
 * machine a round trip costs as much as folding hundreds of events, bench/README.md R2).
 * $1/$2: deleted models and ids; $3: upserted rows as JSON; $4: checkpoints as JSON.
 * Every sub-statement sees the rows as they were before it (one snapshot), so the kept totals
 * (read_total_specs) subtract the old rows of what it touches and add the new ones.
 */
export const COMMIT_STATEMENT = `with upserted as materialized (
    select model, id, data from jsonb_to_recordset($3::jsonb) as x(model text, id text, data jsonb)
  ), old as (
    -- One primary-key probe per touched row of a model with kept totals (never a scan of read_rows).
    -- OFFSET 0 keeps the probe a probe: flattened, a plan made while read_rows was small (a fresh
    -- or truncated store; prepared statements keep their plan) hash-joined a scan of all of it,
    -- and every commit after that read the whole table (a rebuild fell to ~80 events/s).
    select r.model, r.data, s.spec
      from (select model, id from unnest($1::text[], $2::text[]) as d(model, id)
            union all select model, id from upserted) t
      join read_total_specs s on s.model = t.model
      cross join lateral (
        select model, data from read_rows r where r.model = t.model and r.id = t.id offset 0
      ) r
  ), counted as (
    insert into read_totals (model, keys, n, total)
    select model, cairn_total_keys(data, spec), sum(sign), coalesce(sum(sign * cairn_total_sum(data, spec)), 0)
      from (select model, data, spec, -1 as sign from old
            union all
            select u.model, u.data, s.spec, 1 from upserted u join read_total_specs s on s.model = u.model) c
     group by 1, 2
    having sum(sign) <> 0 or coalesce(sum(sign * cairn_total_sum(data, spec)), 0) <> 0
    on conflict (model, keys) do update set n = read_totals.n + excluded.n, total = read_totals.total + excluded.total
  ), removed as (
    delete from read_rows r using unnest($1::text[], $2::text[]) as d(model, id) where r.model = d.model and r.id = d.id
  ), written as (
    insert into read_rows (model, id, data) select model, id, data from upserted
    on conflict (model, id) do update set data = excluded.data
  )
  insert into projection_checkpoints (name, tx_id, position)
  select name, tx_id, position from jsonb_to_recordset($4::jsonb) as x(name text, tx_id text, position text)
  on conflict (name) do update set tx_id = excluded.tx_id, position = excluded.position, updated_at = now()`;
