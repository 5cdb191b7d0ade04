import type { MaterialPrice } from '@cairn/contracts';
import { defineProjection } from '../projection';

/**
 * Every price of every hub's price list, one row per setting (history: a correction of a day's
 * price is a row beside the first). The price in effect is chosen by `priceInEffect` (contracts).
 */
export const materialPricesProjection = defineProjection<MaterialPrice>()({
  name: 'materialPrices',
  model: {
    name: 'materialPrices',
    fields: { HUB_UUID: { path: 'hubUuid', type: 'text' } },
    sortBy: 'setAt',
    indexes: ['hubUuid'],
  },
  handles: ['MaterialPriceSet'],
  keyOf: (event) =>
    `${event.data.hubUuid}|${event.data.materialType}|${event.data.effectiveFrom}|${event.data.setAt}`,
  evolve(row, event) {
    switch (event.type) {
      case 'MaterialPriceSet':
        return { ...event.data };
      default:
        return row;
    }
  },
});
