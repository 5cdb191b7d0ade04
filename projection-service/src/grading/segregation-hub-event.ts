import type { EventOf, StoredEvent } from '@cairn/contracts';
import type { HubEventRecord } from '../hub-events/hub-events.projection';

/** A grading output bag as a reviewable hub event (type SEGREGATION), like a registration row. */
export const segregationHubEvent = (event: StoredEvent<EventOf<'SegregationOutputBagRegistered'>>): HubEventRecord => {
  const d = event.data;
  return {
    uuid: d.uuid, hubUuid: d.hubUuid, type: d.eventType, weight: d.weight, quantityUnit: d.quantityUnit,
    materialType: d.materialType, productType: null, registrationUnit: 'BAG',
    company: { name: d.company.name, city: d.company.city, country: d.company.country },
    createdAt: d.createdAt, weighedAt: d.createdAt, pipelineOwner: d.company.pipelineOwner,
    createdBy: { firstName: d.createdBy.firstName, lastName: d.createdBy.lastName },
    licensePlate: null, transitDestination: null, moisturePercentage: null, ashPercentage: null,
    calorificValue: null, certifiedWeight: null, collectorTrackingNumber: null, collectorHouseName: null,
    pictureUuid: d.pictureFileUploadUuid,
    picture: { uuid: d.pictureFileUploadUuid, mimeType: d.pictureMimeType, directLink: '', thumbnailDirectLink: '', processedDirectLink: null, processedThumbnailDirectLink: null },
    secondPicture: null, pictureOwnerType: 'HUB', review: null, status: 'PENDING',
    anomalies: [], removed: false, history: [], reviewCount: 0, streamId: event.streamId,
  };
};
