/**
 * What an event's hash covers: everything a reader gets back (stream, position, id, type, schema
 * version, data, metadata), as one jsonb array printed in PostgreSQL's canonical jsonb text, so the
 * digest does not depend on key order or spacing of the request. created_at and global_position are
 * left out: they are assigned by the server, and the global chain (event_chain) covers the order.
 */
export const eventDigestSql = (e: {
  stream: string;
  position: string;
  id: string;
  type: string;
  version: string;
  data: string;
  metadata: string;
}): string =>
  `sha256(convert_to(jsonb_build_array(${e.stream}, ${e.position}, ${e.id}, ${e.type}, ${e.version}, ${e.data}, ${e.metadata})::text, 'UTF8'))`;

/** The digest of a row of the events table, by its own column names (the verifier, the re-sealing). */
export const STORED_EVENT_DIGEST_SQL = eventDigestSql({
  stream: 'stream_id',
  position: 'stream_position',
  id: 'id',
  type: 'type',
  version: 'schema_version',
  data: 'data',
  metadata: 'metadata',
});

export const EVENT_DIGEST_FUNCTION = `create or replace function cairn_event_digest(
  p_stream text, p_position int, p_id uuid, p_type text, p_version int, p_data jsonb, p_metadata jsonb
) returns bytea language sql immutable as $fn$
  select ${eventDigestSql({ stream: 'p_stream', position: 'p_position', id: 'p_id', type: 'p_type', version: 'p_version', data: 'p_data', metadata: 'p_metadata' })}
$fn$`;

/**
 * The stream chain as a running aggregate: cairn_chain(head, digest) over (partition by stream
 * order by position) gives each event sha256(previous hash || digest), starting from the stream's
 * head hash (empty for a new stream), in one statement instead of a loop.
 */
export const EVENT_CHAIN_AGGREGATE: readonly string[] = [
  // plpgsql, not sql: an sql function called by an aggregate is parsed and planned again in every
  // statement (4 ms at the first row, bench A1); plpgsql keeps its compiled form per connection.
  `create or replace function cairn_chain_step(p_state bytea, p_head bytea, p_digest bytea) returns bytea
   language plpgsql immutable as $fn$ begin return sha256(coalesce(p_state, p_head, ''::bytea) || p_digest); end $fn$`,
  `create or replace aggregate cairn_chain(bytea, bytea) (sfunc = cairn_chain_step, stype = bytea)`,
];
