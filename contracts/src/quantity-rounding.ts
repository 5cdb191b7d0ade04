/**
 * A weight (kg) or volume (litres) rounded to the gram (or millilitre): sums of decimals such as
 * 0.1 + 0.2 show no floating-point noise. Every total the server answers and the stock sums use it.
 */
export const roundQuantity = (n: number): number => Math.round(n * 1000) / 1000;
