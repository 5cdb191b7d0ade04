import {
  OIL_MATERIAL_TYPES,
  UNIT_LABEL,
  displayQuantity,
  litersOfOil,
  type QuantityUnit,
} from '@cairn/contracts';
import { formatNumber } from '../common/format';

/**
 * Stock quantities (Document 2 §9): above 1000 kg they show in tons, below 1 t in kg; above
 * 1000 l in m³; 2 decimals (`displayQuantity`, units from the unit table). A German user reads them
 * with a decimal comma (formatNumber).
 */
export const formatStock = (quantity: number, unit: QuantityUnit): string => {
  const shown = displayQuantity(quantity, unit);
  return `${formatNumber(shown.value, 2)} ${UNIT_LABEL[shown.unit]}`;
};

export const formatPrice = (price: number | null, currency: string): string =>
  price === null ? '-' : `${formatNumber(price, 2)} ${currency}`;

/** Oil weighed in kilograms also reads in litres (0.7 kg per litre, docs/decisions.md); null otherwise. */
export const oilInLiters = (row: {
  materialType: string;
  quantity: number;
  quantityUnit: QuantityUnit;
}): string | null =>
  row.quantityUnit === 'KG' && OIL_MATERIAL_TYPES.includes(row.materialType)
    ? `≈ ${formatStock(litersOfOil(row.quantity), 'LITER')}`
    : null;
