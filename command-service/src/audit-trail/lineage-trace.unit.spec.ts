import { describe, expect, it } from 'vitest';
import type { LineageRow } from '@cairn/projection-service';
import { type LineageSource, traceLineage } from './lineage-trace';

const row = (
  id: string,
  kind: LineageRow['kind'],
  inputs: Array<[string, LineageRow['inputs'][number]['kind'], number | null]> = [],
): LineageRow => ({
  id,
  kind,
  hubUuid: 'h',
  type: null,
  materialType: null,
  label: null,
  weight: null,
  quantityUnit: null,
  at: null,
  removed: false,
  inputs: inputs.map(([from, k, weight]) => ({ from, fromKind: 'HUB_EVENT', kind: k, weight })),
  inputIds: inputs.map(([from]) => from),
});
const sourceOf = (rows: LineageRow[]): LineageSource & { fedByCalls: string[][] } => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const fedByCalls: string[][] = [];
  return {
    fedByCalls,
    nodes: async (ids) =>
      new Map(ids.flatMap((id) => (byId.has(id) ? [[id, byId.get(id)!] as const] : []))),
    fedBy: async (ids) => {
      fedByCalls.push(ids);
      return rows.filter((r) => r.inputIds.some((i) => ids.includes(i)));
    },
  };
};

// collector → bag (labelled by item) → unit → bale (labelled by baleItem) ⇢ clearance (took baleItem) → transport → load
const world = [
  row('collector', 'COLLECTOR'),
  row('item', 'TRACKED_ITEM'),
  row('baleItem', 'TRACKED_ITEM'),
  row('otherBag', 'HUB_EVENT', [['collector', 'SOURCE', 5]]),
  row('bag', 'HUB_EVENT', [
    ['collector', 'SOURCE', 30],
    ['item', 'LABEL', null],
  ]),
  row('unit', 'SEGREGATION_UNIT', [
    ['bag', 'INPUT', 30],
    ['otherBag', 'INPUT', 10],
  ]),
  row('bale', 'HUB_EVENT', [
    ['unit', 'OUTPUT', 38],
    ['baleItem', 'LABEL', null],
  ]),
  row('clearance', 'HUB_EVENT', [['baleItem', 'CLEARED', null]]),
  row('transport', 'TRANSPORT', [['clearance', 'TRANSPORT', 38]]),
  row('load', 'HUB_EVENT', [['transport', 'RECEIVED', 38]]),
];

describe('lineage trace', () => {
  it('walks back to the sources and forward to what came of it, joining a QR code and its bag', async () => {
    const trace = await traceLineage(sourceOf(world), 'bag');
    expect([...trace.ids].sort()).toEqual([
      'bag',
      'bale',
      'baleItem',
      'clearance',
      'collector',
      'item',
      'load',
      'transport',
      'unit',
    ]);
    expect(trace.edges).toContainEqual({
      from: 'bag',
      to: 'unit',
      kind: 'INPUT',
      weight: 30,
      share: 0.75,
    });
    expect(trace.edges).toContainEqual({
      from: 'baleItem',
      to: 'bale',
      kind: 'LABEL',
      weight: null,
      share: null,
    });
    expect(trace.truncated).toBe(false);
  });

  it("from a clearance reaches the registered bags through the bale's QR code, without reading everything a collector fed", async () => {
    const source = sourceOf(world);
    const trace = await traceLineage(source, 'clearance');
    expect(trace.ids.has('bag')).toBe(true);
    expect(trace.ids.has('otherBag')).toBe(true);
    expect(trace.ids.has('load')).toBe(true);
    expect(source.fedByCalls.flat()).not.toContain('collector');
  });
});
