import type { EventOf, StoredEvent } from '@cairn/contracts';
import { hubEventRecord } from '../hub-events/hub-event-record';
import type { HubEventRecord } from '../hub-events/hub-event-record';

/**
 * A weighed clearance as a reviewable CLEARANCE hub event: its weigh slip is the picture to check the
 * weight against; the license plate is the transporter's; the buyer is where it went.
 */
export const clearanceHubEvent = (
  event: StoredEvent<EventOf<'ClearanceWeighed'>>,
): HubEventRecord => {
  const d = event.data;
  return {
    ...hubEventRecord(event, d, {
      materialType: d.materialTypes.length === 1 ? d.materialTypes[0] : null,
      productType: d.productType,
      registrationUnit: 'TRUCK_LOAD',
      weighedAt: d.weighedAt,
      licensePlate: d.licensePlate,
      transitDestination: d.buyer,
      picture: { uuid: d.weighSlipPictureFileUploadUuid, mimeType: d.weighSlipMimeType },
    }),
    transporterPictureUuid: d.transporterPictureFileUploadUuid,
  };
};

/** A certificate (recycler's certified weight, or co-processing moisture, ash and calorific value) as a CERTIFICATION hub event. */
export const certificateHubEvent = (
  event: StoredEvent<EventOf<'MaterialCertificateAdded'>>,
): HubEventRecord => {
  const d = event.data;
  return hubEventRecord(event, d, {
    materialType: d.materialType,
    registrationUnit: 'TRUCK_LOAD',
    weighedAt: d.createdAt,
    licensePlate: d.licensePlate,
    moisturePercentage: d.moisturePercentage,
    ashPercentage: d.ashPercentage,
    calorificValue: d.calorificValue,
    certifiedWeight: d.certifiedWeight,
    picture: { uuid: d.certificatePictureFileUploadUuid, mimeType: d.certificateMimeType },
  });
};
