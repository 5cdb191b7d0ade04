import { z } from 'zod';

/** A clearance of a declaring recycler, as the declarations list shows it. */
export const DeclarableClearance = z.object({
  uuid: z.string(),
  weighedAt: z.string(),
  weight: z.number(),
  quantityUnit: z.enum(['KG', 'LITER']),
  materialType: z.string().nullable(),
});
export type DeclarableClearance = z.infer<typeof DeclarableClearance>;

const Day = z
  .string({ error: 'validationRequired' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validationInvalid')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'validationInvalid');

/**
 * The period of a declaration (docs/decisions.md "Sustainability declaration per period"): from and
 * to are days, both included; a clearance belongs by the day it was weighed, in the caller's zone.
 */
export const DeclarationPeriodQuery = z
  .object({ from: Day, to: Day })
  .refine((p) => p.from <= p.to, { path: ['to'], message: 'validationInvalid' });
export type DeclarationPeriodQuery = z.infer<typeof DeclarationPeriodQuery>;

/** The first and last day of a month (YYYY-MM), the period the app offers. */
export const monthPeriod = (month: string): DeclarationPeriodQuery => {
  const [year, mon] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
};
