import { formatNumber } from '../common/format';

/**
 * Stock quantities (Document 2 §9): above 1000 kg they show in tons, below 1 t in kg; 2 decimals.
 * Liters are shown as they are. A German user reads them with a decimal comma (formatNumber).
 */
export const formatStock = (quantity: number, unit: 'KG' | 'LITER'): string => {
  if (unit === 'LITER') return `${formatNumber(quantity, 2)} l`;
  return Math.abs(quantity) > 1000
    ? `${formatNumber(quantity / 1000, 2)} t`
    : `${formatNumber(quantity, 2)} kg`;
};

export const formatPrice = (price: number | null, currency: string): string =>
  price === null ? '-' : `${formatNumber(price, 2)} ${currency}`;
