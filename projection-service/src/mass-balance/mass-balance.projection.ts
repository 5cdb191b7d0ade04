import { defineProjection } from '../projection';

/** REGISTERED: a registration; GRADED_INPUT: a registered material taken into grading; GRADED_OUTPUT: a grading output bag. */
export type MassBalanceEntryKind = 'REGISTERED' | 'GRADED_INPUT' | 'GRADED_OUTPUT';

export interface MassBalanceEntryRow {
  key: string; hubUuid: string; kind: MassBalanceEntryKind; materialType: string; productType: string | null;
  /** UTC day (YYYY-MM-DD) and instant of the fact, so a period filter sums whole entries. */
  day: string; at: string; weight: number; removed: boolean;
}

/**
 * One row per weighed fact, by hub, material and day. Rows rather than per-day sums because a review may
 * later amend or remove a registration and those events name only the record (docs/decisions.md).
 */
export const massBalanceProjection = defineProjection<MassBalanceEntryRow>()({
  name: 'massBalance',
  model: {
    name: 'massBalance',
    fields: { HUB_UUID: { path: 'hubUuid', type: 'text' }, TYPE: { path: 'kind', type: 'text' }, CREATED_AT: { path: 'at', type: 'timestamp' } },
    sortBy: 'at',
    indexes: ['hubUuid'],
  },
  handles: ['CollectedMaterialRegistered', 'CollectedMaterialGraded', 'SegregationOutputBagRegistered', 'HubEventWeightAmended', 'HubEventRemoved'],
  keyOf: (event) => (event.type === 'CollectedMaterialGraded' ? `graded:${event.data.uuid}` : event.data.uuid),
  evolve(row, event) {
    // Weighing times may carry an offset; UTC text compares and groups correctly.
    const entry = (kind: MassBalanceEntryKind, d: { hubUuid: string; materialType: string; weight: number }, when: string, key: string): MassBalanceEntryRow => {
      const at = new Date(when).toISOString();
      return { key, hubUuid: d.hubUuid, kind, materialType: d.materialType, productType: null, day: at.slice(0, 10), at, weight: d.weight, removed: false };
    };
    switch (event.type) {
      case 'CollectedMaterialRegistered': return entry('REGISTERED', event.data, event.data.weighedAt, event.data.uuid);
      case 'CollectedMaterialGraded': return entry('GRADED_INPUT', event.data, event.data.at, `graded:${event.data.uuid}`);
      case 'SegregationOutputBagRegistered': return entry('GRADED_OUTPUT', event.data, event.data.createdAt, event.data.uuid);
      case 'HubEventWeightAmended': return row && { ...row, weight: event.data.weight };
      case 'HubEventRemoved': return row && { ...row, removed: true };
      default: return row;
    }
  },
});
