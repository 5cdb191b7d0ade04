import { weightFromText, weightsAgree } from '@cairn/contracts';
import { colorDistance, detailDistance, hashDistance } from '../picture-fingerprint';
import {
  type Check,
  type CheckFinding,
  EvidenceUnavailable,
  type PriorPicture,
  isEarlier,
} from './check';

/**
 * At most this many of 64 perceptual-hash bits differ between a picture and its re-encoded or resized
 * copy, or a copy cropped by up to 5 % in its closest look (measured ≤ 6); 7 is also what the read model's 8 bands of 8 bits are sure to find.
 */
export const MAX_HASH_DISTANCE = 7;
/** ...and at most this mean colour difference (0–255) on the 8×8 thumbnail... */
export const MAX_COLOR_DISTANCE = 4;
/** ...and at most this grey difference in the most different block of the detail thumbnail (bench V1 sets all three). */
export const MAX_DETAIL_DISTANCE = 14;

const evidenceOf = (prior: PriorPicture, sameFile: boolean, distance: number): CheckFinding => ({
  tag: 'IMAGE_DUPLICATE',
  evidence: {
    duplicateOfHubEventUuid: prior.hubEventUuid,
    duplicateOfHubUuid: prior.hubUuid,
    duplicateOfHubName: prior.hubName,
    duplicateOfCreatedAt: prior.createdAt,
    duplicateOfPictureUuid: prior.pictureUuid,
    sameFile,
    hashDistance: distance,
  },
});

/**
 * IMAGE_DUPLICATE: the same file (content hash) or a near copy (perceptual hash, colour and detail
 * thumbnails close, in the picture's centre or one of its looks at other insets, so that a copy cropped
 * by a few per cent on each side is found) was the picture of an earlier hub event, at any hub. Two pictures whose scales both read a
 * weight, and not the same one, are different photos, however alike they look.
 */
export const imageDuplicateCheck: Check = {
  name: 'IMAGE_DUPLICATE',
  // 2: fingerprints of the picture's centre, and looks at other insets for cropped copies.
  version: 2,
  run({ event, picture, history }) {
    if (!picture) return [];
    const earlier = history.priorPictures
      .filter(
        (p) =>
          p.hubEventUuid !== event.uuid &&
          isEarlier({ createdAt: p.createdAt, uuid: p.hubEventUuid }, event),
      )
      .sort((a, b) =>
        isEarlier(
          { createdAt: a.createdAt, uuid: a.hubEventUuid },
          { createdAt: b.createdAt, uuid: b.hubEventUuid },
        )
          ? -1
          : 1,
      );
    const same = earlier.find((p) => p.sha256 === picture.sha256);
    if (same) return [evidenceOf(same, true, 0)];
    if (!picture.perceptualHash || !picture.colorHash) {
      // A document that is not a picture (a PDF) has only its content hash; a picture that could not be decoded is a failure.
      if (picture.decodeError) throw new EvidenceUnavailable(picture.decodeError);
      return [];
    }
    const reading = picture.ocrLines ? weightFromText(picture.ocrLines) : null;
    // The centre, then the other insets: a copy cropped by a few per cent matches the original in one of them.
    const looks = [
      {
        perceptualHash: picture.perceptualHash,
        colorHash: picture.colorHash,
        detailHash: picture.detailHash,
      },
      ...(picture.looks ?? []),
    ];
    let best: { prior: PriorPicture; distance: number } | null = null;
    for (const prior of earlier) {
      if (!prior.perceptualHash || !prior.colorHash) continue;
      if (reading !== null && prior.readWeight !== null && !weightsAgree(reading, prior.readWeight))
        continue;
      for (const look of looks) {
        const distance = hashDistance(look.perceptualHash, prior.perceptualHash);
        if (
          distance > MAX_HASH_DISTANCE ||
          colorDistance(look.colorHash, prior.colorHash) > MAX_COLOR_DISTANCE
        )
          continue;
        if (
          look.detailHash &&
          prior.detailHash &&
          detailDistance(look.detailHash, prior.detailHash) > MAX_DETAIL_DISTANCE
        )
          continue;
        if (!best || distance < best.distance) best = { prior, distance };
      }
    }
    return best ? [evidenceOf(best.prior, false, best.distance)] : [];
  },
};
