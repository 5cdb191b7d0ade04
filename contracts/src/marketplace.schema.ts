import { z } from 'zod';
import { MaterialType } from './material-types';

/** One stock line a hub publishes to the marketplace feed. */
export const MarketplaceStockLine = z.object({
  materialType: MaterialType,
  quantity: z.number(),
  quantityUnit: z.enum(['KG', 'LITER']),
});
export type MarketplaceStockLine = z.infer<typeof MarketplaceStockLine>;
/** GET /api/marketplace/listings: the last sync of each hub. */
export const MarketplaceListing = z.object({
  hubUuid: z.string(),
  company: z.object({ name: z.string(), city: z.string(), country: z.string() }),
  lines: z.array(MarketplaceStockLine),
  syncedAt: z.string(),
});
export type MarketplaceListing = z.infer<typeof MarketplaceListing>;
