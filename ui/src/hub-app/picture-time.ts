import { isNotInFuture, isNotTooOld } from '@cairn/contracts';

/**
 * When a picture was taken (issue 31): a picked file's last modification time (what a phone's
 * gallery sets when the camera writes it; EXIF is not read, docs/decisions.md), else now, for a
 * picture the app's camera has just taken.
 */
export const pictureTakenAt = (blob: Blob, now: number = Date.now()): string => {
  const modified = blob instanceof File ? blob.lastModified : 0;
  return new Date(modified > 0 ? modified : now).toISOString();
};

/**
 * The time sent with the upload, only when the server's capturedAt rule takes it: an old picture from
 * the gallery, or a wrong file time, still uploads, without a time.
 */
export const pictureTimeToSend = (
  at: string | undefined,
  now: number = Date.now(),
): string | undefined => (at && isNotInFuture(at, now) && isNotTooOld(at, now) ? at : undefined);
