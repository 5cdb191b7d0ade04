/**
 * Picture weight from text recognition (Document 1 §9): letters O, I, S and G become 0, 1, 5
 * and 6; the first numeric result is taken; a value with no decimal point or comma is divided
 * by 1000 (scales print grams when they show no decimals).
 */
export const weightFromText = (results: readonly string[]): number | null => {
  for (const raw of results) {
    const cleaned = raw
      .toUpperCase()
      .replace(/O/g, '0')
      .replace(/I/g, '1')
      .replace(/S/g, '5')
      .replace(/G/g, '6');
    const match = cleaned.match(/\d+(?:[.,]\d+)?/);
    if (!match) continue;
    const text = match[0];
    const hasDecimal = /[.,]/.test(text);
    const value = Number(text.replace(',', '.'));
    if (!Number.isFinite(value)) continue;
    return hasDecimal ? value : value / 1000;
  }
  return null;
};
