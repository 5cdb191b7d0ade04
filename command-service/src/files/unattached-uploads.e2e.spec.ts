import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileUploadRow } from '@cairn/projection-service';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { discardUnattachedUploads, uploadsNamedBy } from './unattached-uploads.job';

/** Issue 21 §6: pictures never attached to a record are removed after UNATTACHED_UPLOAD_GRACE_HOURS. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { UNATTACHED_UPLOAD_GRACE_HOURS: '48' } });
});
afterAll(async () => {
  await t?.stop();
});

const later = (hours: number) => {
  t.running.app.now = () => new Date(Date.now() + hours * 3600_000);
};
const upload = async (token: string, file: string) =>
  (await uploadPicture(t, token, '/api/fileUploads', await picture(file))).body.uuid as string;
const shaOf = async (uuid: string) =>
  (await t.running.app.rows.get<FileUploadRow>('fileUploads', uuid))!.sha256;

describe('uploads no record names', () => {
  it('finds the uploads an event names, at any depth', () => {
    const named = uploadsNamedBy(
      {
        pictureFileUploadUuid: 'a',
        weighSlipPictureFileUploadUuid: 'b',
        evidence: [{ fileUploadUuid: 'c' }],
        uuid: 'not-a-file',
        note: 'd',
      },
      new Set(),
    );
    expect([...named].sort()).toEqual(['a', 'b', 'c']);
  });

  it('are discarded after the grace period, their content deleted unless another upload has it; attached ones stay', async () => {
    const { token } = await hubWithManager(t, 'Orphan Hub');
    const attached = await upload(token, 'bag-on-scale-7-25-kg.png');
    const orphan = await upload(token, 'label-8340-grams.png');
    const twin = await upload(token, 'bag-on-scale-7-25-kg.png'); // same bytes as the attached one
    const bag = await t.call('POST', '/api/collectedMaterials', {
      token,
      body: {
        registrationUnit: 'BAG',
        weight: '7.25',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: attached,
      },
    });
    expect(bag.status).toBe(201);
    const orphanSha = await shaOf(orphan);

    later(47);
    expect(await discardUnattachedUploads(t.running.app)).toEqual([]);
    later(49);
    expect((await discardUnattachedUploads(t.running.app)).sort()).toEqual([orphan, twin].sort());
    expect(await discardUnattachedUploads(t.running.app)).toEqual([]);
    later(0); // back to now: the session would have expired 49 hours later

    expect((await t.call('GET', `/api/fileUploads/${orphan}`, { token })).status).toBe(404);
    expect(await t.running.app.blobs.get(orphanSha)).toBeNull();
    const kept = await t.call('GET', `/api/fileUploads/${attached}`, { token });
    expect(kept.status).toBe(200);
    expect((await fetch(new URL(kept.body.directLink, t.url))).status).toBe(200);
    // A discarded upload can no longer document a record.
    const late = await t.call('POST', '/api/collectedMaterials', {
      token,
      body: {
        registrationUnit: 'BAG',
        weight: '8',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: twin,
      },
    });
    expect(late.status).toBe(400);
    expect(late.body.fieldErrors).toEqual({ pictureFileUploadUuid: 'validationInvalid' });
  });
});
