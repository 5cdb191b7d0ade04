import {
  roundQuantity,
  type HandlingCenterClearanceOverview,
  type MaterialClearanceRow,
  type MaterialClearanceSummary,
  type MaterialType,
  type RecyclerClearanceOverview,
} from '@cairn/contracts';
import {
  sumStock,
  type HubEventRecord,
  type HubStockContribution,
  type MaterialClearanceUnitRow,
} from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { loadHub } from '../hubs/hub.handlers';
import { recyclerOutputTypes } from './clearance-start.decider';
import { availableStock } from './available-stock.query';
import { listMaterialClearances } from './material-clearance.handlers';

const breakdownOf = (stock: ReadonlyMap<MaterialType, number>, types?: readonly MaterialType[]) =>
  Object.fromEntries(
    [...stock.entries()]
      .filter(([m, q]) => q > 0 && (!types || types.includes(m)))
      .sort((a, b) => b[1] - a[1]),
  );
const totalOf = (breakdown: Record<string, number>) =>
  roundQuantity(Object.values(breakdown).reduce((s, q) => s + q, 0));
/** The newest start of a kind, so counts can say "since the last clearance". */
const lastStart = (rows: MaterialClearanceRow[]) =>
  rows.reduce((latest, r) => (r.createdAt > latest ? r.createdAt : latest), '');

/** GET /api/materialClearances/summary: the hub's stock in kilograms, by material type (what can be cleared). */
export const materialClearanceSummary = async (
  app: AppContext,
  hubUuid: string,
): Promise<MaterialClearanceSummary> => {
  const materialBreakdown = breakdownOf(await availableStock(app, hubUuid));
  return { totalStock: totalOf(materialBreakdown), materialBreakdown, totalStockUnit: 'KG' };
};

/**
 * GET /api/clearances/overview (a recycler): grading output bags registered since its last clearance
 * transport, and the output stock a clearance transport would take now (docs/api.md).
 */
export const recyclerClearanceOverview = async (
  app: AppContext,
  hubUuid: string,
): Promise<RecyclerClearanceOverview> => {
  const hub = await loadHub(app, hubUuid);
  const stock = await availableStock(app, hubUuid);
  const since = lastStart(
    await listMaterialClearances(app, hubUuid, undefined, 'CLEARANCE_TRANSPORT'),
  );
  const bags = (await app.rows.findBy<HubEventRecord>('hubEvents', 'hubUuid', hubUuid)).filter(
    (e) => e.type === 'SEGREGATION' && !e.removed && e.createdAt > since,
  );
  const materialBreakdown = breakdownOf(stock, recyclerOutputTypes(hub, stock));
  const materialTotal = totalOf(materialBreakdown);
  const literTotal = totalOf(breakdownOf(await availableStock(app, hubUuid, 'LITER')));
  return {
    quantityUnit: 'KG',
    segregationOutputMaterialBagsCount: bags.length,
    materialTotal,
    formattedMaterialTotal: materialTotal.toFixed(2),
    materialBreakdown,
    literTotal,
  };
};

/**
 * GET /api/handlingCenterMaterials/clearanceOverview: the units in stock and the material types they
 * hold. Both come from the hub's stock rows (issue 31): a count from another model said "0 units"
 * above 59.8 kg received by transport. A unit counts while its material type is still in stock (a
 * clearance takes whole types).
 */
export const handlingCenterClearanceOverview = async (
  app: AppContext,
  hubUuid: string,
): Promise<HandlingCenterClearanceOverview> => {
  await app.projections.waitForLatest(5000);
  const rows = await app.rows.findBy<HubStockContribution>('hubStock', 'hubUuid', hubUuid);
  const stock = new Map(
    sumStock(rows)
      .filter((l) => l.quantityUnit === 'KG')
      .map((l) => [l.materialType, l.quantity]),
  );
  const units = rows.filter(
    (r) =>
      !r.removed &&
      !r.taken &&
      r.added?.quantityUnit === 'KG' &&
      (stock.get(r.added.materialType) ?? 0) > 0.0005,
  );
  const materialBreakdown = breakdownOf(stock);
  return {
    registeredUnitsCount: units.length,
    materialTypes: Object.keys(materialBreakdown) as MaterialType[],
    materialBreakdown,
    quantityUnit: 'KG',
  };
};

/** GET /api/materialClearanceUnits?state=: the hub's units, newest first. */
export const materialClearanceUnits = async (app: AppContext, hubUuid: string, state?: string) =>
  (await app.rows.findBy<MaterialClearanceUnitRow>('materialClearanceUnits', 'hubUuid', hubUuid))
    .filter((u) => !state || u.state === state)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(({ key: _k, hubUuid: _h, trackedItemUuids: _t, ...view }) => view);
