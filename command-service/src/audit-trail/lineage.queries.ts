import { defined, type LineageGraph, type LineageNode } from '@cairn/contracts';
import type { HubEventRecord, HubRow, LineageRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { DomainError } from '../command-handling/domain-error';
import { type LineageSource, traceLineage } from './lineage-trace';

const PAGE = 1000;

export const lineageSource = (app: AppContext): LineageSource => ({
  nodes: (ids) => app.rows.getMany<LineageRow>('lineage', ids),
  async fedBy(ids) {
    const found: LineageRow[] = [];
    for (let page = 0; ; page++) {
      const { items } = await app.rows.search<LineageRow>('lineage', {
        page,
        size: PAGE,
        filters: [{ field: 'INPUT', operator: 'IN', value: ids }],
      });
      found.push(...items);
      if (items.length < PAGE) return found;
    }
  },
});

/** A node nothing was recorded about but its id (a hub's stock of a material, an edge's source). */
const bare = (id: string, kind: LineageNode['kind']): LineageRow => ({
  id,
  kind,
  hubUuid: id.startsWith('stock:') ? id.split(':')[1] : null,
  type: null,
  materialType: id.startsWith('stock:') ? id.split(':')[2] : null,
  label: null,
  weight: null,
  quantityUnit: null,
  at: null,
  removed: false,
  inputs: [],
  inputIds: [],
});

/**
 * GET /api/admin/lineage and GET /api/lineage: the graph around a hub event or a tracked item. A hub
 * user (`viewerHub`) must start from its own hub's record; other hubs' nodes show only what moved
 * (kind, type, material, weight, date), under an opaque id (docs/decisions.md).
 */
export const lineageOf = async (
  app: AppContext,
  origin: string,
  viewerHub: string | null,
): Promise<LineageGraph & { truncated: boolean }> => {
  const start = await app.rows.get<LineageRow>('lineage', origin);
  if (!start || (viewerHub && start.hubUuid !== viewerHub))
    throw new DomainError('notFound', 'notFoundMessage');
  const trace = await traceLineage(lineageSource(app), origin);
  const rows = [...trace.ids].map(
    (id) => trace.rows.get(id) ?? bare(id, sourceKind(trace.rows, id)),
  );
  const hubs = await app.rows.getMany<HubRow>('hubs', [
    ...new Set(rows.flatMap((r) => (r.hubUuid ? [r.hubUuid] : []))),
  ]);
  const events = await app.rows.getMany<HubEventRecord>(
    'hubEvents',
    rows.filter((r) => r.kind === 'HUB_EVENT').map((r) => r.id),
  );
  const hidden = new Map<string, string>();
  const idOf = (row: LineageRow) => {
    if (!viewerHub || row.hubUuid === viewerHub) return row.id;
    let alias = hidden.get(row.id);
    if (!alias) {
      alias = `other-${hidden.size + 1}`;
      hidden.set(row.id, alias);
    }
    return alias;
  };
  const nodes = rows.map((row): LineageNode => {
    const visible = !viewerHub || row.hubUuid === viewerHub;
    const event = events.get(row.id);
    return {
      id: idOf(row),
      kind: row.kind,
      type: row.type,
      materialType: row.materialType,
      weight: row.weight,
      quantityUnit: row.quantityUnit,
      date: row.at,
      hubUuid: visible ? row.hubUuid : null,
      hubName: visible && row.hubUuid ? (hubs.get(row.hubUuid)?.name ?? null) : null,
      label: visible ? row.label : null,
      reviewStatus: visible ? (event?.status ?? null) : null,
      removed: row.removed || Boolean(event?.removed),
      origin: row.id === origin,
      visible,
    };
  });
  // Every edge joins two traced ids, and `rows` has a row for each traced id.
  const byId = new Map(rows.map((r) => [r.id, r]));
  const rowOf = (id: string) => defined(byId.get(id), `the lineage row ${id}`);
  const edges = trace.edges.map((e) => ({
    ...e,
    from: idOf(rowOf(e.from)),
    to: idOf(rowOf(e.to)),
  }));
  return { origin, nodes, edges, truncated: trace.truncated };
};

/** The kind an edge into a known node gives its source. */
const sourceKind = (rows: Map<string, LineageRow>, id: string): LineageNode['kind'] => {
  for (const row of rows.values()) for (const i of row.inputs) if (i.from === id) return i.fromKind;
  return 'HUB_EVENT';
};
