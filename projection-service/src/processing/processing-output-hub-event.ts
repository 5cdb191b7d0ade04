import type { EventOf, StoredEvent } from '@cairn/contracts';
import { hubEventRecord } from '../hub-events/hub-event-record';
import type { HubEventRecord } from '../hub-events/hub-event-record';

/** A processing output bag as a reviewable PROCESSING hub event. */
export const processingOutputHubEvent = (
  event: StoredEvent<EventOf<'ProcessingOutputBagRegistered'>>,
): HubEventRecord => {
  const d = event.data;
  return hubEventRecord(event, d, {
    materialType: d.materialType,
    productType: d.productType,
    registrationUnit: 'BAG',
    weighedAt: d.processedAt,
    picture: { uuid: d.pictureFileUploadUuid, mimeType: d.pictureMimeType },
  });
};
