import { formatQuantity, type QuantityUnit } from '@cairn/contracts';

/**
 * Stock quantities (Document 2 §9): above 1000 kg they show in tons, below 1 t in kg; above
 * 1000 l in m³; 2 decimals (`formatQuantity`, units from the unit table).
 */
export const formatStock = (quantity: number, unit: QuantityUnit): string =>
  formatQuantity(quantity, unit);

export const formatPrice = (price: number | null, currency: string): string =>
  price === null ? '-' : `${price.toFixed(2)} ${currency}`;
