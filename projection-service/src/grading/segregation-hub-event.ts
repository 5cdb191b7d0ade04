import type { EventOf, StoredEvent } from '@cairn/contracts';
import { hubEventRecord } from '../hub-events/hub-event-record';
import type { HubEventRecord } from '../hub-events/hub-event-record';

/** A grading output bag (or bale) as a reviewable hub event (type SEGREGATION), like a registration row. */
export const segregationHubEvent = (
  event: StoredEvent<EventOf<'SegregationOutputBagRegistered'>>,
): HubEventRecord => {
  const d = event.data;
  return hubEventRecord(event, d, {
    materialType: d.materialType,
    registrationUnit: d.registrationUnit ?? 'BAG',
    weighedAt: d.createdAt,
    picture: { uuid: d.pictureFileUploadUuid, mimeType: d.pictureMimeType },
  });
};
