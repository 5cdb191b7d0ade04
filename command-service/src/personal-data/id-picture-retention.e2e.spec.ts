import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectorRow } from '@cairn/projection-service';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { picture, uploadPicture } from '../../test/harness/fixtures';
import { gradingHub } from '../grading/grading.fixtures';
import { generateTracked } from '../tracking/tracking.handlers';
import { deleteExpiredIdPictures } from './id-picture-retention.job';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const NAME = 'Philomena Retention-Testcase';
const MONTH = 31 * 24 * 3600_000;

/** A collector made, pictured and defined `ago` ms before now (the app's clock moved back). */
const collectorDefined = async (hubUuid: string, token: string, file: string, ago: number) => {
  const at = () => new Date(Date.now() - ago);
  t.running.app.now = at;
  try {
    const [uuid] = (
      await generateTracked(
        t.running.app,
        { commandId: `gen-${Math.random()}`, actorUuid: null, now: at().toISOString() },
        { kind: 'COLLECTOR', hubUuid, type: 'INDIVIDUAL', count: 1 },
      )
    ).uuids;
    const upload = await uploadPicture(
      t,
      token,
      '/api/fileUploads',
      await picture(file),
      {},
      'id.png',
    );
    expect(upload.status).toBe(201);
    const defined = await t.call('POST', `/api/collectors/${uuid}`, {
      token,
      body: {
        name: NAME,
        idNumber: 'RT-1',
        birthDate: '1980-01-01',
        idDocumentFileUploadUuid: upload.body.uuid,
      },
    });
    expect(defined.status).toBe(200);
    return uuid as string;
  } finally {
    t.running.app.now = () => new Date();
  }
};

const filesOf = async (uuid: string) =>
  (await t.call('GET', `/api/admin/personalData/${uuid}`, { token: t.adminToken })).body
    .files as Array<{ uuid: string; url: string | null }>;

describe('ID picture retention (issue 33 §6)', () => {
  it('has a documented default, and takes only a whole number of months from 1 to 120', async () => {
    const url = '/api/admin/platformSettings';
    const read = await t.call('GET', url, { token: t.adminToken });
    expect(read.body).toEqual({ idPictureRetentionMonths: 24 });
    const bad = await t.call('POST', url, {
      token: t.adminToken,
      body: { idPictureRetentionMonths: 0 },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('validationMin');
    expect((await t.call('GET', url, { token: t.adminToken })).body).toEqual(read.body);
  });

  it('deletes and records the picture of a collector inactive past the setting, keeps a recent one', async () => {
    const { hub, token } = await gradingHub(t, 'Retention Hub');
    const old = await collectorDefined(hub.uuid, token, 'label-8340-grams.png', 26 * MONTH);
    const recent = await collectorDefined(hub.uuid, token, 'scale-display-12-5-kg.png', MONTH);
    await expect
      .poll(
        async () =>
          (await t.running.app.rows.getMany<CollectorRow>('collectors', [old, recent])).size,
      )
      .toBe(2);
    const [oldFile] = await filesOf(old);
    expect(oldFile?.url).not.toBeNull();

    expect(await deleteExpiredIdPictures(t.running.app)).toEqual([old]);

    expect((await filesOf(old)).map((f) => f.url)).toEqual([null]);
    expect((await filesOf(recent)).map((f) => f.url)).not.toContain(null);
    const recorded = async () =>
      (
        await t.running.sql.query<{ data: Record<string, unknown>; text: string }>(
          `select data, data::text as text from events where type = 'IdPictureDeleted'`,
        )
      ).rows;
    const [event, ...more] = await recorded();
    expect(more).toEqual([]);
    expect(event?.data).toMatchObject({
      collectorUuid: old,
      reason: 'RETENTION',
      deletedFileUploadUuids: [oldFile?.uuid],
      retentionMonths: 24,
    });
    expect(event?.text).not.toContain(NAME);

    // Again: nothing left to delete, nothing more recorded.
    expect(await deleteExpiredIdPictures(t.running.app)).toEqual([]);
    expect(await recorded()).toHaveLength(1);

    // A shorter setting makes the recent one due as well.
    const changed = await t.call('POST', '/api/admin/platformSettings', {
      token: t.adminToken,
      body: { idPictureRetentionMonths: 1 },
    });
    expect(changed.body).toEqual({ idPictureRetentionMonths: 1 });
    expect(await deleteExpiredIdPictures(t.running.app, new Date(Date.now() + 2 * MONTH))).toEqual([
      recent,
    ]);
  });
});
