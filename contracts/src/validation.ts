import { z } from 'zod';

/** Small builders so every rule carries the spec's message keys. */
export const requiredString = (max: number) =>
  z
    .string({ error: 'validationRequired' })
    .trim()
    .min(1, 'validationRequired')
    .max(max, 'validationExceedsMaxLength');

export const optionalString = (max: number) =>
  z.string().max(max, 'validationExceedsMaxLength').nullish();

export const requiredEnum = <T extends z.ZodEnum>(e: T) =>
  z.custom<z.infer<T>>((v) => e.safeParse(v).success, { error: 'validationRequired' });

export const uuid = () => z.string({ error: 'validationRequired' }).uuid('validationInvalid');

/** Phone: a plus sign and 1 to 15 digits, at least 6 characters (Document 1 §9). */
export const phoneNumber = () =>
  z
    .string({ error: 'validationRequired' })
    .min(1, 'validationRequired')
    .regex(/^\+\d{1,15}$/, 'validationPhoneNumberPattern')
    .min(6, 'validationPhoneNumberMinLength');

/**
 * Physical upper bounds of every quantity the API takes (docs/decisions.md): one weighing, load,
 * bag or dispatch is at most 1,000 tonnes (or 1,000,000 litres); percentages at most 100; a
 * calorific value at most 100,000 (kcal/kg: coal is ~7,000, fuel oil ~10,000); a position's accuracy
 * at most 100 km. With each record bounded, no total of records can overflow to Infinity.
 */
export const QUANTITY_MAX = {
  weight: 1_000_000,
  percentage: 100,
  calorificValue: 100_000,
  accuracyMetres: 100_000,
} as const;
/** Forms send quantities as text of at most 10 characters (Document 3 §5); a JSON number is held to the same length. */
export const QUANTITY_MAX_LENGTH = 10;

/**
 * A quantity sent as text or as a JSON number (a comma is a decimal point): required, at most
 * 10 characters as written (a number as JavaScript writes it: 0.123456789 is 11), finite, ≥ 0 and
 * at most `max`. Schemas narrow it further with `.pipe(z.number().gt(0, ...))`.
 */
/** A number's digits without an exponent: 1e-20 is 0.00000000000000000001, 1.5e3 is 1500. */
const positional = (n: number): string => {
  const [mantissa, exponent] = String(n).split('e');
  if (exponent === undefined) return mantissa;
  const sign = mantissa.startsWith('-') ? '-' : '';
  const [whole, fraction = ''] = mantissa.replace('-', '').split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
};
/**
 * The quantity as a form would write it: text as sent, but an exponent (as text or as JavaScript
 * writes a JSON number) spelt out, so the length rule holds for the number however it is written.
 */
const asWritten = (v: number | string) => {
  if (typeof v === 'number') return positional(v);
  const text = v.trim();
  if (!/e/i.test(text)) return text;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? positional(n) : text;
};
export const quantity = (max: number) =>
  z
    .union([z.number(), z.string()], { error: 'validationRequired' })
    // Checks, not transform issues: a refused length still lets the body's other rules report theirs.
    .refine((v) => asWritten(v) !== '', 'validationRequired')
    .refine((v) => asWritten(v).length <= QUANTITY_MAX_LENGTH, 'validationExceedsMaxLength')
    .transform((v) => (typeof v === 'number' ? v : Number(asWritten(v).replace(',', '.'))))
    .pipe(
      z
        .number({ error: 'validationInvalid' })
        .refine(Number.isFinite, 'validationInvalid')
        .min(0, 'validationMin')
        .max(max, 'validationMax'),
    );

/** A weight (kg) or volume (litres) of one record: a quantity bounded by QUANTITY_MAX.weight. */
export const weight = () => quantity(QUANTITY_MAX.weight);

/** The weight of a bag, load or weighing: more than 0 (what every form and decider asks of a new record). */
export const positiveWeight = () => weight().pipe(z.number().gt(0, 'validationMin'));

/** Turns a zod error into `{ field: firstMessageKey }`, the server's fieldErrors. */
export const fieldErrorsOf = (error: z.ZodError): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    if (out[path]) continue;
    out[path] = issue.message.startsWith('validation') ? issue.message : 'validationInvalid';
  }
  return out;
};
