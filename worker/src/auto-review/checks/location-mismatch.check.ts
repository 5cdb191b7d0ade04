import { type Check, type PriorHubEvent, isEarlier } from './check';

/** A hub's position is learnt from its captures once it has this many with a position. */
export const MIN_CAPTURES = 5;
/** A capture farther than this from the hub's position is a mismatch. */
export const MAX_DISTANCE_KM = 25;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Great-circle distance (haversine, mean earth radius). */
export const distanceKm = (
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number => {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
};

/**
 * LOCATION_MISMATCH: the picture was taken far from where the hub works. Hubs have an address but no
 * coordinates (and geocoding would need a service), so the hub's position is learnt: the median
 * latitude and longitude of its earlier captures, robust to a few taken elsewhere.
 */
export const locationMismatchCheck: Check = {
  name: 'LOCATION_MISMATCH',
  version: 1,
  run({ event, picture, history }) {
    if (picture?.latitude == null || picture.longitude == null) return [];
    const captures = history.hubEvents.filter(
      (e): e is PriorHubEvent & { latitude: number; longitude: number } =>
        !e.removed && e.latitude !== null && e.longitude !== null && isEarlier(e, event),
    );
    if (captures.length < MIN_CAPTURES) return [];
    const hub = {
      latitude: median(captures.map((c) => c.latitude)),
      longitude: median(captures.map((c) => c.longitude)),
    };
    const here = { latitude: picture.latitude, longitude: picture.longitude };
    const distance = distanceKm(hub, here);
    if (distance <= MAX_DISTANCE_KM) return [];
    return [
      {
        tag: 'LOCATION_MISMATCH',
        evidence: {
          distanceKm: Math.round(distance * 10) / 10,
          hubLatitude: hub.latitude,
          hubLongitude: hub.longitude,
          ...here,
          sampleSize: captures.length,
        },
      },
    ];
  },
};

export { median };
