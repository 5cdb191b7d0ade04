import { roundQuantity, type SegregationUnitView } from '@cairn/contracts';
import type { ReadStore } from '@cairn/infra';
import type { SegregationUnitRow } from './segregation-units.projection';

const sum = (xs: Array<{ weight: number }>) => roundQuantity(xs.reduce((s, x) => s + x.weight, 0));

/** Document 3 §3 "Segregation unit": input totals, and the output so far by material type. */
export const toSegregationUnitView = (row: SegregationUnitRow): SegregationUnitView => {
  const types = new Set(row.inputs.map((i) => i.materialType));
  const materialBreakdown: Record<string, number> = {};
  for (const o of row.outputs)
    materialBreakdown[o.materialType] = roundQuantity(
      (materialBreakdown[o.materialType] ?? 0) + o.weight,
    );
  const weight = sum(row.inputs);
  return {
    uuid: row.uuid,
    state: row.state,
    errorReason: row.errorReason ?? null,
    createdAt: row.createdAt,
    originalMaterialType: types.size === 1 ? [...types][0] : null,
    inputTrackedItemsCount: row.inputs.length,
    weight,
    formattedWeight: weight.toFixed(2),
    quantityUnit: 'KG',
    outputMaterialBagCount: row.outputs.length,
    formattedMaterialTotal: sum(row.outputs).toFixed(2),
    materialBreakdown,
    collectedMaterials: row.inputs
      .filter((i) => i.source !== 'REGISTERED')
      .map((i) => ({
        uuid: i.collectedMaterialUuid,
        registrationUnit: i.registrationUnit,
        weight: i.weight,
        materialType: i.materialType,
        trackedItemUuid: i.trackedItemUuid,
      })),
    registeredMaterials: row.inputs
      .filter((i) => i.source === 'REGISTERED')
      .map((i) => ({
        uuid: i.collectedMaterialUuid,
        weight: i.weight,
        materialType: i.materialType,
      })),
  };
};

/** GET /api/segregationUnits?state=: the hub's units in that state, newest first (PROCESSING: at most one). */
export const segregationUnitsOfHub = async (
  rows: ReadStore,
  hubUuid: string,
  state: string | null,
): Promise<SegregationUnitView[]> =>
  (await rows.findBy<SegregationUnitRow>('segregationUnits', 'hubUuid', hubUuid))
    .filter((r) => !state || r.state === state)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(toSegregationUnitView);
