import { z } from 'zod';
import { MaterialType } from './material-types';

/** A row of GET /api/admin/hubs/stock (Document 2 §3 Hub stock row), per hub and material. */
export const HubStockRow = z.object({
  hubUuid: z.string(),
  hubName: z.string(),
  materialType: MaterialType,
  quantity: z.number(),
  quantityUnit: z.enum(['KG', 'LITER']),
  /** The price in effect today from the hub's price list (docs/decisions.md), null without one. */
  price: z.number().nullable(),
  /** quantity × price in `currency`, to the cent; null without a price. */
  value: z.number().nullable(),
  currency: z.string(),
  baleCount: z.number().int(),
  /** Of `quantity`, what rests on flagged hub events; the rest is verified or waiting (docs/hub-stock.md). */
  flaggedQuantity: z.number().optional(),
});
export type HubStockRow = z.infer<typeof HubStockRow>;
