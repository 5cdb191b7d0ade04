import { z } from 'zod';
import { AnomalyTag } from './enums';

/**
 * Automatic review (issue 14): the worker checks each hub event's evidence and records one
 * HubEventAutoReviewed on the hub event's own stream (docs/decisions.md, "Automatic review").
 */

/** The checks the engine implements, each named by the tag it sets. */
export const AUTO_REVIEW_CHECKS = [
  'IMAGE_DUPLICATE',
  'IMAGE_WEIGHT_MISMATCH',
  'OCR_DATA_NOT_DETECTED',
  'IMAGE_LICENSE_PLATE_MISMATCH',
  'LOCATION_MISMATCH',
  'WEIGHT_OUTLIER',
  'DUPLICATE',
  'HUB_EVENT_AUTO_CREATED',
  'DOCUMENT_WEIGHSLIP_WEIGHT_MISMATCH',
  'DOCUMENT_CERTIFICATE_WEIGHT_MISMATCH',
  'DOCUMENT_MOISTURE_PERCENTAGE_MISMATCH',
  'MOISTURE_PERCENTAGE_OUTLIER',
  'SUPPLIER_TRANSPORT_WEIGHT_OUTLIER',
] as const satisfies readonly AnomalyTag[];
export type AutoReviewCheck = (typeof AUTO_REVIEW_CHECKS)[number];

/**
 * The checks run for a hub that chose no `eventAutoReviewTags`: those that speak only on contrary
 * evidence. OCR_DATA_NOT_DETECTED speaks on absence (many pictures show no scale), so it runs only
 * where the hub asks for it.
 */
export const DEFAULT_AUTO_REVIEW_CHECKS: readonly AutoReviewCheck[] = AUTO_REVIEW_CHECKS.filter(
  (c) => c !== 'OCR_DATA_NOT_DETECTED',
);

/** The checks that run for a hub: the implemented ones among its tags, or the default when it chose none. */
export const autoReviewChecksOf = (
  eventAutoReviewTags: readonly AnomalyTag[],
): AutoReviewCheck[] => {
  if (eventAutoReviewTags.length === 0) return [...DEFAULT_AUTO_REVIEW_CHECKS];
  return AUTO_REVIEW_CHECKS.filter((c) => eventAutoReviewTags.includes(c));
};

/**
 * The picture's reading and the entered weight agree when they differ by at most 0.1 of the unit
 * (a scale's last digit, rounding when typing) or 2 % of the entered weight, whichever is larger.
 * The server's check and the hub app's immediate review apply this one rule.
 */
export interface Tolerance {
  absolute: number;
  relative: number;
}
export const WEIGHT_TOLERANCE = { absolute: 0.1, relative: 0.02 } as const satisfies Tolerance;
/** Two figures agree within max(absolute, relative × the reference): the one rule every tolerance here applies. */
export const agreeWithin = (tolerance: Tolerance, value: number, reference: number): boolean =>
  Math.abs(value - reference) <=
  Math.max(tolerance.absolute, tolerance.relative * Math.abs(reference)) + 1e-9;
export const weightsAgree = (read: number, entered: number): boolean =>
  agreeWithin(WEIGHT_TOLERANCE, read, entered);

/**
 * A moisture percentage read from a certificate agrees with the entered one within 0.5 percentage
 * points (certificates print one or two decimals; typing rounds to one).
 */
export const MOISTURE_TOLERANCE = { absolute: 0.5, relative: 0 } as const satisfies Tolerance;
export const moisturesAgree = (read: number, entered: number): boolean =>
  agreeWithin(MOISTURE_TOLERANCE, read, entered);

/**
 * What a receiving hub weighs agrees with what the truck left with within max(5 units, 3 %): two
 * different weighbridges, each about ±1 %, and what a load loses on the road (water, dust).
 */
export const TRANSPORT_WEIGHT_TOLERANCE = {
  absolute: 5,
  relative: 0.03,
} as const satisfies Tolerance;
export const transportWeightsAgree = (received: number, dispatched: number): boolean =>
  agreeWithin(TRANSPORT_WEIGHT_TOLERANCE, received, dispatched);

