import { registrationSource, type QuantityUnit } from '@cairn/contracts';
import { defineProjection } from '../projection';
import {
  MATERIAL_FLOW_EVENTS,
  processesFromStock,
  removedRow,
  reviewedRow,
} from '../stock/material-flow';

/**
 * REGISTERED: a registration; GRADED_INPUT: a registered material taken into grading; GRADED_OUTPUT: a grading output bag;
 * PROCESSED_LOAD: a truck load taken whole into processing; PROCESSED_INPUT: graded stock taken into processing
 * (originalWeight − rejectedWeight); PROCESSED_OUTPUT: a processing output bag (with its product type).
 */
export type MassBalanceEntryKind =
  | 'REGISTERED'
  | 'GRADED_INPUT'
  | 'GRADED_OUTPUT'
  | 'PROCESSED_LOAD'
  | 'PROCESSED_INPUT'
  | 'PROCESSED_OUTPUT'
  /** CLEARED: a weighed clearance's share for one material type (its weighed weight split over its types). */
  | 'CLEARED';

export interface MassBalanceEntryRow {
  key: string;
  hubUuid: string;
  kind: MassBalanceEntryKind;
  materialType: string;
  productType: string | null;
  /** UTC day (YYYY-MM-DD) and instant of the fact, so a period filter sums whole entries. */
  day: string;
  at: string;
  weight: number;
  removed: boolean;
  /** Litres (OIL output and its clearances) are summed apart from kilograms: no conversion factor (docs/decisions.md). */
  quantityUnit: QuantityUnit;
  /** Its hub event is flagged (a person, or the automatic review before any person): shown apart (docs/hub-stock.md). */
  flagged?: boolean;
  personReviewed?: boolean;
  /** REGISTERED only: where it came from (registrationSource), the material flow's first column. */
  source?: string;
}

/**
 * One row per weighed fact, by hub, material and day. Rows rather than per-day sums because a review may
 * later amend or remove a registration and those events name only the record (docs/decisions.md).
 */
export const massBalanceProjection = defineProjection<MassBalanceEntryRow>()({
  name: 'massBalance',
  version: 4,
  model: {
    name: 'massBalance',
    fields: {
      HUB_UUID: { path: 'hubUuid', type: 'text' },
      TYPE: { path: 'kind', type: 'text' },
      CREATED_AT: { path: 'at', type: 'timestamp' },
    },
    sortBy: 'at',
    indexes: ['hubUuid'],
    // What kindTotals filters and groups by: the sums by day without reading the entries (bench Q1-mb).
    totals: {
      by: ['hubUuid', 'removed', 'flagged', 'kind', 'materialType', 'productType', 'quantityUnit'],
      sum: 'weight',
      day: 'at',
    },
  },
  handles: MATERIAL_FLOW_EVENTS,
  keyOf: (event) => {
    switch (event.type) {
      case 'CollectedMaterialGraded':
      case 'RegisteredMaterialGraded':
        return `graded:${event.data.uuid}`;
      case 'RegisteredMaterialProcessed':
        return `processed:${event.data.uuid}`;
      case 'ProcessingUnitStarted':
        return `processing:${event.data.uuid}`;
      default:
        return event.data.uuid;
    }
  },
  evolve(row, event) {
    // Weighing times may carry an offset; UTC text compares and groups correctly.
    const entry = (
      kind: MassBalanceEntryKind,
      d: { hubUuid: string; materialType: string; weight: number; quantityUnit?: QuantityUnit },
      when: string,
      key: string,
    ): MassBalanceEntryRow => {
      const at = new Date(when).toISOString();
      return {
        key,
        hubUuid: d.hubUuid,
        kind,
        materialType: d.materialType,
        productType: null,
        day: at.slice(0, 10),
        at,
        weight: d.weight,
        removed: false,
        quantityUnit: d.quantityUnit ?? 'KG',
      };
    };
    switch (event.type) {
      case 'CollectedMaterialRegistered':
        return {
          ...entry('REGISTERED', event.data, event.data.weighedAt, event.data.uuid),
          source: registrationSource(event.data),
        };
      case 'CollectedMaterialGraded':
        return entry('GRADED_INPUT', event.data, event.data.at, `graded:${event.data.uuid}`);
      case 'SegregationOutputBagRegistered':
        return entry('GRADED_OUTPUT', event.data, event.data.createdAt, event.data.uuid);
      case 'TruckLoadRegistered':
        return {
          ...entry('REGISTERED', event.data, event.data.weighedAt, event.data.uuid),
          source: registrationSource(event.data),
        };
      case 'RegisteredMaterialGraded':
        return entry('GRADED_INPUT', event.data, event.data.at, `graded:${event.data.uuid}`);
      case 'RegisteredMaterialProcessed':
        return entry('PROCESSED_LOAD', event.data, event.data.at, `processed:${event.data.uuid}`);
      case 'ProcessingUnitStarted':
        return !processesFromStock(event.data)
          ? null
          : entry(
              'PROCESSED_INPUT',
              event.data,
              event.data.createdAt,
              `processing:${event.data.uuid}`,
            );
      case 'ProcessingOutputBagRegistered':
        // Litres (OIL) are kept in their own unit: the queries sum them beside kilograms, never into them.
        return {
          ...entry('PROCESSED_OUTPUT', event.data, event.data.createdAt, event.data.uuid),
          productType: event.data.productType,
        };
      case 'ClearanceStockTaken': {
        // Counted once weighed: loading only takes the stock, the weighbridge says what was cleared.
        const d = event.data;
        return d.clearedWeight === null
          ? row
          : {
              ...entry('CLEARED', { ...d, weight: d.clearedWeight }, d.at, d.uuid),
              productType: d.productType,
            };
      }
      case 'HubEventWeightAmended':
        return row && { ...row, weight: event.data.weight };
      case 'HubEventRemoved':
      case 'ClearanceStockReturned':
        return removedRow(row);
      case 'HubEventReviewed':
      case 'HubEventAutoReviewed':
        return reviewedRow(row, event);
      default:
        return row;
    }
  },
});
