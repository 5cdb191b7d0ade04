import {
  OIL_MATERIAL_TYPES,
  formatQuantity,
  litersOfOil,
  type QuantityUnit,
} from '@cairn/contracts';

/**
 * Stock quantities (Document 2 §9): above 1000 kg they show in tons, below 1 t in kg; above
 * 1000 l in m³; 2 decimals (`formatQuantity`, units from the unit table).
 */
export const formatStock = (quantity: number, unit: QuantityUnit): string =>
  formatQuantity(quantity, unit);

export const formatPrice = (price: number | null, currency: string): string =>
  price === null ? '-' : `${price.toFixed(2)} ${currency}`;

/** Oil weighed in kilograms also reads in litres (0.7 kg per litre, docs/decisions.md); null otherwise. */
export const oilInLiters = (row: {
  materialType: string;
  quantity: number;
  quantityUnit: QuantityUnit;
}): string | null =>
  row.quantityUnit === 'KG' && OIL_MATERIAL_TYPES.includes(row.materialType)
    ? `≈ ${formatQuantity(litersOfOil(row.quantity), 'LITER')}`
    : null;
