import { z } from 'zod';
import { AnomalyTag, HubEventType, RegistrationUnit, ReviewStatus } from './enums';
import { AutoReviewFinding, AutoReviewSummary } from './auto-review.schema';

const Picture = z.object({
  uuid: z.string(),
  directLink: z.string(),
  thumbnailDirectLink: z.string(),
  processedDirectLink: z.string().nullable(),
  processedThumbnailDirectLink: z.string().nullable(),
  mimeType: z.string(),
});

/** A reviewable hub event as GET /api/admin/hubEvents lists it (Document 2 §3). */
export const HubEventRow = z.object({
  uuid: z.string(),
  hubUuid: z.string(),
  type: HubEventType,
  weight: z.number(),
  quantityUnit: z.enum(['KG', 'LITER']),
  materialType: z.string().nullable(),
  productType: z.string().nullable(),
  registrationUnit: RegistrationUnit.nullable(),
  company: z.object({ name: z.string(), city: z.string(), country: z.string() }),
  createdAt: z.string(),
  weighedAt: z.string(),
  /** When the phone saved it, where it differs from its arrival (issue 31). */
  capturedAt: z.string().nullable().optional(),
  pipelineOwner: z.boolean(),
  createdBy: z.object({ firstName: z.string(), lastName: z.string() }),
  licensePlate: z.string().nullable(),
  transitDestination: z.string().nullable(),
  moisturePercentage: z.number().nullable(),
  ashPercentage: z.number().nullable(),
  calorificValue: z.number().nullable(),
  certifiedWeight: z.number().nullable(),
  collectorTrackingNumber: z.string().nullable(),
  collectorHouseName: z.string().nullable(),
  picture: Picture.nullable(),
  secondPicture: Picture.nullable(),
  pictureOwnerType: z.string().nullable(),
  review: z
    .object({
      status: ReviewStatus,
      comment: z.string().nullable(),
      tags: z.array(AnomalyTag),
      reviewedAt: z.string().nullable(),
      /** What the automatic review found (empty when a person reviewed, or nothing was found). */
      findings: z.array(AutoReviewFinding).optional(),
    })
    .nullable(),
  /** The automatic review's last result, kept beside a person's review (which always wins). */
  autoReview: AutoReviewSummary.nullable().optional(),
  /** Review status as a flat field for filtering; PENDING before any review. */
  status: z.union([ReviewStatus, z.literal('PENDING')]),
  anomalies: z.array(AnomalyTag),
  removed: z.boolean(),
  history: z.array(
    z.object({ type: z.string(), at: z.string(), by: z.string().nullable(), detail: z.string() }),
  ),
});
export type HubEventRow = z.infer<typeof HubEventRow>;
