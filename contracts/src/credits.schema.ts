import { z } from 'zod';
import { requiredString } from './validation';

/**
 * Plastic credits that cannot be sold twice (issue 35, docs/credits.md). A serial names one unit
 * (1 kg by default) or a block of them: Year-Hub-ClaimType-Material-Country-BlockStart-BlockEnd,
 * e.g. `2026-3F2A9C1B-COL-PET_CLEAR-IN-000001-000120`. The counter runs per hub, year and claim type,
 * so blocks of one hub never overlap whatever their material.
 */
export const CreditClaimType = z.enum(['COLLECTION', 'RECYCLING']);
export type CreditClaimType = z.infer<typeof CreditClaimType>;
export const CreditStatus = z.enum(['ISSUED', 'TRANSFERRED', 'RETIRED', 'FLAGGED']);
export type CreditStatus = z.infer<typeof CreditStatus>;

const CLAIM_CODES: Record<CreditClaimType, string> = { COLLECTION: 'COL', RECYCLING: 'REC' };

export interface CreditSerial {
  year: number;
  /** The hub's code: the first 8 hex digits of its uuid, upper case. */
  hub: string;
  claimType: CreditClaimType;
  material: string;
  country: string;
  start: number;
  end: number;
}

export const hubCodeOf = (hubUuid: string) => hubUuid.replace(/-/g, '').slice(0, 8).toUpperCase();

const pad = (n: number) => String(n).padStart(6, '0');

export const formatCreditSerial = (s: CreditSerial): string =>
  [s.year, s.hub, CLAIM_CODES[s.claimType], s.material, s.country, pad(s.start), pad(s.end)].join(
    '-',
  );

const SERIAL = /^(\d{4})-([0-9A-F]{8})-(COL|REC)-([A-Z0-9_]{1,40})-([A-Z]{2})-(\d{1,9})-(\d{1,9})$/;

/** The serial's parts, or null when it does not parse (or its end lies before its start). */
export const parseCreditSerial = (text: string): CreditSerial | null => {
  const m = SERIAL.exec(text.trim().toUpperCase());
  if (!m) return null;
  const [, year, hub, code, material, country, start, end] = m;
  const claimType = code === 'COL' ? 'COLLECTION' : 'RECYCLING';
  const serial = {
    year: Number(year),
    hub,
    claimType,
    material,
    country,
    start: Number(start),
    end: Number(end),
  } as const;
  return serial.start >= 1 && serial.end >= serial.start ? serial : null;
};

/** The block's series (everything but the numbers): two blocks can only overlap in one series. */
export const creditSeriesOf = (s: CreditSerial) => `${s.year}-${s.hub}-${CLAIM_CODES[s.claimType]}`;

/** An evidence key: one claim per key per claim type, across schemes (docs/credits.md). */
export const evidenceKey = {
  record: (hubEventUuid: string) => `record:${hubEventUuid}`,
  picture: (sha256: string) => `picture:${sha256.toLowerCase()}`,
  invoice: (hubUuid: string, invoice: string) => `invoice:${hubUuid}:${invoice.trim()}`,
};

