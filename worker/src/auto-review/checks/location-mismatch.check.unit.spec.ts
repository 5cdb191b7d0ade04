import { describe, expect, it } from 'vitest';
import { input, pictureEvidence, priorEvent } from './check.fixtures';
import {
  MAX_DISTANCE_KM,
  MIN_CAPTURES,
  distanceKm,
  locationMismatchCheck,
} from './location-mismatch.check';

const KOELN = { latitude: 50.9375, longitude: 6.9603 };
const captures = (n: number, at = KOELN) =>
  Array.from({ length: n }, (_, i) =>
    priorEvent({ uuid: `c${i}`, ...at, latitude: at.latitude + i * 0.001 }),
  );
const at = (position: { latitude: number; longitude: number }, n = MIN_CAPTURES) =>
  input({
    picture: pictureEvidence(position),
    history: { priorPictures: [], hubEvents: captures(n) },
  });

describe('LOCATION_MISMATCH', () => {
  it('a picture taken in Pune by a hub that works in Köln', () => {
    const [finding] = locationMismatchCheck.run(at({ latitude: 18.52, longitude: 73.85 }));
    expect(finding.tag).toBe('LOCATION_MISMATCH');
    expect(finding.evidence.distanceKm).toBeGreaterThan(6000);
    expect(finding.evidence.sampleSize).toBe(MIN_CAPTURES);
  });

  it('a picture taken in town is no finding', () => {
    expect(locationMismatchCheck.run(at({ latitude: 50.95, longitude: 6.99 }))).toEqual([]);
  });

  it('boundary: just inside MAX_DISTANCE_KM is no finding, just outside is', () => {
    const hub = { latitude: KOELN.latitude + 0.002, longitude: KOELN.longitude }; // the median of the captures
    const degrees = MAX_DISTANCE_KM / 111.195; // km per degree of latitude
    expect(
      locationMismatchCheck.run(
        at({ latitude: hub.latitude + degrees * 0.99, longitude: hub.longitude }),
      ),
    ).toEqual([]);
    expect(
      locationMismatchCheck.run(
        at({ latitude: hub.latitude + degrees * 1.01, longitude: hub.longitude }),
      ),
    ).toHaveLength(1);
  });

  it('too few captures to know where the hub works, or no position: no finding', () => {
    expect(
      locationMismatchCheck.run(at({ latitude: 18.52, longitude: 73.85 }, MIN_CAPTURES - 1)),
    ).toEqual([]);
    expect(
      locationMismatchCheck.run(
        at({ latitude: null as unknown as number, longitude: null as unknown as number }),
      ),
    ).toEqual([]);
  });

  it('distances are great-circle kilometres', () => {
    expect(distanceKm(KOELN, { latitude: 48.8566, longitude: 2.3522 })).toBeCloseTo(405, -1); // Paris
  });
});
