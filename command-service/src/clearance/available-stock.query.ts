import type { QuantityUnit } from '@cairn/contracts';
import { sumStock, type HubStockContribution } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import type { AvailableStock } from './clearance-stock-taken.decider';

/**
 * The hub's stock per material type in one unit, from the stock projection. The read model is brought
 * up to date first, so a clearance decides on every record committed before it (docs/decisions.md).
 * A read-side figure on purpose (no one stream holds the sum); racing clearances are serialised by
 * `stockGuardStream` (docs/architecture.md, "Decisions from the write side").
 */
export const availableStock = async (
  app: AppContext,
  hubUuid: string,
  unit: QuantityUnit = 'KG',
): Promise<AvailableStock> => {
  await app.projections.waitForLatest(5000);
  const lines = sumStock(
    await app.rows.findBy<HubStockContribution>('hubStock', 'hubUuid', hubUuid),
  );
  return new Map(
    lines.filter((l) => l.quantityUnit === unit).map((l) => [l.materialType, l.quantity]),
  );
};