/** What a finding shows as evidence; each check fills the fields it speaks of. */
export const FindingEvidence = z
  .object({
    readWeight: z.number(),
    enteredWeight: z.number(),
    quantityUnit: z.string(),
    duplicateOfHubEventUuid: z.string(),
    duplicateOfHubUuid: z.string(),
    duplicateOfHubName: z.string(),
    duplicateOfCreatedAt: z.string(),
    duplicateOfPictureUuid: z.string(),
    /** Added when answered (a signed link to the earlier picture), never stored. */
    duplicateOfPictureLink: z.string(),
    sameFile: z.boolean(),
    hashDistance: z.number(),
    plateRead: z.string(),
    plateTyped: z.string(),
    distanceKm: z.number(),
    hubLatitude: z.number(),
    hubLongitude: z.number(),
    latitude: z.number(),
    longitude: z.number(),
    median: z.number(),
    mad: z.number(),
    robustZ: z.number(),
    sampleSize: z.number(),
    minutesApart: z.number(),
    /** Where a document's figure was read: its PDF text layer or the recognised text of its picture. */
    documentKind: z.enum(['PDF', 'PICTURE']),
    readMoisture: z.number(),
    enteredMoisture: z.number(),
    dispatchedWeight: z.number(),
    receivedWeight: z.number(),
    dispatchedBy: z.string(),
    transportUuid: z.string(),
  })
  .partial();
export type FindingEvidence = z.infer<typeof FindingEvidence>;

export const AutoReviewFinding = z.object({
  tag: AnomalyTag,
  check: z.string(),
  version: z.number().int(),
  evidence: FindingEvidence,
});
export type AutoReviewFinding = z.infer<typeof AutoReviewFinding>;
/** A check that threw, or evidence that could not be read: recorded as such, never as "no finding". */
export const AutoReviewFailure = z.object({ check: z.string(), error: z.string() });
export type AutoReviewFailure = z.infer<typeof AutoReviewFailure>;

/** The picture's fingerprint as the engine computed it: kept on the event so duplicates of later events find it. */
export const PictureFingerprint = z.object({
  uuid: z.string(),
  sha256: z.string(),
  perceptualHash: z.string().nullable(),
  colorHash: z.string().nullable(),
  detailHash: z.string().nullable().optional(),
  readWeight: z.number().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type PictureFingerprint = z.infer<typeof PictureFingerprint>;

/**
 * AUTO_FLAGGED with findings; AUTO_APPROVED when clean and the hub publishes without human review;
 * null otherwise: the event waits for an admin ("checks passed" when no check failed).
 */
export const AutoReviewStatus = z.enum(['AUTO_APPROVED', 'AUTO_FLAGGED']);

export const AUTO_REVIEW_EVENT_SCHEMAS = {
  HubEventAutoReviewed: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    hubName: z.string(),
    hubEventCreatedAt: z.string(),
    /** The engine's version: each check's tag and version that ran (`IMAGE_DUPLICATE@1,...`). */
    checkVersion: z.string(),
    checks: z.array(z.string()),
    status: AutoReviewStatus.nullable(),
    tags: z.array(AnomalyTag),
    findings: z.array(AutoReviewFinding),
    failures: z.array(AutoReviewFailure),
    picture: PictureFingerprint.nullable(),
    /** A person had already reviewed the event: this result is kept for the record and changes no status. */
    personReviewed: z.boolean(),
    at: z.string(),
  }),
} as const;

/** The machine's last word on a hub event, as the hub events read model carries it. */
export const AutoReviewSummary = z.object({
  status: AutoReviewStatus.nullable(),
  outcome: z.enum(['FLAGGED', 'APPROVED', 'PASSED', 'INCOMPLETE']),
  tags: z.array(AnomalyTag),
  findings: z.array(AutoReviewFinding),
  failures: z.array(AutoReviewFailure),
  checkVersion: z.string(),
  at: z.string(),
});
export type AutoReviewSummary = z.infer<typeof AutoReviewSummary>;

/** POST /api/admin/hubEvents/autoReview/recheck: one hub's events created in [from, to). */
export const AutoReviewRecheckRequest = z
  .object({
    hubUuid: z
      .string({ error: 'validationRequired' })
      .trim()
      .min(1, 'validationRequired')
      .max(36, 'validationExceedsMaxLength'),
    from: z.iso.datetime({ error: 'validationInvalid' }),
    to: z.iso.datetime({ error: 'validationInvalid' }),
  })
  .refine((r) => r.from < r.to, { path: ['to'], message: 'validationInvalid' });
export type AutoReviewRecheckRequest = z.infer<typeof AutoReviewRecheckRequest>;

/**
 * GET /api/fileUploads/{uuid}/immediateReview (IMAGE_IMMEDIATE_REVIEW): what the hub app tells the
 * operator before Save. The form compares `readWeight` with the typed weight by `weightsAgree`.
 */
export const ImmediateReview = z.object({
  analyzed: z.boolean(),
  readWeight: z.number().nullable(),
  /** The picture was already used for a hub event: when, and whether at this hub (never which other hub). */
  usedBefore: z.object({ createdAt: z.string(), sameHub: z.boolean() }).nullable(),
});
export type ImmediateReview = z.infer<typeof ImmediateReview>;
