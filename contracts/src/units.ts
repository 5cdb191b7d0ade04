import type { QuantityUnit, Unit } from './enums';

/** The unit table's texts. Apart from the zod enums (enums.ts), so a screen that shows a unit loads no zod. */
export const UNIT_LABEL: Record<Unit, string> = {
  KG: 'kg',
  TON: 't',
  KM: 'km',
  LITER: 'l',
  CALORIES_PER_GRAM: 'cal/g',
  CUBIC_METER: 'm³',
};

/**
 * How a stored quantity (kilograms or litres) is displayed (Document 2 §9, dynamic units): above
 * 1000 kg in tonnes (TON), above 1000 l in cubic metres (CUBIC_METER); otherwise as stored. The
 * unit's text comes from the unit table (`UNIT_LABEL`).
 */
export const displayQuantity = (
  quantity: number,
  unit: QuantityUnit,
): { value: number; unit: Unit } => {
  if (Math.abs(quantity) <= 1000) return { value: quantity, unit };
  return { value: quantity / 1000, unit: unit === 'KG' ? 'TON' : 'CUBIC_METER' };
};

export const formatQuantity = (quantity: number, unit: QuantityUnit, decimals = 2): string => {
  const shown = displayQuantity(quantity, unit);
  return `${shown.value.toFixed(decimals)} ${UNIT_LABEL[shown.unit]}`;
};

/**
 * Document 2 §9's "helper divides by 0.7" (docs/decisions.md): the density Cairn uses for oil,
 * 0.7 kg per litre, so oil weighed in kilograms is also read in litres (kg ÷ 0.7).
 */
export const OIL_KG_PER_LITER = 0.7;
export const litersOfOil = (kilograms: number): number => kilograms / OIL_KG_PER_LITER;
export const OIL_MATERIAL_TYPES: readonly string[] = ['OIL_USED', 'PYROLYSIS_OIL'];
