/**
 * Figures read from a document's text (a weigh slip's or a certificate's PDF text layer, or the
 * recognised text of its picture). Unlike a scale display (Document 1 §9, `weightFromText`), a document
 * prints dates, slip numbers and several weights, so a figure is taken from the line that names it.
 * Each reading is a list of candidates: an ambiguous "1.250 kg" is both 1.25 and 1250, and a check
 * speaks only when no candidate agrees with what was entered.
 */

const NUMBER = /\d{1,3}(?:[.,'\u00a0\u202f ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?/g;
const UNIT = /^\s*(kgs?|kilo(?:gram)?s?|t|to|tonnes?|tons?|l|ltrs?|lit(?:er|re)s?|%)(?![a-z])/i;
const TONNES = /^(t|to|tonnes?|tons?)$/i;

/**
 * The values a printed number may mean. Spaces and apostrophes group thousands; a separator repeated
 * groups thousands ("1.234.567"); the last of two kinds is the decimal one ("1.234,5"); a lone
 * separator before exactly three digits is either ("1.250": 1.25 or 1250); any other is decimal.
 */
export const numberReadings = (printed: string): number[] => {
  const token = printed.replace(/[\u00a0\u202f ']/g, '');
  const seps = [...token.replace(/\d/g, '')];
  const grouped = Number(token.replace(/[.,]/g, ''));
  if (seps.length === 0) return [grouped];
  const last = Math.max(token.lastIndexOf('.'), token.lastIndexOf(','));
  const others = seps.slice(0, -1);
  if (others.includes(token[last])) return [grouped];
  const asDecimal = Number(`${token.slice(0, last).replace(/[.,]/g, '')}.${token.slice(last + 1)}`);
  if (others.length > 0 || printed.length !== token.length) return [asDecimal];
  return token.length - last - 1 === 3 ? [asDecimal, grouped] : [asDecimal];
};

interface Figure {
  values: number[];
  unit: string | null;
}

/** The numbers of a line with the unit printed after each (tonnes become the unit's thousands). */
const figuresOf = (line: string): Figure[] => {
  const figures: Figure[] = [];
  for (const match of line.matchAll(NUMBER)) {
    const unit = UNIT.exec(line.slice(match.index + match[0].length))?.[1] ?? null;
    const scale = unit && TONNES.test(unit) ? 1000 : 1;
    figures.push({
      values: numberReadings(match[0]).map((v) => Math.round(v * scale * 1e6) / 1e6),
      unit,
    });
  }
  return figures;
};

/** The first figure after the label on the line that names it, or on the line after (a table's next cell). */
const labelled = (
  lines: readonly string[],
  label: RegExp,
  accept: (f: Figure) => boolean,
): number[] | null => {
  for (let i = 0; i < lines.length; i++) {
    const found = label.exec(lines[i]);
    if (!found) continue;
    const after = figuresOf(lines[i].slice(found.index + found[0].length)).filter(accept);
    if (after.length > 0) return after[0].values;
    const next = lines[i + 1] === undefined ? [] : figuresOf(lines[i + 1]).filter(accept);
    if (next.length > 0) return next[0].values;
  }
  return null;
};

const isMass = (f: Figure) => f.unit !== '%';
const hasMassUnit = (f: Figure) => f.unit !== null && f.unit !== '%';

/** Labels of the weight a weigh slip or certificate states, the most specific first. */
const WEIGHT_LABELS = [
  /\b(?:net(?:to|t)?|nett?ogewicht)\b\.?(?:\s*(?:weight|wt|gewicht|mass|masse))?\s*[:=]?/i,
  /\b(?:certified|certificate)\s+(?:weight|quantity|mass)\b\s*[:=]?/i,
  /\b(?:weight|gewicht|quantity|menge|mass|masse|poids|peso)\b\s*[:=]?/i,
];
const GROSS = /\b(?:gross|brutto|bruttogewicht)\b[^\d]*/i;
const TARE = /\b(?:tare|tara)\b[^\d]*/i;

/**
 * The weight a document states: the net weight; else gross less tare; else a certified or plain
 * "weight"/"quantity" line (not gross or tare); else every number printed with a mass unit. Empty
 * when it states none.
 */
export const documentWeightReadings = (lines: readonly string[]): number[] => {
  const net = labelled(lines, WEIGHT_LABELS[0], isMass);
  if (net) return net;
  const gross = labelled(lines, GROSS, isMass);
  const tare = labelled(lines, TARE, isMass);
  if (gross && tare)
    return gross
      .flatMap((g) => tare.map((t) => Math.round((g - t) * 1e6) / 1e6))
      .filter((v) => v > 0);
  const notGrossOrTare = lines.filter((l) => !GROSS.test(l) && !TARE.test(l));
  for (const label of WEIGHT_LABELS.slice(1)) {
    const found = labelled(notGrossOrTare, label, isMass);
    if (found) return found;
  }
  return [
    ...new Set(
      lines.flatMap((l) =>
        figuresOf(l)
          .filter(hasMassUnit)
          .flatMap((f) => f.values),
      ),
    ),
  ];
};

const MOISTURE =
  /\b(?:(?:total\s+)?moisture(?:\s+content)?|water\s+content|humidity|feuchte|feuchtigkeit|wassergehalt|humedad|humidit[ée]|h2o)\b[^\d]*/i;

/** The moisture percentage a certificate states (a labelled figure between 0 and 100); empty when none. */
export const documentMoistureReadings = (lines: readonly string[]): number[] =>
  (labelled(lines, MOISTURE, (f) => f.unit === null || f.unit === '%') ?? []).filter(
    (v) => v >= 0 && v <= 100,
  );
