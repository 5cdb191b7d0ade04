import type { HubEventRow, StoredEvent } from '@cairn/contracts';
import { defineProjection } from '../projection';
import { segregationHubEvent } from '../grading/segregation-hub-event';

/** The row keeps the picture's id and type; query helpers add signed links when answering. */
export type HubEventRecord = HubEventRow & { pictureUuid: string | null; reviewCount: number; streamId: string };

const actor = (event: StoredEvent) => event.metadata.impersonatedBy
  ? `${event.metadata.actorUuid} (impersonated by ${event.metadata.impersonatedBy})`
  : event.metadata.actorUuid;

const withHistory = (row: HubEventRecord, event: StoredEvent, detail: string): HubEventRecord => ({
  ...row,
  history: [...row.history, { type: event.type, at: event.metadata.occurredAt, by: actor(event), detail }],
});

/** Reviewable hub events (Document 2 §3): registrations now; grading, processing, clearance and certification later. */
export const hubEventsProjection = defineProjection<HubEventRecord>()({
  name: 'hubEvents',
  model: {
    name: 'hubEvents',
    fields: {
      UUID: { path: 'uuid', type: 'text' }, TYPE: { path: 'type', type: 'text' }, CREATED_AT: { path: 'createdAt', type: 'timestamp' },
      STATUS: { path: 'status', type: 'text' }, ANOMALY: { path: 'anomalies', type: 'textArray' }, HUB_UUID: { path: 'hubUuid', type: 'text' },
    },
    sortBy: 'createdAt',
    indexes: ['hubUuid'],
  },
  handles: ['CollectedMaterialRegistered', 'HubEventReviewed', 'HubEventWeightAmended', 'HubEventRemoved', 'SegregationOutputBagRegistered'],
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'CollectedMaterialRegistered': {
        const d = event.data;
        const created: HubEventRecord = {
          uuid: d.uuid, hubUuid: d.hubUuid, type: d.eventType, weight: d.weight, quantityUnit: d.quantityUnit,
          materialType: d.materialType, productType: null, registrationUnit: d.registrationUnit,
          company: { name: d.company.name, city: d.company.city, country: d.company.country },
          createdAt: d.createdAt, weighedAt: d.weighedAt, pipelineOwner: d.company.pipelineOwner,
          createdBy: { firstName: d.createdBy.firstName, lastName: d.createdBy.lastName },
          licensePlate: d.licensePlate, transitDestination: null, moisturePercentage: null, ashPercentage: null,
          calorificValue: null, certifiedWeight: null, collectorTrackingNumber: d.collectorTrackingNumber, collectorHouseName: null,
          pictureUuid: d.pictureFileUploadUuid,
          picture: { uuid: d.pictureFileUploadUuid, mimeType: d.pictureMimeType, directLink: '', thumbnailDirectLink: '', processedDirectLink: null, processedThumbnailDirectLink: null },
          secondPicture: null, pictureOwnerType: 'HUB',
          review: d.autoPublished ? { status: 'AUTO_APPROVED', comment: null, tags: [], reviewedAt: d.createdAt } : null,
          status: d.autoPublished ? 'AUTO_APPROVED' : 'PENDING',
          anomalies: [], removed: false, history: [], reviewCount: 0, streamId: event.streamId,
        };
        return withHistory(created, event, `${d.weight} ${d.quantityUnit} ${d.materialType}`);
      }
      case 'SegregationOutputBagRegistered':
        return withHistory(segregationHubEvent(event), event, `${event.data.weight} ${event.data.quantityUnit} ${event.data.materialType}`);
      case 'HubEventReviewed': {
        if (!row) return null;
        const d = event.data;
        return withHistory({
          ...row, status: d.status, anomalies: d.tags, reviewCount: row.reviewCount + 1,
          review: { status: d.status, comment: d.comment, tags: d.tags, reviewedAt: d.reviewedAt },
        }, event, [d.status, ...d.tags].join(' '));
      }
      case 'HubEventWeightAmended':
        return row && withHistory({ ...row, weight: event.data.weight }, event, `${event.data.previousWeight} → ${event.data.weight}`);
      case 'HubEventRemoved':
        return row && withHistory({ ...row, removed: true }, event, event.data.duplicateOf ? `duplicate of ${event.data.duplicateOf}` : event.data.comment);
      default: return row;
    }
  },
});
