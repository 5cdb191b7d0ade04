import { z } from 'zod';

/** The records whose history `GET /api/admin/history/{kind}/{uuid}` reads from the event store. */
export const HistoryKind = z.enum(
  ['hubEvent', 'hub', 'user', 'collector', 'trackedItem', 'auditAction', 'clearance'],
  { error: 'validationInvalid' },
);
export type HistoryKind = z.infer<typeof HistoryKind>;

export const HistoryParams = z.object({
  kind: HistoryKind,
  uuid: z.string().uuid('validationInvalid'),
});

export interface HistoryPerson {
  uuid: string;
  name: string | null;
}
/** One value a domain event changed: `before` is what the record's earlier events said (null = not set). */
export interface HistoryChange {
  field: string;
  before: unknown;
  after: unknown;
}
/** One domain event of a record, as stored: who, when, from which command, and what it changed. */
export interface HistoryEntry {
  eventId: string;
  type: string;
  streamId: string;
  streamPosition: number;
  globalPosition: string;
  occurredAt: string;
  actor: HistoryPerson | null;
  impersonatedBy: HistoryPerson | null;
  commandId: string;
  correlationId: string;
  /** The first event of a stream creates the record: every value it set. */
  created: boolean;
  changes: HistoryChange[];
}
export interface RecordHistory {
  kind: HistoryKind;
  uuid: string;
  streams: string[];
  entries: HistoryEntry[];
}

/** An instant in the past the figures are computed at (`asOf=` on the stock, mass balance and hub events calls). */
export const AsOfQuery = z.object({
  asOf: z
    .string()
    .datetime({ offset: true, error: 'validationInvalid' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** GET /api/admin/massBalance/audit: one hub, one period (ISO instants), optionally as of a past instant. */
export const MassBalanceAuditQuery = z
  .object({
    hubUuid: z.string({ error: 'validationRequired' }).uuid('validationInvalid'),
    startDate: z
      .string({ error: 'validationRequired' })
      .datetime({ offset: true, error: 'validationInvalid' }),
    endDate: z
      .string({ error: 'validationRequired' })
      .datetime({ offset: true, error: 'validationInvalid' }),
  })
  .refine((q) => q.startDate <= q.endDate, { message: 'validationInvalid', path: ['endDate'] });

/** One weighed fact behind a term: the read model's entry and the record (hub event, unit, clearance) it is about. */
export interface MassBalanceTermEntry {
  key: string;
  recordUuid: string;
  kind: string;
  weight: number;
  at: string;
}
export interface MassBalanceTerm {
  weight: number;
  entries: MassBalanceTermEntry[];
}
/** opening + inputs − outputs = closing, for one material (kg); inputs and outputs include conversions. */
export interface MassBalanceAuditLine {
  materialType: string;
  opening: number;
  inputs: MassBalanceTerm;
  outputs: MassBalanceTerm;
  closing: number;
  /** Outputs above opening stock plus inputs: more left than there was. */
  warning: boolean;
}
export interface MassBalanceAudit {
  hubUuid: string;
  startDate: string;
  endDate: string;
  quantityUnit: 'KG';
  lines: MassBalanceAuditLine[];
  /**
   * The losses: what grading and processing took in, less what they gave out, in the period (all
   * materials: a conversion's loss is not one material's). Its entries are the conversions' in (+) and out.
   */
  losses: MassBalanceTerm;
  /** Grading and processing gave out more than they took in. */
  conversionWarning: boolean;
}

/** POST /api/admin/evidencePacks: one hub's records of a period, for an auditor. */
export const EvidencePackRequest = z
  .object({
    hubUuid: z.string({ error: 'validationRequired' }).uuid('validationInvalid'),
    from: z
      .string({ error: 'validationRequired' })
      .datetime({ offset: true, error: 'validationInvalid' }),
    to: z
      .string({ error: 'validationRequired' })
      .datetime({ offset: true, error: 'validationInvalid' }),
  })
  .refine((q) => q.from <= q.to, { message: 'validationInvalid', path: ['to'] });
export type EvidencePackRequest = z.infer<typeof EvidencePackRequest>;

export const EvidencePackStatus = z.enum(['BUILDING', 'READY', 'FAILED']);
export interface EvidencePackView {
  uuid: string;
  hubUuid: string;
  from: string;
  to: string;
  status: z.infer<typeof EvidencePackStatus>;
  /** 0–1 while building (this process's progress); 1 when ready. */
  progress: number;
  fileName: string | null;
  size: number | null;
  sha256: string | null;
  /** A signed, expiring link to the ZIP when ready. */
  link: string | null;
  requestedAt: string;
  builtAt: string | null;
  failure: string | null;
}

/** `evidencePack-<uuid>`: asked for, then built (the ZIP is a blob named by its SHA-256) or failed. */
export const AUDIT_TRAIL_EVENT_SCHEMAS = {
  EvidencePackRequested: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    from: z.string(),
    to: z.string(),
    requestedBy: z.string().nullable(),
    at: z.string(),
  }),
  EvidencePackBuilt: z.object({
    uuid: z.string(),
    sha256: z.string(),
    size: z.number(),
    fileName: z.string(),
    files: z.number().int(),
    at: z.string(),
  }),
  EvidencePackFailed: z.object({ uuid: z.string(), reason: z.string(), at: z.string() }),
} as const;

/** POST /api/admin/auditSamples: N hub events of a hub and period, drawn by risk from a seed (made by the server when absent). */
export const AuditSampleRequest = z
  .object({
    hubUuid: z.string({ error: 'validationRequired' }).uuid('validationInvalid'),
    from: z
      .string({ error: 'validationRequired' })
      .datetime({ offset: true, error: 'validationInvalid' }),
    to: z
      .string({ error: 'validationRequired' })
      .datetime({ offset: true, error: 'validationInvalid' }),
    size: z.coerce
      .number({ error: 'validationRequired' })
      .int('validationInvalid')
      .min(1, 'validationMin')
      .max(200, 'validationMax'),
    seed: z
      .string()
      .trim()
      .min(1, 'validationRequired')
      .max(64, 'validationExceedsMaxLength')
      .optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'validationInvalid', path: ['to'] });
export type AuditSampleRequest = z.infer<typeof AuditSampleRequest>;

/** Why an event is riskier than the rest of the period (each adds to its weight in the draw). */
export const AuditRiskReason = z.enum(['FLAGGED', 'FINDINGS', 'WEIGHT_OUTLIER', 'NEW_COLLECTOR']);
export const AuditSamplePick = z.object({
  hubEventUuid: z.string(),
  risk: z.number(),
  reasons: z.array(AuditRiskReason),
});
export type AuditSamplePick = z.infer<typeof AuditSamplePick>;
export const AUDIT_SAMPLE_EVENT_SCHEMAS = {
  /** `auditSample-<uuid>`: the draw, with its seed and the candidates' count, so anyone can draw it again. */
  AuditSampleDrawn: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    from: z.string(),
    to: z.string(),
    size: z.number().int(),
    seed: z.string(),
    candidates: z.number().int(),
    picks: z.array(AuditSamplePick),
    drawnBy: z.string().nullable(),
    at: z.string(),
  }),
} as const;
