import { z } from 'zod';

/** Small builders so every rule carries the spec's message keys. */
export const requiredString = (max: number) =>
  z.string({ error: 'validationRequired' }).trim().min(1, 'validationRequired').max(max, 'validationExceedsMaxLength');

export const optionalString = (max: number) =>
  z.string().max(max, 'validationExceedsMaxLength').nullish();

export const requiredEnum = <T extends z.ZodEnum>(e: T) =>
  z.custom<z.infer<T>>((v) => e.safeParse(v).success, { error: 'validationRequired' });

export const uuid = () => z.string({ error: 'validationRequired' }).uuid('validationInvalid');

/** Phone: a plus sign and 1 to 15 digits, at least 6 characters (Document 1 §9). */
export const phoneNumber = () =>
  z.string({ error: 'validationRequired' }).min(1, 'validationRequired')
    .regex(/^\+\d{1,15}$/, 'validationPhoneNumberPattern')
    .min(6, 'validationPhoneNumberMinLength');

/** A positive weight; forms send strings of at most 10 characters (Document 3 §5). */
export const weight = () =>
  z.union([z.number(), z.string().max(10, 'validationExceedsMaxLength')], { error: 'validationRequired' })
    .transform((v, ctx) => {
      const n = typeof v === 'number' ? v : Number(String(v).replace(',', '.'));
      if (v === '' || !Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: v === '' ? 'validationRequired' : 'validationInvalid' });
        return z.NEVER;
      }
      return n;
    })
    .pipe(z.number().min(0, 'validationMin'));

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
