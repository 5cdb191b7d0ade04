import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Position } from '../../common/file-upload.api';

/** What a picture taken without a network keeps until it is sent (issue 18). */
export interface LocalPicture {
  /** Stands for the upload in the form until the upload's own uuid is known. */
  localUuid: string;
  blob: Blob;
  fileName: string;
  position: Position | null;
  capturedAt: string;
  /** The upload's Idempotency-Key: a retried upload stores the file once. */
  idempotencyKey: string;
  /** Set once the server has the file. */
  uploadedUuid?: string;
}

export type OutboxState = 'waiting' | 'sending' | 'refused';

/** One submission kept on the phone until the server has it. */
export interface OutboxItem {
  /** Its Idempotency-Key, the same on every attempt. */
  id: string;
  /** Only its author's session sends it. */
  userUuid: string;
  /** What the operator saved, in words ("Waste bag"). */
  label: string;
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
  /** The local pictures the body names, uploaded first. */
  pictureUuids: string[];
  createdAt: string;
  state: OutboxState;
  attempts: number;
  lastTriedAt?: string;
  /** Why the server refused it, or why the last attempt failed. */
  error?: string;
}

interface OutboxDb extends DBSchema {
  items: { key: string; value: OutboxItem; indexes: { createdAt: string } };
  pictures: { key: string; value: LocalPicture };
}

let db: Promise<IDBPDatabase<OutboxDb>> | null = null;
const open = () =>
  (db ??= openDB<OutboxDb>('cairn-outbox', 1, {
    upgrade(database) {
      database.createObjectStore('items', { keyPath: 'id' }).createIndex('createdAt', 'createdAt');
      database.createObjectStore('pictures', { keyPath: 'localUuid' });
    },
  }));

export const outboxStore = {
  put: async (item: OutboxItem) => {
    await (await open()).put('items', item);
  },
  get: async (id: string) => (await open()).get('items', id),
  /** Oldest first: submissions go out in the order they were made. */
  list: async () => (await open()).getAllFromIndex('items', 'createdAt'),
  remove: async (id: string) => {
    await (await open()).delete('items', id);
  },
  putPicture: async (picture: LocalPicture) => {
    await (await open()).put('pictures', picture);
  },
  getPicture: async (localUuid: string) => (await open()).get('pictures', localUuid),
  removePicture: async (localUuid: string) => {
    await (await open()).delete('pictures', localUuid);
  },
};
export type OutboxStore = typeof outboxStore;
