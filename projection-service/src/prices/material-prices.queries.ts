import type { MaterialPrice } from '@cairn/contracts';
import type { ReadStore } from '@cairn/infra';

/** A hub's price list, newest day first, and of a day the latest setting first. */
export const priceHistory = async (rows: ReadStore, hubUuid: string): Promise<MaterialPrice[]> =>
  (await rows.findBy<MaterialPrice>('materialPrices', 'hubUuid', hubUuid)).sort(
    (a, b) =>
      b.effectiveFrom.localeCompare(a.effectiveFrom) ||
      b.setAt.localeCompare(a.setAt) ||
      a.materialType.localeCompare(b.materialType),
  );
