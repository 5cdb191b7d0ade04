import { defined, weightFromText } from '@cairn/contracts';
import type { ReadStore } from '@cairn/infra';
import { pictureCandidates } from './auto-review.evidence';
import { imageDuplicateCheck } from './checks/image-duplicate.check';
import { lookAtPicture } from './picture-fingerprint';

export interface UploadToCheck {
  uuid: string;
  sha256: string;
  postAnalysisResults: string[];
  analyzed: boolean;
  hubUuid: string | null;
}

/**
 * IMAGE_IMMEDIATE_REVIEW: whether a just-uploaded picture was already the picture of a hub event, by
 * the same rule as IMAGE_DUPLICATE. Answers when, and whether at the same hub: never which hub.
 */
export const pictureUsedBefore = async (
  deps: { rows: ReadStore; readBlob(sha256: string): Promise<Buffer | null>; now(): string },
  upload: UploadToCheck,
): Promise<{ createdAt: string; sameHub: boolean } | null> => {
  const blob = await deps.readBlob(upload.sha256);
  if (!blob) return null;
  let hashes;
  try {
    hashes = await lookAtPicture(blob);
  } catch {
    return null; // not a picture sharp can read: nothing to compare
  }
  const priorPictures = await pictureCandidates(deps.rows, hashes);
  const [found] = imageDuplicateCheck.run({
    event: {
      uuid: `upload-${upload.uuid}`,
      hubUuid: upload.hubUuid ?? '',
      type: 'REGISTRATION',
      weight: weightFromText(upload.postAnalysisResults) ?? 0,
      quantityUnit: 'KG',
      materialType: null,
      registrationUnit: null,
      licensePlate: null,
      collectorTrackingNumber: null,
      createdAt: deps.now(),
      createdBySystem: false,
      certifiedWeight: null,
      moisturePercentage: null,
    },
    picture: {
      uuid: upload.uuid,
      ...hashes,
      sha256: upload.sha256,
      decodeError: null,
      ocrLines: upload.analyzed ? upload.postAnalysisResults : null,
      latitude: null,
      longitude: null,
    },
    platePicture: null,
    history: { priorPictures, hubEvents: [] },
  });
  return found
    ? {
        createdAt: defined(
          found.evidence.duplicateOfCreatedAt,
          "an IMAGE_DUPLICATE finding's duplicateOfCreatedAt",
        ),
        sameHub: found.evidence.duplicateOfHubUuid === upload.hubUuid,
      }
    : null;
};
