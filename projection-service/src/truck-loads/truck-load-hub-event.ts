import type { EventOf, StoredEvent } from '@cairn/contracts';
import { hubEventRecord } from '../hub-events/hub-event-record';
import type { HubEventRecord } from '../hub-events/hub-event-record';

/** A recycler's truck load as a reviewable REGISTRATION hub event. */
export const truckLoadHubEvent = (
  event: StoredEvent<EventOf<'TruckLoadRegistered'>>,
): HubEventRecord => {
  const d = event.data;
  return hubEventRecord(event, d, {
    materialType: d.materialType,
    registrationUnit: 'TRUCK_LOAD',
    weighedAt: d.weighedAt,
    licensePlate: d.licensePlate,
    picture: { uuid: d.pictureFileUploadUuid, mimeType: d.pictureMimeType },
  });
};
