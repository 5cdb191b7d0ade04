import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/request';
import { deliver, isRetryable, withUploads, type Transport } from './outbox-delivery';
import type { LocalPicture, OutboxItem, OutboxStore } from './outbox.store';

const memoryStore = (pictures: LocalPicture[]) => {
  const kept = new Map(pictures.map((picture) => [picture.localUuid, { ...picture }]));
  const store = {
    getPicture: async (uuid: string) => kept.get(uuid),
    putPicture: async (picture: LocalPicture) => {
      kept.set(picture.localUuid, { ...picture });
    },
    removePicture: async (uuid: string) => {
      kept.delete(uuid);
    },
  } as unknown as OutboxStore;
  return { kept, store };
};

const picture: LocalPicture = {
  localUuid: 'local-1',
  blob: new Blob(['jpeg']),
  fileName: 'bag.jpg',
  position: { latitude: 18.5, longitude: 73.8, accuracy: 9 },
  capturedAt: '2026-11-25T09:00:00.000Z',
  idempotencyKey: 'upload-key-1',
};
const item: OutboxItem = {
  id: 'key-1',
  userUuid: 'u',
  label: 'Waste bag',
  method: 'POST',
  path: '/api/collectedMaterials',
  body: { weight: '12.5', pictureFileUploadUuid: 'local-1', documents: ['local-1', 'other'] },
  pictureUuids: ['local-1'],
  createdAt: '2026-11-25T09:00:01.000Z',
  state: 'waiting',
  attempts: 0,
};

describe('the outbox delivers a submission once, its pictures first', () => {
  it("uploads the picture with its own key, sends the body with the server's uuid, then forgets the picture", async () => {
    const { kept, store } = memoryStore([picture]);
    const sent: unknown[] = [];
    const uploads: string[] = [];
    const transport: Transport = {
      upload: async (p) => {
        uploads.push(p.idempotencyKey);
        return { uuid: 'server-1' };
      },
      send: async (_item, body) => {
        sent.push(body);
        return { uuid: 'bag' };
      },
    };
    expect(await deliver(item, store, transport)).toEqual({
      outcome: 'sent',
      answer: { uuid: 'bag' },
    });
    expect(uploads).toEqual(['upload-key-1']);
    expect(sent).toEqual([
      { weight: '12.5', pictureFileUploadUuid: 'server-1', documents: ['server-1', 'other'] },
    ]);
    expect(kept.size).toBe(0);
  });

  it('a picture uploaded by a failed attempt is not uploaded again; the next attempt only sends', async () => {
    const { kept, store } = memoryStore([picture]);
    let uploads = 0;
    let online = false;
    const transport: Transport = {
      upload: async () => {
        uploads += 1;
        return { uuid: 'server-1' };
      },
      send: async () => {
        if (!online) throw new TypeError('Failed to fetch');
        return {};
      },
    };
    expect((await deliver(item, store, transport)).outcome).toBe('retry');
    expect(kept.get('local-1')?.uploadedUuid).toBe('server-1');
    online = true;
    expect((await deliver(item, store, transport)).outcome).toBe('sent');
    expect(uploads).toBe(1);
  });

  it('a refusal is not retried and keeps the picture (the form keeps its values)', async () => {
    const { kept, store } = memoryStore([picture]);
    const refusal = new ApiError(400, { fieldErrors: { weight: 'validationInvalid' } });
    const transport: Transport = {
      upload: async () => ({ uuid: 's' }),
      send: async () => {
        throw refusal;
      },
    };
    expect(await deliver(item, store, transport)).toEqual({ outcome: 'refused', error: refusal });
    expect(kept.has('local-1')).toBe(true);
  });

  it('retries no answer, server errors, 401, 408 and 429; not 400, 403, 404 or 409', () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new ApiError(500, {}),
      new ApiError(503, {}),
      new ApiError(401, {}),
      new ApiError(408, {}),
      new ApiError(429, {}),
    ]) {
      expect(isRetryable(error)).toBe(true);
    }
    for (const status of [400, 403, 404, 409, 413])
      expect(isRetryable(new ApiError(status, {}))).toBe(false);
  });

  it('replaces local uuids at any depth and leaves other values alone', () => {
    expect(withUploads({ a: [{ b: 'x' }, 3, null], c: 'y' }, new Map([['x', 'X']]))).toEqual({
      a: [{ b: 'X' }, 3, null],
      c: 'y',
    });
  });
});