const day = z
  .string({ error: 'validationRequired' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validationInvalid')
  .refine((d) => !Number.isNaN(Date.parse(d)), 'validationInvalid');
const units = z.coerce
  .number({ error: 'validationInvalid' })
  .int('validationInvalid')
  .min(1, 'validationMin')
  .max(1_000_000_000, 'validationMax');

/** POST /api/admin/credits/issuances */
export const CreditIssuanceRequest = z
  .object({
    hubUuid: z.string({ error: 'validationRequired' }).uuid('validationInvalid'),
    periodFrom: day,
    periodTo: day,
    claimType: z.enum(CreditClaimType.options, { error: 'validationRequired' }),
    scheme: requiredString(80),
    quantity: units.optional(),
  })
  .refine((r) => r.periodFrom <= r.periodTo, { path: ['periodTo'], error: 'validationInvalid' });
export type CreditIssuanceRequest = z.infer<typeof CreditIssuanceRequest>;

/** The `{serial}` of a block route: any serial inside the block. */
export const CreditSerialParam = z.object({
  serial: z
    .string({ error: 'validationRequired' })
    .refine((s) => parseCreditSerial(s) !== null, 'validationInvalid'),
});

/** POST /api/admin/credits/blocks/{serial}/transfers */
export const CreditTransferRequest = z.object({
  quantity: units,
  beneficiaryOrganizationUuid: z.string({ error: 'validationRequired' }).uuid('validationInvalid'),
});
export type CreditTransferRequest = z.infer<typeof CreditTransferRequest>;

/** POST /api/admin/credits/blocks/{serial}/retirements */
export const CreditRetirementRequest = z.object({
  quantity: units,
  beneficiary: requiredString(200),
  purpose: requiredString(500),
});
export type CreditRetirementRequest = z.infer<typeof CreditRetirementRequest>;

/** GET /api/registry/credits */
export const CreditRegistryQuery = z.object({
  serial: z.string().max(100, 'validationExceedsMaxLength').optional(),
  hub: z.string().max(200, 'validationExceedsMaxLength').optional(),
  status: z.enum(CreditStatus.options, { error: 'validationInvalid' }).optional(),
  page: z.coerce
    .number({ error: 'validationInvalid' })
    .int()
    .min(0, 'validationInvalid')
    .default(0),
  size: z.coerce
    .number({ error: 'validationInvalid' })
    .int()
    .min(1, 'validationInvalid')
    .max(100, 'validationInvalid')
    .default(20),
});

/** One row of the public registry: no personal data (no users, only hubs and organizations). */
export interface CreditBlockView {
  uuid: string;
  serialFirst: string;
  serialLast: string;
  serial: string;
  quantity: number;
  unit: string;
  status: CreditStatus;
  claimType: CreditClaimType;
  scheme: string;
  hub: { uuid: string; name: string; country: string };
  material: string;
  periodFrom: string;
  periodTo: string;
  issuedAt: string;
  holder: { uuid: string; name: string } | null;
  retirement: { beneficiary: string; purpose: string; retiredAt: string } | null;
  flagReason: string | null;
  /** Hub event uuids the block stands on: each has a /verify/{uuid} page. */
  evidence: string[];
}

const at = z.string();
const Evidence = z.object({
  hubEventUuid: z.string(),
  weight: z.number(),
  keys: z.array(z.string()),
});
const Block = z.object({
  uuid: z.string(),
  start: z.number(),
  end: z.number(),
  material: z.string(),
  evidence: z.array(z.string()),
});

export const CREDIT_EVENT_SCHEMAS = {
  /** One issuance: blocks (one per material) of a hub's verified material in a period. */
  CreditsIssued: z.object({
    issuanceUuid: z.string(),
    hubUuid: z.string(),
    hubName: z.string(),
    country: z.string(),
    year: z.number(),
    claimType: CreditClaimType,
    scheme: z.string(),
    unit: z.string(),
    periodFrom: z.string(),
    periodTo: z.string(),
    blocks: z.array(Block),
    evidence: z.array(Evidence),
    issuedAt: at,
  }),
  /** `quantity` units from the head of block `blockUuid` became block `newBlockUuid`. */
  CreditsTransferred: z.object({
    blockUuid: z.string(),
    newBlockUuid: z.string(),
    quantity: z.number(),
    organization: z.object({ uuid: z.string(), name: z.string() }),
    transferredAt: at,
  }),
  CreditsRetired: z.object({
    blockUuid: z.string(),
    newBlockUuid: z.string(),
    quantity: z.number(),
    beneficiary: z.string(),
    purpose: z.string(),
    retiredAt: at,
  }),
  /** Evidence behind the blocks was rejected or corrected: the blocks are flagged, not changed. */
  CreditsFlagged: z.object({
    blockUuids: z.array(z.string()),
    hubEventUuid: z.string(),
    reason: z.string(),
    flaggedAt: at,
  }),
} as const;
