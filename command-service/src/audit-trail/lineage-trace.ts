import type { LineageEdge } from '@cairn/contracts';
import type { LineageRow } from '@cairn/projection-service';

/** Where the trace reads nodes: by id, and the nodes some of the given ones lead into. */
export interface LineageSource {
  nodes(ids: string[]): Promise<Map<string, LineageRow>>;
  fedBy(ids: string[]): Promise<LineageRow[]>;
}
export interface LineageTrace {
  rows: Map<string, LineageRow>;
  ids: Set<string>;
  edges: LineageEdge[];
  truncated: boolean;
}

/** Enough for any real bale, clearance or certificate; a trace that would pass it says so rather than hang. */
export const MAX_NODES = 2000;

/**
 * The nodes one step from the frontier: its sources (up) or what it fed (down). A QR code and the
 * bags it is on are the same material, so they are joined in both directions (LABEL edges).
 */
const step = async (
  source: LineageSource,
  rows: Map<string, LineageRow>,
  frontier: string[],
  direction: 'up' | 'down',
): Promise<string[]> => {
  const missing = frontier.filter((id) => !rows.has(id));
  for (const [id, row] of await source.nodes(missing)) rows.set(id, row);
  const inFrontier = new Set(frontier);
  const next: string[] = [];
  // Upwards only a QR code has nodes to join through what it feeds (the bags it labels): asking for
  // everything a collector fed would read every bag of theirs for nothing.
  const feeding =
    direction === 'down'
      ? frontier
      : frontier.filter((id) => rows.get(id)?.kind === 'TRACKED_ITEM');
  for (const fed of feeding.length ? await source.fedBy(feeding) : []) {
    rows.set(fed.id, fed);
    for (const edge of fed.inputs) {
      if (inFrontier.has(edge.from) && (edge.kind === 'LABEL' || direction === 'down'))
        next.push(fed.id);
    }
  }
  for (const id of frontier) {
    for (const edge of rows.get(id)?.inputs ?? [])
      if (edge.kind === 'LABEL' || direction === 'up') next.push(edge.from);
  }
  return next;
};

const walk = async (
  source: LineageSource,
  rows: Map<string, LineageRow>,
  origin: string,
  direction: 'up' | 'down',
): Promise<{ seen: Set<string>; truncated: boolean }> => {
  const seen = new Set([origin]);
  let frontier = [origin];
  while (frontier.length) {
    const next = [...new Set(await step(source, rows, frontier, direction))].filter(
      (id) => !seen.has(id),
    );
    if (seen.size + next.length > MAX_NODES) return { seen, truncated: true };
    for (const id of next) seen.add(id);
    frontier = next;
  }
  return { seen, truncated: false };
};

/** An input's share of what was mixed in the node it went into (null where only one input was). */
const shareOf = (row: LineageRow, weight: number | null): number | null => {
  const weighed = row.inputs.filter((i) => i.kind !== 'LABEL' && i.weight !== null);
  const total = weighed.reduce((s, i) => s + (i.weight ?? 0), 0);
  return weighed.length > 1 && weight !== null && total > 0
    ? Math.round((weight / total) * 10000) / 10000
    : null;
};

/** Backwards to the sources and forwards to what came of it, from one node. */
export const traceLineage = async (
  source: LineageSource,
  origin: string,
): Promise<LineageTrace> => {
  const rows = new Map<string, LineageRow>();
  const up = await walk(source, rows, origin, 'up');
  const down = await walk(source, rows, origin, 'down');
  const ids = new Set([...up.seen, ...down.seen]);
  const edges: LineageEdge[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    if (!row) continue;
    for (const i of row.inputs) {
      if (ids.has(i.from))
        edges.push({
          from: i.from,
          to: id,
          kind: i.kind,
          weight: i.weight,
          share: i.kind === 'LABEL' ? null : shareOf(row, i.weight),
        });
    }
  }
  return { rows, ids, edges, truncated: up.truncated || down.truncated };
};
