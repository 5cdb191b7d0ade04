/**
 * Stock quantities (Document 2 §9): above 1000 kg they show in tons, below 1 t in kg; 2 decimals.
 * Liters are shown as they are.
 */
export const formatStock = (quantity: number, unit: 'KG' | 'LITER'): string => {
  if (unit === 'LITER') return `${quantity.toFixed(2)} l`;
  return Math.abs(quantity) > 1000
    ? `${(quantity / 1000).toFixed(2)} t`
    : `${quantity.toFixed(2)} kg`;
};

export const formatPrice = (price: number | null, currency: string): string =>
  price === null ? '-' : `${price.toFixed(2)} ${currency}`;
