import type { EventOf, StoredEvent } from '@cairn/contracts';
import { hubEventRecord } from '../hub-events/hub-event-record';
import type { HubEventRecord } from '../hub-events/hub-event-record';

const picture = (uuid: string | null, mimeType: string | null) =>
  uuid ? { uuid, mimeType } : null;

/** A carrier, handling center or co-processing registration as a reviewable REGISTRATION hub event (a truck load). */
export const receivedMaterialHubEvent = (
  event: StoredEvent<EventOf<'TransportMaterialReceived'>>,
): HubEventRecord => {
  const d = event.data;
  return hubEventRecord(event, d, {
    materialType: d.materialType,
    registrationUnit: 'TRUCK_LOAD',
    weighedAt: d.weighedAt,
    licensePlate: d.licensePlate,
    picture: picture(d.pictureFileUploadUuid, d.pictureMimeType),
  });
};

/** A carrier's dispatch as a reviewable CLEARANCE hub event, its document as the picture. */
export const dispatchHubEvent = (
  event: StoredEvent<EventOf<'MaterialDispatched'>>,
): HubEventRecord => {
  const d = event.data;
  return hubEventRecord(event, d, {
    materialType: d.materialTypes.length === 1 ? d.materialTypes[0] : null,
    registrationUnit: 'TRUCK_LOAD',
    weighedAt: d.createdAt,
    licensePlate: d.identifier,
    picture: picture(d.documentFileUploadUuid, d.documentMimeType),
  });
};
