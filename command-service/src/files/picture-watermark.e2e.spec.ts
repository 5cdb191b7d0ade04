import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { FileUploadRow } from '@cairn/projection-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubBody, startTestApp, type TestApp } from '../../test/harness/test-app';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import { picture, uploadPicture } from '../../test/harness/fixtures';
import { registerUser } from '../identity/user.handlers';

/** Issue 20 item 4: enableGeolocationWatermark stamps position and time on the pictures served. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const managerOf = async (watermark: boolean) => {
  const created = await t.call('POST', '/api/admin/companies/hubs', {
    token: t.adminToken,
    body: hubBody({ name: `Stamp ${watermark}`, enableGeolocationWatermark: watermark }),
  });
  expect(created.status).toBe(201);
  const email = `stamp.${watermark}.${Date.now()}@test.example`;
  await registerUser(
    t.running.app,
    { commandId: `stamp-${email}`, actorUuid: null, now: new Date().toISOString() },
    {
      hubUuid: created.body.uuid,
      role: 'ROLE_HUB_MANAGER',
      gender: 'MALE',
      firstName: 'Ravi',
      lastName: 'Stamp',
      email,
      phoneNumber: null,
      language: 'EN',
      authType: 'EMAIL_PASSWORD',
      region: 'AP_MUMBAI',
    },
    TEST_PASSWORD,
  );
  return t.signIn(email);
};

/** Mean brightness of a horizontal strip (fractions of the height), from the decoded picture. */
const brightness = async (png: Buffer, from: number, to: number) => {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const start = Math.floor(info.height * from) * info.width;
  const end = Math.floor(info.height * to) * info.width;
  let sum = 0;
  for (let i = start; i < end; i++) sum += data[i];
  return sum / (end - start);
};

const served = async (token: string, original: Buffer) => {
  const upload = await uploadPicture(t, token, '/api/fileUploads', original, {
    latitude: '18.52',
    longitude: '73.85',
    accuracy: '9',
  });
  expect(upload.status).toBe(201);
  const answer = await fetch(new URL(upload.body.directLink, t.url));
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('image/png');
  const row = await t.running.app.rows.get<FileUploadRow>('fileUploads', upload.body.uuid);
  return { bytes: Buffer.from(await answer.arrayBuffer()), row: row! };
};

describe('the geolocation watermark', () => {
  it('serves a hub’s pictures with a stamped band when on, and keeps the original and its hash', async () => {
    const original = await picture('scale-display-12-5-kg.png');
    const { bytes, row } = await served(await managerOf(true), original);
    expect(bytes.equals(original)).toBe(false);
    // Same picture, a dark band along the bottom; the top is untouched.
    const [was, is] = [await sharp(original).metadata(), await sharp(bytes).metadata()];
    expect([is.width, is.height]).toEqual([was.width, was.height]);
    expect(await brightness(bytes, 0.97, 1)).toBeLessThan(
      (await brightness(original, 0.97, 1)) - 20,
    );
    expect(
      Math.abs((await brightness(bytes, 0, 0.5)) - (await brightness(original, 0, 0.5))),
    ).toBeLessThan(1);
    // The stored evidence is the upload itself.
    const sha256 = createHash('sha256').update(original).digest('hex');
    expect(row.sha256).toBe(sha256);
    expect((await t.running.app.blobs.get(row.sha256))!.equals(original)).toBe(true);
  });

  it('serves the picture exactly as uploaded when the hub has it off', async () => {
    const original = await picture('scale-display-12-5-kg.png');
    const { bytes } = await served(await managerOf(false), original);
    expect(bytes.equals(original)).toBe(true);
  });
});
