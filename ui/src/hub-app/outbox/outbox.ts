import type { FileUpload } from '@cairn/contracts';
import { ApiError, request } from '../../api/request';
import { getToken, getUser } from '../../api/session';
import { uploadHubFile } from '../../common/file-upload.api';
import { t } from '../../i18n';
import { pictureTimeToSend } from '../picture-time';
import { deliver, stringsOf, type Transport } from './outbox-delivery';
import { outboxStore, type LocalPicture, type OutboxItem } from './outbox.store';

/**
 * The hub app's one save path (issue 18): a submission is written to the outbox (IndexedDB) before
 * it is sent, so closing the browser mid-request loses nothing; it leaves the outbox once the
 * server has it. Without an answer it stays and goes out again, with the same Idempotency-Key, when
 * the network is back: the server records it once however often it arrives.
 */
export interface Submission {
  label: string;
  path: string;
  body: unknown;
  idempotencyKey: string;
  method?: 'POST' | 'PUT';
}
export type Submitted = { status: 'sent'; answer: unknown } | { status: 'queued' };

const transport: Transport = {
  upload: (picture) =>
    uploadHubFile(
      picture.blob,
      picture.fileName,
      picture.position,
      { idempotencyKey: picture.idempotencyKey, silent: true },
      pictureTimeToSend(picture.capturedAt),
    ),
  send: (item, body) =>
    request(item.method, item.path, { body, idempotencyKey: item.id, silent: true }),
};

// An attempt younger than this is taken as still in flight (this tab or another): not sent twice at once.
const IN_FLIGHT_MS = 60_000;
const RETRY_EVERY_MS = 20_000;

const listeners = new Set<() => void>();
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('cairn-outbox');
const notify = () => {
  for (const listener of listeners) listener();
  channel?.postMessage('changed');
};
channel?.addEventListener('message', () => {
  for (const listener of listeners) listener();
});
/** Called whenever an item is added, tried, sent or dropped (in any tab). */
export const onOutboxChange = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Why an attempt failed, in the operator's words. */
export const failureText = (error: unknown): string => {
  if (!(error instanceof ApiError)) return t('hub.noAnswerYet');
  const fields = Object.entries(error.fieldErrors).map(([field, key]) => `${field}: ${t(key)}`);
  const main = error.body.errorMessageKey
    ? t(error.body.errorMessageKey)
    : (error.body.errorMessage ?? `HTTP ${error.status}`);
  return [main, ...fields].join(' · ');
};

/** A picture kept on the phone, as the form sees an upload: its uuid is the local one. */
const LOCAL_LINK = 'local:';
export const localUpload = (picture: LocalPicture): FileUpload => ({
  uuid: picture.localUuid,
  directLink: `${LOCAL_LINK}${picture.localUuid}`,
  fileName: picture.fileName,
  size: picture.blob.size,
  mimeType: picture.blob.type || 'application/octet-stream',
  postAnalysisResults: [],
  analysisResults: [],
});
/** Not on the server yet: nothing to ask the server about it (its text, its thumbnail). */
export const isLocalUpload = (upload: FileUpload) => upload.directLink.startsWith(LOCAL_LINK);

/** Keeps a picture that could not be uploaded; the form uses its local uuid until it is sent. */
export async function keepPicture(
  picture: Omit<LocalPicture, 'localUuid' | 'idempotencyKey'>,
): Promise<LocalPicture> {
  const kept: LocalPicture = {
    ...picture,
    localUuid: crypto.randomUUID(),
    idempotencyKey: crypto.randomUUID(),
  };
  await outboxStore.putPicture(kept);
  return kept;
}

/**
 * The time the operator saved it travels in the body (issue 31): the server keeps it beside the
 * time it arrived, however late the outbox sends it. A form that set its own is left as it is.
 */
export const withCapturedAt = (body: unknown, now: Date = new Date()): unknown =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  !(body instanceof FormData) &&
  !('capturedAt' in body && (body as { capturedAt?: unknown }).capturedAt)
    ? { ...body, capturedAt: now.toISOString() }
    : body;

/** Sends a submission through the outbox. A refusal throws (the form shows why and keeps its values). */
export async function submit(submission: Submission): Promise<Submitted> {
  const user = getUser();
  const names = [...new Set(stringsOf(submission.body))];
  const pictures = await Promise.all(names.map((name) => outboxStore.getPicture(name)));
  const item: OutboxItem = {
    id: submission.idempotencyKey,
    userUuid: user?.uuid ?? '',
    label: submission.label,
    method: submission.method ?? 'POST',
    path: submission.path,
    body: withCapturedAt(submission.body),
    pictureUuids: pictures.flatMap((picture) => (picture ? [picture.localUuid] : [])),
    createdAt: new Date().toISOString(),
    state: 'sending',
    attempts: 1,
    lastTriedAt: new Date().toISOString(),
  };
  await outboxStore.put(item);
  notify();
  const result = await deliver(item, outboxStore, transport);
  if (result.outcome === 'retry') {
    await outboxStore.put({ ...item, state: 'waiting', error: failureText(result.error) });
    notify();
    return { status: 'queued' };
  }
  await outboxStore.remove(item.id);
  notify();
  if (result.outcome === 'refused') throw result.error;
  return { status: 'sent', answer: result.answer };
}

let flushing: Promise<void> | null = null;

/** Sends what waits, oldest first; stops at the first attempt without an answer (still offline). */
export const flushOutbox = (): Promise<void> =>
  (flushing ??= sendWaiting().finally(() => {
    flushing = null;
  }));

async function sendWaiting(): Promise<void> {
  const user = getUser();
  if (!user || !getToken()) return; // sent by its author's next session
  for (const item of await outboxStore.list()) {
    const inFlight =
      item.state === 'sending' &&
      Date.now() - Date.parse(item.lastTriedAt ?? item.createdAt) < IN_FLIGHT_MS;
    if (item.userUuid !== user.uuid || item.state === 'refused' || inFlight) continue;
    const attempt: OutboxItem = {
      ...item,
      state: 'sending',
      attempts: item.attempts + 1,
      lastTriedAt: new Date().toISOString(),
    };
    await outboxStore.put(attempt);
    notify();
    const result = await deliver(attempt, outboxStore, transport);
    if (result.outcome === 'sent') await outboxStore.remove(item.id);
    else
      await outboxStore.put({
        ...attempt,
        state: result.outcome === 'refused' ? 'refused' : 'waiting',
        error: failureText(result.error),
      });
    notify();
    if (result.outcome === 'retry' && !(result.error instanceof ApiError)) break;
  }
}

/** Drops an item the server refused, with the pictures only it named. */
export async function discard(item: OutboxItem): Promise<void> {
  for (const localUuid of item.pictureUuids) await outboxStore.removePicture(localUuid);
  await outboxStore.remove(item.id);
  notify();
}

let started = false;
/** Sends what waits now, when the network comes back, and every 20 s while the app is open. */
export function startOutbox(): void {
  if (started) return;
  started = true;
  const tryNow = () => {
    if (navigator.onLine) void flushOutbox();
  };
  window.addEventListener('online', tryNow);
  setInterval(tryNow, RETRY_EVERY_MS);
  tryNow();
}
