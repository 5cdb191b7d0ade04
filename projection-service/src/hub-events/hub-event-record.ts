import type { HubEventRow, StoredEvent } from '@cairn/contracts';

/** The row keeps the picture's id and type; query helpers add signed links when answering. */
export type HubEventRecord = HubEventRow & {
  pictureUuid: string | null;
  reviewCount: number;
  streamId: string;
  /** A clearance's transporter picture, where the automatic review reads the plate. */
  transporterPictureUuid?: string | null;
  /** Who created it (the automatic review's HUB_EVENT_AUTO_CREATED asks whether the system user did). */
  createdByUuid?: string | null;
};

/** What every hub-side fact that becomes a reviewable hub event carries in its event data. */
export interface HubFact {
  uuid: string;
  hubUuid: string;
  eventType: HubEventRow['type'];
  weight: number;
  quantityUnit: HubEventRow['quantityUnit'];
  company: { name: string; city: string; country: string; pipelineOwner: boolean };
  createdBy: { firstName: string; lastName: string };
  createdAt: string;
  /** The hub publishes without review (its features): the event starts AUTO_APPROVED. */
  autoPublished?: boolean;
}

/** What differs between kinds of hub event: the rest is the same for all (and null where a kind has none). */
type Specific = Pick<HubEventRow, 'materialType' | 'registrationUnit' | 'weighedAt'> &
  Partial<
    Pick<
      HubEventRow,
      | 'productType'
      | 'licensePlate'
      | 'transitDestination'
      | 'moisturePercentage'
      | 'ashPercentage'
      | 'calorificValue'
      | 'certifiedWeight'
      | 'collectorTrackingNumber'
      | 'capturedAt'
    >
  > & { picture: { uuid: string; mimeType: string | null } | null };

/** The one shape of a new hub event row: a registration, grading or processing bag, a transport, clearance or certificate. */
export const hubEventRecord = (
  event: StoredEvent,
  d: HubFact,
  { picture, ...specific }: Specific,
): HubEventRecord => ({
  uuid: d.uuid,
  hubUuid: d.hubUuid,
  type: d.eventType,
  weight: d.weight,
  quantityUnit: d.quantityUnit,
  productType: null,
  licensePlate: null,
  transitDestination: null,
  moisturePercentage: null,
  ashPercentage: null,
  calorificValue: null,
  certifiedWeight: null,
  collectorTrackingNumber: null,
  collectorHouseName: null,
  company: { name: d.company.name, city: d.company.city, country: d.company.country },
  createdAt: d.createdAt,
  pipelineOwner: d.company.pipelineOwner,
  createdBy: { firstName: d.createdBy.firstName, lastName: d.createdBy.lastName },
  // Links are signed when the row is served (hubEventView); the row keeps the upload's id.
  pictureUuid: picture?.uuid ?? null,
  picture: picture && {
    uuid: picture.uuid,
    mimeType: picture.mimeType ?? 'image/jpeg',
    directLink: '',
    thumbnailDirectLink: '',
    processedDirectLink: null,
    processedThumbnailDirectLink: null,
  },
  secondPicture: null,
  pictureOwnerType: 'HUB',
  review: d.autoPublished
    ? { status: 'AUTO_APPROVED', comment: null, tags: [], reviewedAt: d.createdAt }
    : null,
  status: d.autoPublished ? 'AUTO_APPROVED' : 'PENDING',
  anomalies: [],
  removed: false,
  history: [],
  reviewCount: 0,
  streamId: event.streamId,
  autoReview: null,
  createdByUuid: event.metadata.actorUuid ?? null,
  // When the phone saved it (issue 31): every hub-app command carries it in its metadata; the bag's
  // own field, where the event has one, says the same.
  capturedAt: event.metadata.capturedAt ?? null,
  ...specific,
});
