import { z } from 'zod';

/**
 * The query parameters of `GET /epcis/events` (EPCIS 2.0 REST binding, SimpleEventQuery) Cairn
 * answers. A list parameter is repeated or comma-separated; an unknown parameter is refused (the
 * standard's QueryParameterException) rather than silently ignored.
 */
const list = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())], { error: 'validationInvalid' })
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v) => v.length > 0),
    )
    .pipe(z.array(item).min(1, 'validationRequired').max(50, 'validationInvalid'))
    .optional();
const time = z.iso.datetime({ offset: true, error: 'validationInvalid' }).optional();
const uri = z.string().min(1).max(2000, 'validationInvalid');

export const EPCIS_EVENT_TYPES = [
  'ObjectEvent',
  'AggregationEvent',
  'TransactionEvent',
  'TransformationEvent',
  'AssociationEvent',
] as const;

const EpcisEventsFields = z.object({
  GE_eventTime: time,
  LT_eventTime: time,
  EQ_bizStep: list(uri),
  EQ_bizLocation: list(uri),
  MATCH_anyEPC: list(uri),
  MATCH_epcClass: list(uri),
  EQ_action: list(z.enum(['ADD', 'OBSERVE', 'DELETE'], { error: 'validationInvalid' })),
  eventType: list(z.enum(EPCIS_EVENT_TYPES, { error: 'validationInvalid' })),
  perPage: z.coerce
    .number({ error: 'validationInvalid' })
    .int('validationInvalid')
    .min(1, 'validationInvalid')
    .max(1000, 'validationInvalid')
    .default(30),
  nextPageToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'validationInvalid')
    .optional(),
});
export const EpcisEventsQuery = EpcisEventsFields.loose().superRefine((q, ctx) => {
  for (const key of Object.keys(q))
    if (!Object.hasOwn(EpcisEventsFields.shape, key))
      ctx.addIssue({ code: 'custom', path: [key], message: 'validationInvalid' });
  if (q.GE_eventTime && q.LT_eventTime && new Date(q.GE_eventTime) >= new Date(q.LT_eventTime))
    ctx.addIssue({ code: 'custom', path: ['LT_eventTime'], message: 'validationInvalid' });
});
export type EpcisEventsQuery = z.infer<typeof EpcisEventsFields>;

/** `GET /api/admin/epcis/export`: one hub's events of a period [from, to). */
export const EpcisExportQuery = z
  .object({
    hubUuid: z.string({ error: 'validationRequired' }).uuid('validationInvalid'),
    from: z.iso.datetime({ offset: true, error: 'validationInvalid' }),
    to: z.iso.datetime({ offset: true, error: 'validationInvalid' }),
  })
  .refine((q) => new Date(q.from) < new Date(q.to), { path: ['to'], message: 'validationInvalid' });
export type EpcisExportQuery = z.infer<typeof EpcisExportQuery>;
