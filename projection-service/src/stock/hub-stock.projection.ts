import type { MaterialType } from '@cairn/contracts';
import { defineProjection } from '../projection';

export interface StockLine { materialType: MaterialType; quantity: number; quantityUnit: 'KG' | 'LITER'; baleCount: number }

/**
 * One hub event's contribution to its hub's stock (docs/decisions.md, "Hub stock"):
 * `added` is what the record brought in (a registration, a grading or processing output), kept at
 * its amended weight; `taken` is what later left it (graded or processed as input, cleared).
 * A removed record contributes nothing. The stock query sums the rows of a hub per material.
 */
export interface HubStockContribution {
  uuid: string;
  hubUuid: string;
  added: StockLine | null;
  taken: StockLine | null;
  removed: boolean;
}

const line = (materialType: MaterialType, quantity: number, quantityUnit: 'KG' | 'LITER', bale: boolean): StockLine =>
  ({ materialType, quantity, quantityUnit, baleCount: bale ? 1 : 0 });

const created = (uuid: string, hubUuid: string, added: StockLine): HubStockContribution =>
  ({ uuid, hubUuid, added, taken: null, removed: false });

export const hubStockProjection = defineProjection<HubStockContribution>()({
  name: 'hubStock',
  model: { name: 'hubStock', fields: { HUB_UUID: { path: 'hubUuid', type: 'text' } }, indexes: ['hubUuid'] },
  handles: ['CollectedMaterialRegistered', 'SegregationOutputBagRegistered', 'CollectedMaterialGraded', 'HubEventWeightAmended', 'HubEventRemoved'],
  // Keyed by the record's uuid: every event about a record (amendment, grading, removal) carries it.
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'CollectedMaterialRegistered': {
        const d = event.data;
        return created(d.uuid, d.hubUuid, line(d.materialType, d.weight, d.quantityUnit, d.registrationUnit === 'BALE'));
      }
      case 'SegregationOutputBagRegistered': {
        const d = event.data;
        return created(d.uuid, d.hubUuid, line(d.materialType, d.weight, d.quantityUnit, false));
      }
      case 'CollectedMaterialGraded': {
        // The graded input leaves the stock as it was weighed into the grading.
        if (!row) return null;
        const d = event.data;
        return { ...row, taken: line(d.materialType, d.weight, row.added?.quantityUnit ?? 'KG', row.added?.baleCount === 1) };
      }
      case 'HubEventWeightAmended':
        return row && { ...row, added: row.added && { ...row.added, quantity: event.data.weight } };
      case 'HubEventRemoved':
        return row && { ...row, removed: true };
      default: return row;
    }
  },
});

/** Sums contributions per material (the formula of docs/decisions.md); removed records count nothing. */
export const sumStock = (rows: readonly HubStockContribution[]): StockLine[] => {
  const byMaterial = new Map<string, StockLine>();
  const add = (l: StockLine, sign: 1 | -1) => {
    const key = `${l.materialType}|${l.quantityUnit}`;
    const total = byMaterial.get(key) ?? { ...l, quantity: 0, baleCount: 0 };
    byMaterial.set(key, { ...total, quantity: total.quantity + sign * l.quantity, baleCount: total.baleCount + sign * l.baleCount });
  };
  for (const row of rows) {
    if (row.removed) continue;
    if (row.added) add(row.added, 1);
    if (row.taken) add(row.taken, -1);
  }
  // Rounding to grams keeps sums of decimals (0.1 + 0.2) from showing noise.
  return [...byMaterial.values()]
    .map((l) => ({ ...l, quantity: Math.round(l.quantity * 1000) / 1000 }))
    .filter((l) => l.quantity !== 0 || l.baleCount !== 0)
    .sort((a, b) => b.quantity - a.quantity);
};
