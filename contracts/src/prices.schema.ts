import { z } from 'zod';
import { MaterialType } from './material-types';
import { quantity, requiredEnum } from './validation';

/** A price per kilogram (or litre, for a material kept in litres) is at most a million. */
export const PRICE_MAX = 1_000_000;

/** POST /api/admin/companies/hubs/{hubUuid}/prices: a price of one material from a day on. */
export const SetMaterialPriceRequest = z.object({
  materialType: requiredEnum(MaterialType),
  price: quantity(PRICE_MAX),
  effectiveFrom: z
    .string({ error: 'validationRequired' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validationInvalid'),
});
export type SetMaterialPriceRequest = z.infer<typeof SetMaterialPriceRequest>;

/** One entry of a hub's price list, as GET /api/admin/companies/hubs/{hubUuid}/prices answers it. */
export const MaterialPrice = z.object({
  hubUuid: z.string(),
  materialType: MaterialType,
  /** Per stock unit (kg, or l for a material kept in litres), in `currency`. */
  price: z.number(),
  /** The hub's currency when the price was set: a price never changes currency. */
  currency: z.string(),
  effectiveFrom: z.string(),
  setAt: z.string(),
  setBy: z.object({ uuid: z.string(), name: z.string() }).nullable(),
});
export type MaterialPrice = z.infer<typeof MaterialPrice>;

/** Event data of the price list; registered in events.ts. One stream per hub: `prices-<hubUuid>`. */
export const PRICE_EVENT_SCHEMAS = {
  MaterialPriceSet: MaterialPrice,
};

/**
 * The price of a material in effect on a day: of the entries in effect by then, the one of the
 * latest day, and of that day the one set last (a correction). In another currency than the hub's
 * it is no price at all: money is not converted (docs/decisions.md).
 */
export const priceInEffect = (
  prices: readonly MaterialPrice[],
  materialType: MaterialType,
  day: string,
  currency: string,
): MaterialPrice | null => {
  let best: MaterialPrice | null = null;
  for (const p of prices) {
    if (p.materialType !== materialType || p.effectiveFrom > day) continue;
    if (
      !best ||
      p.effectiveFrom > best.effectiveFrom ||
      (p.effectiveFrom === best.effectiveFrom && p.setAt > best.setAt)
    )
      best = p;
  }
  return best && best.currency === currency ? best : null;
};

/** Money shows 2 decimals (Document 2 §9): a value is rounded to the cent. */
export const stockValue = (quantity: number, price: number | null): number | null =>
  price === null ? null : Math.round(quantity * price * 100) / 100;
