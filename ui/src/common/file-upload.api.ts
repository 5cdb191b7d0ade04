import type { FileUpload } from '@cairn/contracts';
import { get, request } from '../api/request';

export interface Position {
  latitude: number;
  longitude: number;
  accuracy?: number;
}

/** A multipart upload; the optional fields go along only when they have a value. */
export function uploadFile(
  path: string,
  file: Blob,
  fileName: string,
  fields: Record<string, string | number | undefined>,
  options: UploadOptions = {},
): Promise<FileUpload> {
  const body = new FormData();
  body.append('file', file, fileName);
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') body.append(name, String(value));
  }
  return request<FileUpload>('POST', path, { body, ...options });
}

/** A retried upload (the outbox) keeps its key and reports nothing itself. */
export interface UploadOptions {
  idempotencyKey?: string;
  silent?: boolean;
}

/**
 * The hub app's upload: latitude, longitude and accuracy are sent only when all three are known;
 * `capturedAt`, when the picture was taken (issue 31), when known.
 */
export function uploadHubFile(
  file: Blob,
  fileName: string,
  position: Position | null,
  options: UploadOptions = {},
  capturedAt?: string,
): Promise<FileUpload> {
  const complete = position && position.accuracy !== undefined;
  return uploadFile(
    '/api/fileUploads',
    file,
    fileName,
    {
      ...(complete
        ? {
            latitude: position.latitude,
            longitude: position.longitude,
            accuracy: position.accuracy,
          }
        : {}),
      capturedAt,
    },
    options,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The worker reads the picture after the upload answers; ask again for about ten seconds until
 * its text is there. Gives up quietly: the weight is then typed by hand.
 */
export async function waitForAnalysis(
  uuid: string,
  signal: AbortSignal,
  timeoutMs = 10_000,
): Promise<FileUpload | null> {
  const until = Date.now() + timeoutMs;
  while (!signal.aborted && Date.now() < until) {
    await sleep(1000);
    if (signal.aborted) return null;
    try {
      const upload = await get<FileUpload>(`/api/fileUploads/${uuid}`);
      if (upload.postAnalysisResults?.length) return upload;
    } catch {
      return null;
    }
  }
  return null;
}

/** One reading of the position for a file upload; null when the device cannot or may not tell. */
export const currentPosition = (): Promise<Position | null> =>
  new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: coords.accuracy,
        }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 8000, maximumAge: 30_000 },
    );
  });
