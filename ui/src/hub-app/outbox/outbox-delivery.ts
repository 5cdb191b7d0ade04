import type { LocalPicture, OutboxItem, OutboxStore } from './outbox.store';

/** What the delivery needs of the network; the app passes request() (outbox.ts), tests a fake. */
export interface Transport {
  upload(picture: LocalPicture): Promise<{ uuid: string }>;
  send(item: OutboxItem, body: unknown): Promise<unknown>;
}

export type Delivery =
  | { outcome: 'sent'; answer: unknown }
  | { outcome: 'retry'; error: unknown }
  | { outcome: 'refused'; error: unknown };

/**
 * No answer, a server error, a time-out or too many requests may pass on a later attempt: the item
 * stays. Any other refusal (400, 403, 404, 409...) would be refused again: it is not retried.
 * A 401 waits for the next sign-in.
 */
export const isRetryable = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return true; // fetch threw: no answer at all
  return status >= 500 || status === 401 || status === 408 || status === 429;
};

/** The body with every local picture uuid replaced by the uuid the server gave its upload. */
export const withUploads = (body: unknown, uploaded: ReadonlyMap<string, string>): unknown => {
  if (typeof body === 'string') return uploaded.get(body) ?? body;
  if (Array.isArray(body)) return body.map((value) => withUploads(value, uploaded));
  if (body && typeof body === 'object') {
    return Object.fromEntries(
      Object.entries(body).map(([key, value]) => [key, withUploads(value, uploaded)]),
    );
  }
  return body;
};

/** Every string of the body, where local picture uuids are looked for. */
export const stringsOf = (body: unknown): string[] => {
  if (typeof body === 'string') return [body];
  if (Array.isArray(body)) return body.flatMap(stringsOf);
  if (body && typeof body === 'object') return Object.values(body).flatMap(stringsOf);
  return [];
};

/**
 * One attempt at an item: its pictures first (each upload's uuid is stored as soon as it is
 * known, so a later attempt does not upload it again), then the submission with its own key.
 * Local pictures are deleted once the submission is in.
 */
export async function deliver(
  item: OutboxItem,
  store: OutboxStore,
  transport: Transport,
): Promise<Delivery> {
  try {
    const uploaded = new Map<string, string>();
    for (const localUuid of item.pictureUuids) {
      const picture = await store.getPicture(localUuid);
      if (!picture) continue; // already sent and cleaned up by an earlier attempt
      if (!picture.uploadedUuid) {
        picture.uploadedUuid = (await transport.upload(picture)).uuid;
        await store.putPicture(picture);
      }
      uploaded.set(localUuid, picture.uploadedUuid);
    }
    const answer = await transport.send(item, withUploads(item.body, uploaded));
    for (const localUuid of item.pictureUuids) await store.removePicture(localUuid);
    return { outcome: 'sent', answer };
  } catch (error) {
    return isRetryable(error) ? { outcome: 'retry', error } : { outcome: 'refused', error };
  }
}
