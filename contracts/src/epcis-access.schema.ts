import { z } from 'zod';

/**
 * API keys of receiving organisations (issue 34): a brand or an auditor reads the EPCIS events of
 * the hubs the operator shares with it, within a period. The organisation is an ORGANIZATION hub
 * (the platform's one notion of a company; docs/decisions.md). The secret is shown once; only its
 * SHA-256 is recorded.
 */
export const EPCIS_API_KEY_HEADER = 'x-api-key';

const instant = z.iso.datetime({ offset: true, error: 'validationInvalid' });

/** POST /api/admin/epcis/apiKeys: what the admin shares with whom. */
export const CreateEpcisApiKey = z
  .object({
    organizationUuid: z.string({ error: 'validationRequired' }).uuid('validationInvalid'),
    hubUuids: z
      .array(z.string().uuid('validationInvalid'), { error: 'validationRequired' })
      .min(1, 'validationRequired')
      .max(100, 'validationInvalid'),
    from: z.string({ error: 'validationRequired' }).pipe(instant),
    to: z.string({ error: 'validationRequired' }).pipe(instant),
  })
  .refine((k) => new Date(k.from) < new Date(k.to), { path: ['to'], message: 'validationInvalid' });
export type CreateEpcisApiKey = z.infer<typeof CreateEpcisApiKey>;

/** A key as the admin list shows it: never the secret, only its first characters to tell keys apart. */
export const EpcisApiKeySummary = z.object({
  uuid: z.string(),
  organization: z.object({ uuid: z.string(), name: z.string() }),
  hubs: z.array(z.object({ uuid: z.string(), name: z.string() })),
  from: z.string(),
  to: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type EpcisApiKeySummary = z.infer<typeof EpcisApiKeySummary>;

/** The answer to a creation: the summary and the secret, shown this once. */
export const CreatedEpcisApiKey = EpcisApiKeySummary.extend({ secret: z.string() });
export type CreatedEpcisApiKey = z.infer<typeof CreatedEpcisApiKey>;

/** Event data of this slice; registered in events.ts. Names are snapshots for the read model. */
export const EPCIS_ACCESS_EVENT_SCHEMAS = {
  EpcisApiKeyCreated: z.object({
    uuid: z.string(),
    organization: z.object({ uuid: z.string(), name: z.string() }),
    hubs: z.array(z.object({ uuid: z.string(), name: z.string() })),
    from: z.string(),
    to: z.string(),
    /** SHA-256 (hex) of the secret. */
    secretHash: z.string(),
    prefix: z.string(),
    createdBy: z.string(),
    at: z.string(),
  }),
  EpcisApiKeyRevoked: z.object({ uuid: z.string(), revokedBy: z.string(), at: z.string() }),
};
