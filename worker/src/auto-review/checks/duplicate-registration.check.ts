import { type Check, isEarlier } from './check';

/** Two registrations this close in time with the same content are one registered twice. */
export const DUPLICATE_WINDOW_MINUTES = 15;

/**
 * DUPLICATE: an earlier event of the same hub with the same type, material, registration unit,
 * weight and collector, created at most DUPLICATE_WINDOW_MINUTES before.
 */
export const duplicateRegistrationCheck: Check = {
  name: 'DUPLICATE',
  version: 1,
  run({ event, history }) {
    const at = Date.parse(event.createdAt);
    const twin = history.hubEvents.find(
      (e) =>
        !e.removed &&
        e.uuid !== event.uuid &&
        isEarlier(e, event) &&
        at - Date.parse(e.createdAt) <= DUPLICATE_WINDOW_MINUTES * 60_000 &&
        e.type === event.type &&
        e.materialType === event.materialType &&
        e.registrationUnit === event.registrationUnit &&
        e.weight === event.weight &&
        e.quantityUnit === event.quantityUnit &&
        e.collectorTrackingNumber === event.collectorTrackingNumber,
    );
    if (!twin) return [];
    return [
      {
        tag: 'DUPLICATE',
        evidence: {
          duplicateOfHubEventUuid: twin.uuid,
          duplicateOfCreatedAt: twin.createdAt,
          minutesApart: Math.round((at - Date.parse(twin.createdAt)) / 6000) / 10,
        },
      },
    ];
  },
};
