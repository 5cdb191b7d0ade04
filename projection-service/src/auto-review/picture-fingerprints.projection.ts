import { defineProjection } from '../projection';

/** The perceptual hash cut in 8 bands of 8 bits: a copy within 7 bits of another shares at least one band. */
export const FINGERPRINT_BANDS = 8;
export const bandsOf = (perceptualHash: string | null): Record<`b${number}`, string | null> =>
  Object.fromEntries(
    Array.from({ length: FINGERPRINT_BANDS }, (_, i) => [
      `b${i}`,
      perceptualHash ? `${perceptualHash.slice(i * 2, i * 2 + 2)}` : null,
    ]),
  );

/** The picture each reviewed hub event used, as the automatic review fingerprinted it; for IMAGE_DUPLICATE and LOCATION_MISMATCH. */
export interface PictureFingerprintRow {
  hubEventUuid: string;
  hubUuid: string;
  hubName: string;
  createdAt: string;
  pictureUuid: string;
  sha256: string;
  perceptualHash: string | null;
  colorHash: string | null;
  detailHash: string | null;
  readWeight: number | null;
  latitude: number | null;
  longitude: number | null;
  removed: boolean;
  [band: `b${number}`]: string | null;
}

export const pictureFingerprintsProjection = defineProjection<PictureFingerprintRow>()({
  name: 'pictureFingerprints',
  model: {
    name: 'pictureFingerprints',
    fields: { HUB_UUID: { path: 'hubUuid', type: 'text' } },
    sortBy: 'createdAt',
    indexes: ['sha256', 'hubUuid', ...Array.from({ length: FINGERPRINT_BANDS }, (_, i) => `b${i}`)],
  },
  handles: ['HubEventAutoReviewed', 'HubEventRemoved'],
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    if (event.type === 'HubEventRemoved') return row && { ...row, removed: true };
    if (event.type !== 'HubEventAutoReviewed') return row;
    const d = event.data;
    if (!d.picture) return row;
    const p = d.picture;
    return {
      hubEventUuid: d.uuid,
      hubUuid: d.hubUuid,
      hubName: d.hubName,
      createdAt: d.hubEventCreatedAt,
      pictureUuid: p.uuid,
      sha256: p.sha256,
      perceptualHash: p.perceptualHash,
      colorHash: p.colorHash,
      detailHash: p.detailHash ?? null,
      readWeight: p.readWeight,
      latitude: p.latitude,
      longitude: p.longitude,
      removed: row?.removed ?? false,
      ...bandsOf(p.perceptualHash),
    };
  },
});
