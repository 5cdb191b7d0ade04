import type { LineageEdgeKind, LineageNodeKind } from '@cairn/contracts';

/** An edge as the node it leads into keeps it: where the material came from, how, and how much. */
export interface LineageInput {
  from: string;
  fromKind: LineageNodeKind;
  kind: LineageEdgeKind;
  weight: number | null;
}

/**
 * A node of the lineage graph (a hub event, a unit material was mixed in, a transport, a QR code, a
 * collector, a hub, a hub's stock of one material) with the edges that lead into it. `inputIds`
 * repeats the sources so the rows fed by a node are found by one indexed search.
 */
export interface LineageRow {
  id: string;
  kind: LineageNodeKind;
  hubUuid: string | null;
  type: string | null;
  materialType: string | null;
  label: string | null;
  weight: number | null;
  quantityUnit: string | null;
  at: string | null;
  removed: boolean;
  inputs: LineageInput[];
  inputIds: string[];
}

/** A hub's pooled stock of one material: a clearance from stock takes from it, not from given bags. */
export const stockNodeId = (hubUuid: string, materialType: string) =>
  `stock:${hubUuid}:${materialType}`;

const empty = (id: string, kind: LineageNodeKind): LineageRow => ({
  id,
  kind,
  hubUuid: null,
  type: null,
  materialType: null,
  label: null,
  weight: null,
  quantityUnit: null,
  at: null,
  removed: false,
  inputs: [],
  inputIds: [],
});

/** The node with these facts; facts given as undefined keep what earlier events said. */
export const nodeWith = (
  row: LineageRow | null,
  id: string,
  kind: LineageNodeKind,
  facts: Partial<LineageRow>,
): LineageRow => {
  const base = row ?? empty(id, kind);
  const given = Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined));
  return { ...base, kind, ...given };
};

/** Adds edges (one per source: a later edge from the same source replaces it, keeping a weight it does not give). */
export const withInputs = (row: LineageRow, inputs: Array<LineageInput | null>): LineageRow => {
  let list = row.inputs;
  for (const input of inputs) {
    if (!input) continue;
    const old = list.find((i) => i.from === input.from);
    const next = { ...input, weight: input.weight ?? old?.weight ?? null };
    list = old ? list.map((i) => (i.from === input.from ? next : i)) : [...list, next];
  }
  return { ...row, inputs: list, inputIds: list.map((i) => i.from) };
};

export const withoutInput = (row: LineageRow | null, from: string): LineageRow | null => {
  if (!row) return null;
  const inputs = row.inputs.filter((i) => i.from !== from);
  return { ...row, inputs, inputIds: inputs.map((i) => i.from) };
};

export const input = (
  from: string | null | undefined,
  fromKind: LineageNodeKind,
  kind: LineageEdgeKind,
  weight: number | null,
): LineageInput | null => (from ? { from, fromKind, kind, weight } : null);
