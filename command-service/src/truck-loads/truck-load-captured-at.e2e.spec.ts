import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { picture, uploadPicture } from '../../test/harness/fixtures';
import { hubOfType, truckFrom, uploadEvidence } from '../transports/transports.fixtures';
import { recyclerHub } from './recycler.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const truckLoadEvents = async (hubUuid: string) =>
  (await t.running.app.events.readAll({ txId: '0', position: '0' }, 1_000_000)).events.filter(
    (e) => e.type === 'TruckLoadRegistered' && (e.data as { hubUuid: string }).hubUuid === hubUuid,
  );

describe("a truck load's capture time (issue 31 §3)", () => {
  it('keeps the time the phone saved it in the event beside the time it arrived, and shows it on the hub event; a wrong one is refused', async () => {
    const cc = await hubOfType(t, 'Captured CC', 'COLLECTION_CENTER', ['WASTE_BAG_REGISTRATION']);
    const r = await recyclerHub(t, 'Captured Recycler', { supplierUuids: [cc.hub.uuid] });
    const truck = await truckFrom(t, cc.hub, 'COLLECTION_CENTER', 'MH 12 CA 1', ['PET_CLEAR'], 900);
    const body = {
      weight: '500',
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: await uploadEvidence(t, r.token),
      ongoingTransportUuid: truck,
      internalId: 'IN-CA',
    };
    const post = (capturedAt: unknown) =>
      t.call('POST', '/api/registeredMaterials', {
        token: r.token,
        body: { ...body, capturedAt },
      });

    // In the future beyond the clock's minute, a month and more ago, or not a time: 400, nothing kept.
    const inTwoHours = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const fortyDaysAgo = new Date(Date.now() - 40 * 86_400_000).toISOString();
    for (const [capturedAt, key] of [
      [inTwoHours, 'validationNotInFuture'],
      [fortyDaysAgo, 'validationTooOld'],
      ['yesterday', 'validationInvalid'],
    ]) {
      const refused = await post(capturedAt);
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toEqual({ capturedAt: key });
    }
    expect(await truckLoadEvents(r.hub.uuid)).toHaveLength(0);

    // Saved offline two hours ago, sent now.
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const sentAt = new Date().toISOString();
    expect((await post(twoHoursAgo)).status).toBe(201);
    const [event] = await truckLoadEvents(r.hub.uuid);
    expect(event.metadata.capturedAt).toBe(twoHoursAgo);
    expect(event.metadata.occurredAt >= sentAt).toBe(true);

    const filters = JSON.stringify([{ field: 'HUB_UUID', operator: 'EQUALS', value: r.hub.uuid }]);
    const rows = (
      await t.call(
        'GET',
        `/api/admin/hubEvents?page=0&size=50&filters=${encodeURIComponent(filters)}`,
        { token: t.adminToken },
      )
    ).body.items as Array<{ capturedAt: string | null; createdAt: string }>;
    expect(rows).toHaveLength(1);
    expect(rows[0].capturedAt).toBe(twoHoursAgo);
    expect(rows[0].createdAt >= sentAt).toBe(true);
  });

  it("keeps the picture's capture time with its upload, by the same rule", async () => {
    const r = await recyclerHub(t, 'Picture Time Recycler');
    const scale = await picture('scale-display-12-5-kg.png');
    const fields = { latitude: '-8.05', longitude: '-34.9' };
    const takenAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const upload = await uploadPicture(t, r.token, '/api/fileUploads', scale, {
      ...fields,
      capturedAt: takenAt,
    });
    expect(upload.status).toBe(201);
    expect(upload.body.capturedAt).toBe(takenAt);
    const read = await t.call('GET', `/api/fileUploads/${upload.body.uuid}`, { token: r.token });
    expect(read.body.capturedAt).toBe(takenAt);

    const old = await uploadPicture(t, r.token, '/api/fileUploads', scale, {
      ...fields,
      capturedAt: new Date(Date.now() - 60 * 86_400_000).toISOString(),
    });
    expect(old.status).toBe(400);
    expect(old.body.fieldErrors).toEqual({ capturedAt: 'validationTooOld' });
    const none = await uploadPicture(t, r.token, '/api/fileUploads', scale, fields);
    expect(none.body.capturedAt).toBeNull();
  });
});
