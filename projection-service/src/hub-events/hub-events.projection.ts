import { HUB_EVENT_SOURCES, type StoredEvent } from '@cairn/contracts';
import { defineProjection } from '../projection';
import { segregationHubEvent } from '../grading/segregation-hub-event';
import { dispatchHubEvent, receivedMaterialHubEvent } from '../transports/transport-hub-events';
import { processingOutputHubEvent } from '../processing/processing-output-hub-event';
import { truckLoadHubEvent } from '../truck-loads/truck-load-hub-event';
import { certificateHubEvent, clearanceHubEvent } from '../clearance/clearance-hub-events';
import { type HubEventRecord, hubEventRecord } from './hub-event-record';

export type { HubEventRecord } from './hub-event-record';
import { autoReviewDetail, autoReviewed } from './hub-event-auto-review';

const actor = (event: StoredEvent) =>
  event.metadata.impersonatedBy
    ? `${event.metadata.actorUuid} (impersonated by ${event.metadata.impersonatedBy})`
    : event.metadata.actorUuid;

const withHistory = (row: HubEventRecord, event: StoredEvent, detail: string): HubEventRecord => ({
  ...row,
  history: [
    ...row.history,
    { type: event.type, at: event.metadata.occurredAt, by: actor(event), detail },
  ],
});

const unhandled = (event: never): never => {
  throw new Error(`hubEvents: unhandled event ${JSON.stringify(event)}`);
};

/** Reviewable hub events (Document 2 §3): registrations now; grading, processing, clearance and certification later. */
export const hubEventsProjection = defineProjection<HubEventRecord>()({
  name: 'hubEvents',
  // 4: a truck load's truck picture is its secondPicture (issue 20, enableRegistrationTruckPictureUpload).
  // 5: a grading's output can be a BALE (enableBaleSegregationOutput).
  // 6: every hub event's capturedAt, from its metadata (issue 31).
  version: 6,
  model: {
    name: 'hubEvents',
    fields: {
      UUID: { path: 'uuid', type: 'text' },
      TYPE: { path: 'type', type: 'text' },
      CREATED_AT: { path: 'createdAt', type: 'timestamp' },
      STATUS: { path: 'status', type: 'text' },
      ANOMALY: { path: 'anomalies', type: 'textArray' },
      HUB_UUID: { path: 'hubUuid', type: 'text' },
      AUTO_REVIEW: { path: 'autoReview.outcome', type: 'text' },
    },
    sortBy: 'createdAt',
    indexes: ['hubUuid', 'pictureUuid', 'transporterPictureUuid'],
    // The admin's and the hub's lists filter on these: exact totals without counting the rows (bench Q1).
    totals: { by: ['hubUuid', 'removed', 'status', 'type'], pageIndex: true },
  },
  // Every source of a hub event (contracts' one list), then its reviews: a new source fails the
  // switch below until it has its row.
  handles: [
    ...HUB_EVENT_SOURCES,
    'HubEventReviewed',
    'HubEventWeightAmended',
    'HubEventRemoved',
    'HubEventAutoReviewed',
  ],
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'CollectedMaterialRegistered': {
        const d = event.data;
        const created = hubEventRecord(event, d, {
          materialType: d.materialType,
          registrationUnit: d.registrationUnit,
          weighedAt: d.weighedAt,
          capturedAt: d.capturedAt ?? event.metadata.capturedAt ?? null,
          licensePlate: d.licensePlate,
          collectorTrackingNumber: d.collectorTrackingNumber,
          picture: { uuid: d.pictureFileUploadUuid, mimeType: d.pictureMimeType },
        });
        const truck = d.truckPictureFileUploadUuid;
        const withTruck = truck
          ? {
              ...created,
              secondPicture: {
                uuid: truck,
                mimeType: d.truckPictureMimeType ?? 'image/jpeg',
                directLink: '',
                thumbnailDirectLink: '',
                processedDirectLink: null,
                processedThumbnailDirectLink: null,
              },
            }
          : created;
        return withHistory(withTruck, event, `${d.weight} ${d.quantityUnit} ${d.materialType}`);
      }
      case 'SegregationOutputBagRegistered':
        return withHistory(
          segregationHubEvent(event),
          event,
          `${event.data.weight} ${event.data.quantityUnit} ${event.data.materialType}`,
        );
      case 'TransportMaterialReceived':
        return withHistory(
          receivedMaterialHubEvent(event),
          event,
          `${event.data.weight} ${event.data.quantityUnit} ${event.data.materialType ?? ''}`.trim(),
        );
      case 'MaterialDispatched':
        return withHistory(
          dispatchHubEvent(event),
          event,
          `${event.data.weight} ${event.data.quantityUnit} dispatched as ${event.data.identifier}`,
        );
      case 'ClearanceWeighed':
        return withHistory(
          clearanceHubEvent(event),
          event,
          `${event.data.weight} ${event.data.quantityUnit} cleared to ${event.data.buyer}`,
        );
      case 'MaterialCertificateAdded':
        return withHistory(
          certificateHubEvent(event),
          event,
          `certificate for ${event.data.materialUuid}`,
        );
      case 'TruckLoadRegistered':
        return withHistory(
          truckLoadHubEvent(event),
          event,
          `${event.data.weight} ${event.data.quantityUnit} ${event.data.materialType}`,
        );
      case 'ProcessingOutputBagRegistered':
        return withHistory(
          processingOutputHubEvent(event),
          event,
          `${event.data.weight} ${event.data.quantityUnit} ${event.data.materialType} ${event.data.productType}`,
        );
      case 'HubEventReviewed': {
        if (!row) return null;
        const d = event.data;
        return withHistory(
          {
            ...row,
            status: d.status,
            anomalies: d.tags,
            reviewCount: row.reviewCount + 1,
            review: {
              status: d.status,
              comment: d.comment,
              tags: d.tags,
              reviewedAt: d.reviewedAt,
              findings: [],
            },
          },
          event,
          [d.status, ...d.tags].join(' '),
        );
      }
      case 'HubEventAutoReviewed':
        return (
          row && withHistory(autoReviewed(row, event.data), event, autoReviewDetail(event.data))
        );
      case 'HubEventWeightAmended':
        return (
          row &&
          withHistory(
            { ...row, weight: event.data.weight },
            event,
            `${event.data.previousWeight} → ${event.data.weight}`,
          )
        );
      case 'HubEventRemoved':
        return (
          row &&
          withHistory(
            { ...row, removed: true },
            event,
            event.data.duplicateOf ? `duplicate of ${event.data.duplicateOf}` : event.data.comment,
          )
        );
      default:
        return unhandled(event);
    }
  },
});
