import { roundQuantity, type MaterialType, type QuantityUnit } from '@cairn/contracts';
import { defineProjection } from '../projection';
import { MATERIAL_FLOW_EVENTS, processesFromStock, removedRow, reviewedRow } from './material-flow';

export interface StockLine {
  materialType: MaterialType;
  quantity: number;
  quantityUnit: QuantityUnit;
  baleCount: number;
}

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
  /** Its hub event is flagged (by a person, or by the automatic review before any person): docs/hub-stock.md. */
  flagged?: boolean;
  personReviewed?: boolean;
}

const line = (
  materialType: MaterialType,
  quantity: number,
  quantityUnit: QuantityUnit,
  bale: boolean,
): StockLine => ({ materialType, quantity, quantityUnit, baleCount: bale ? 1 : 0 });

const created = (uuid: string, hubUuid: string, added: StockLine): HubStockContribution => ({
  uuid,
  hubUuid,
  added,
  taken: null,
  removed: false,
});

export const hubStockProjection = defineProjection<HubStockContribution>()({
  name: 'hubStock',
  // 3: a grading's output bale counts in baleCount.
  version: 3,
  model: {
    name: 'hubStock',
    fields: { HUB_UUID: { path: 'hubUuid', type: 'text' } },
    indexes: ['hubUuid'],
  },
  // The material flow the mass balance folds too, and what only the stock follows: transports, certificates.
  handles: [
    ...MATERIAL_FLOW_EVENTS,
    'TransportMaterialReceived',
    'CarrierMaterialDispatched',
    'MaterialCertified',
    'MaterialCertificationWithdrawn',
  ],
  // Keyed by the record's uuid: every event about a record (amendment, grading, removal) carries it.
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'CollectedMaterialRegistered': {
        const d = event.data;
        return created(
          d.uuid,
          d.hubUuid,
          line(d.materialType, d.weight, d.quantityUnit, d.registrationUnit === 'BALE'),
        );
      }
      case 'SegregationOutputBagRegistered': {
        // With enableBaleSegregationOutput a grading's output may be a bale: it counts in baleCount.
        const d = event.data;
        return created(
          d.uuid,
          d.hubUuid,
          line(d.materialType, d.weight, d.quantityUnit, d.registrationUnit === 'BALE'),
        );
      }
      case 'CollectedMaterialGraded': {
        // The graded input leaves the stock as it was weighed into the grading.
        if (!row) return null;
        const d = event.data;
        return {
          ...row,
          taken: line(
            d.materialType,
            d.weight,
            row.added?.quantityUnit ?? 'KG',
            row.added?.baleCount === 1,
          ),
        };
      }
      case 'TransportMaterialReceived': {
        // Stock is kept per material; a registration without a type counts as OTHER.
        const d = event.data;
        return created(
          d.uuid,
          d.hubUuid,
          line(d.materialType ?? 'OTHER', d.weight, d.quantityUnit, false),
        );
      }
      case 'TruckLoadRegistered': {
        const d = event.data;
        return created(d.uuid, d.hubUuid, line(d.materialType, d.weight, d.quantityUnit, false));
      }
      case 'RegisteredMaterialGraded':
      case 'RegisteredMaterialProcessed':
        // A recycler's truck load leaves the stock whole when graded or processed.
        return (
          row && { ...row, taken: line(event.data.materialType, event.data.weight, 'KG', false) }
        );
      case 'ProcessingUnitStarted': {
        // Processing from stock takes originalWeight − rejectedWeight; from a truck load, the load's own row is taken.
        const d = event.data;
        return !processesFromStock(d)
          ? null
          : {
              uuid: d.uuid,
              hubUuid: d.hubUuid,
              added: null,
              taken: line(d.materialType, d.weight, 'KG', false),
              removed: false,
            };
      }
      case 'ProcessingOutputBagRegistered': {
        const d = event.data;
        return created(d.uuid, d.hubUuid, line(d.materialType, d.weight, d.quantityUnit, false));
      }
      case 'CarrierMaterialDispatched':
        return row && { ...row, taken: row.added };
      case 'ClearanceStockTaken': {
        // A clearance's line (keyed `<clearance>:<material>`): what left with the truck, replaced when weighed.
        const d = event.data;
        return {
          uuid: d.uuid,
          hubUuid: d.hubUuid,
          added: null,
          taken: line(d.materialType, d.quantity, d.quantityUnit, false),
          removed: false,
        };
      }
      case 'ClearanceStockReturned':
        // The clearance's hub event was removed: what it took is back (the line counts nothing).
        return removedRow(row);
      case 'MaterialCertified':
        // A certified co-processing truck load has been co-processed: it leaves the facility's stock.
        return row && event.data.materialKind === 'CO_PROCESSING_MATERIAL'
          ? { ...row, taken: row.added }
          : row;
      case 'MaterialCertificationWithdrawn':
        // Its certificate's hub event was removed: the load is back in the stock.
        return row && event.data.materialKind === 'CO_PROCESSING_MATERIAL'
          ? { ...row, taken: null }
          : row;
      case 'HubEventWeightAmended':
        return row && { ...row, added: row.added && { ...row.added, quantity: event.data.weight } };
      case 'HubEventRemoved':
        return removedRow(row);
      case 'HubEventReviewed':
      case 'HubEventAutoReviewed':
        return reviewedRow(row, event);
      default:
        return row;
    }
  },
});

/** Sums contributions per material (the formula of docs/decisions.md); removed records count nothing. */
export const sumStock = (rows: readonly HubStockContribution[]): StockLine[] => {
  const byMaterial = new Map<string, StockLine>();
  const add = (l: StockLine, sign: 1 | -1) => {
    const key = `${l.materialType}|${l.quantityUnit}`;
    const total = byMaterial.get(key) ?? { ...l, quantity: 0, baleCount: 0 };
    byMaterial.set(key, {
      ...total,
      quantity: total.quantity + sign * l.quantity,
      baleCount: total.baleCount + sign * l.baleCount,
    });
  };
  for (const row of rows) {
    if (row.removed) continue;
    if (row.added) add(row.added, 1);
    if (row.taken) add(row.taken, -1);
  }
  // Rounding to grams keeps sums of decimals (0.1 + 0.2) from showing noise.
  return [...byMaterial.values()]
    .map((l) => ({ ...l, quantity: roundQuantity(l.quantity) }))
    .filter((l) => l.quantity !== 0 || l.baleCount !== 0)
    .sort((a, b) => b.quantity - a.quantity);
};

/**
 * The part of each material's stock that rests on flagged hub events (their net contribution),
 * keyed `material|unit`: shown apart from the verified rest (docs/hub-stock.md).
 */
export const flaggedStock = (rows: readonly HubStockContribution[]): Map<string, number> => {
  const flagged = new Map<string, number>();
  for (const row of rows) {
    if (row.removed || !row.flagged) continue;
    for (const [l, sign] of [
      [row.added, 1],
      [row.taken, -1],
    ] as const) {
      if (!l) continue;
      const key = `${l.materialType}|${l.quantityUnit}`;
      flagged.set(key, roundQuantity((flagged.get(key) ?? 0) + sign * l.quantity));
    }
  }
  return flagged;
};
