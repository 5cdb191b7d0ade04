import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { picture, uploadPicture } from '../../test/harness/fixtures';
import { generateFor, gradingHub } from './grading.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const upload = async (token: string) =>
  (await uploadPicture(t, token, '/api/fileUploads', await picture('scale-display-12-5-kg.png')))
    .body.uuid as string;
const dayRange = () => {
  const now = new Date();
  const start = new Date(now);
  start.setUTCHours(0, 0, 0, 0);
  const end = new Date(now.getTime() + 3600_000);
  return `startDate=${encodeURIComponent(start.toISOString())}&endDate=${encodeURIComponent(end.toISOString())}`;
};

describe("a collection center's day over HTTP", () => {
  it('defines a collector, registers bags, grades them into output bags, finishes, and the mass balance adds up', async () => {
    const { hub, token } = await gradingHub(t, 'Day Hub');
    const [collectorUuid] = await generateFor(t, hub.uuid, 'COLLECTOR', 1);
    const [bagItem, secondItem, outputItem] = await generateFor(t, hub.uuid, 'TRACKED_ITEM', 3);

    expect((await t.call('GET', `/api/collectors/${collectorUuid}`, { token })).body).toMatchObject(
      { state: 'UNDEFINED', name: null },
    );
    const defined = await t.call('POST', `/api/collectors/${collectorUuid}`, {
      token,
      body: {
        name: 'Asha Kamble',
        idNumber: 'MH-1234',
        birthDate: '1988-04-12',
        idDocumentFileUploadUuid: await upload(token),
      },
    });
    expect(defined.status).toBe(200);
    expect(defined.body).toMatchObject({
      uuid: collectorUuid,
      state: 'DEFINED',
      name: 'Asha Kamble',
      idNumber: 'MH-1234',
    });
    expect(defined.body.idDocument.directLink).toContain('/files/');

    expect((await t.call('GET', '/api/segregationUnits?state=PROCESSING', { token })).body).toEqual(
      [],
    );
    expect(
      (await t.call('POST', '/api/collectedMaterials/grade', { token, body: {} })).body
        .errorMessageKey,
    ).toBe('noMaterialSourceForGrading');

    for (const [weight, materialType, trackedItemUuid] of [
      ['10', 'PET_CLEAR', bagItem],
      ['6.5', 'HDPE_MIXED', secondItem],
    ]) {
      const r = await t.call('POST', '/api/collectedMaterials', {
        token,
        body: {
          registrationUnit: 'BAG',
          weight,
          materialType,
          pictureFileUploadUuid: await upload(token),
          collectorUuid,
          trackedItemUuid,
        },
      });
      expect(r.status).toBe(201);
    }

    const started = await t.call('POST', '/api/collectedMaterials/grade', { token, body: {} });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      state: 'PROCESSING',
      inputTrackedItemsCount: 2,
      weight: 16.5,
      formattedWeight: '16.50',
      outputMaterialBagCount: 0,
    });
    const unit = started.body.uuid as string;
    const itemState = async (uuid: string) =>
      (await t.running.app.rows.get<{ state: string }>('trackedItems', uuid))?.state;
    expect(await itemState(bagItem)).toBe('IN_SORTING');
    expect(
      (await t.call('POST', '/api/collectedMaterials/grade', { token, body: {} })).status,
    ).toBe(409);

    const out = (weight: string, materialType: string, extra = {}) =>
      t.call('POST', `/api/segregationUnits/${unit}/outputMaterialBags`, {
        token,
        body: { weight, materialType, ...extra },
      });
    const first = await out('9.5', 'PET_CLEAR', {
      pictureFileUploadUuid: await upload(token),
      trackedItemUuid: outputItem,
    });
    expect(first.status).toBe(201);
    expect(await itemState(outputItem)).toBe('SORTED');
    expect(
      (await out('6', 'HDPE_MIXED', { pictureFileUploadUuid: await upload(token) })).status,
    ).toBe(201);
    const tooMuch = await out('2', 'PET_CLEAR', { pictureFileUploadUuid: await upload(token) });
    expect(tooMuch.body.fieldErrors).toEqual({ weight: 'validationMax' });
    const bad = await out('12345678901', 'GLASS_CLEAR', {});
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      weight: 'validationExceedsMaxLength',
      pictureFileUploadUuid: 'validationRequired',
    });
    const wrongType = await out('1', 'GLASS_CLEAR', { pictureFileUploadUuid: await upload(token) });
    expect(wrongType.body.fieldErrors).toEqual({ materialType: 'validationInvalid' });

    const ongoing = (await t.call('GET', '/api/segregationUnits?state=PROCESSING', { token })).body;
    expect(ongoing).toHaveLength(1);
    expect(ongoing[0]).toMatchObject({
      uuid: unit,
      outputMaterialBagCount: 2,
      formattedMaterialTotal: '15.50',
      materialBreakdown: { PET_CLEAR: 9.5, HDPE_MIXED: 6 },
    });

    const rows = (
      await t.call(
        'GET',
        `/api/admin/hubEvents?page=0&size=25&filters=${encodeURIComponent(JSON.stringify([{ field: 'UUID', operator: 'EQUALS', value: first.body.uuid }]))}`,
        { token: t.adminToken },
      )
    ).body;
    expect(rows.items[0]).toMatchObject({
      type: 'SEGREGATION',
      weight: 9.5,
      status: 'PENDING',
      materialType: 'PET_CLEAR',
    });
    const approved = await t.call('POST', `/api/admin/hubEvents/${first.body.uuid}/approve`, {
      token: t.adminToken,
      body: { tags: [] },
    });
    expect(approved.body.status).toBe('APPROVED');

    const finished = await t.call('POST', `/api/segregationUnits/${unit}/finish`, { token });
    expect(finished.body, JSON.stringify(finished.body)).toMatchObject({ state: 'DONE' });
    expect(
      (await t.call('POST', `/api/segregationUnits/${unit}/finish`, { token })).body
        .errorMessageKey,
    ).toBe('noOngoingSegregationUnit');
    expect((await t.call('GET', '/api/segregationUnits?state=PROCESSING', { token })).body).toEqual(
      [],
    );

    const registered = (
      await t.call('GET', `/api/massBalance/overview?account=REGISTRATION&${dayRange()}`, { token })
    ).body;
    expect(registered).toMatchObject({ total: 16.5, quantityUnit: 'KG' });
    expect(registered.outputTypeBreakdown).toEqual([
      { materialType: 'PET_CLEAR', productType: null, quantityUnit: 'KG', weight: 10 },
      { materialType: 'HDPE_MIXED', productType: null, quantityUnit: 'KG', weight: 6.5 },
    ]);
    expect(
      (
        await t.call('GET', `/api/massBalance/overview?account=SEGREGATION&${dayRange()}`, {
          token,
        })
      ).body.total,
    ).toBe(15.5);
    expect(
      (
        await t.call('GET', `/api/massBalance/clearable?account=REGISTRATION&${dayRange()}`, {
          token,
        })
      ).body.total,
    ).toBe(0);
    expect(
      (
        await t.call('GET', `/api/massBalance/clearable?account=SEGREGATION&${dayRange()}`, {
          token,
        })
      ).body.clearableTypeBreakdown,
    ).toHaveLength(2);
    const badQuery = await t.call(
      'GET',
      '/api/massBalance/overview?account=NOPE&startDate=yesterday',
      { token },
    );
    expect(badQuery.body.fieldErrors).toEqual({
      account: 'validationRequired',
      startDate: 'validationInvalid',
      endDate: 'validationRequired',
    });
  });

  it("another hub's collector and segregation unit answer 404; bad collector input answers 400 keys", async () => {
    const a = await gradingHub(t, 'Hub A');
    const b = await gradingHub(t, 'Hub B');
    const [collectorUuid] = await generateFor(t, a.hub.uuid, 'COLLECTOR', 1);
    const [itemOfA] = await generateFor(t, a.hub.uuid, 'TRACKED_ITEM', 1);
    expect(
      (await t.call('GET', `/api/collectors/${collectorUuid}`, { token: b.token })).status,
    ).toBe(404);
    expect(
      (
        await t.call('POST', `/api/collectors/${collectorUuid}`, {
          token: b.token,
          body: {
            name: 'X',
            idNumber: '1',
            birthDate: '1990-01-01',
            idDocumentFileUploadUuid: await upload(b.token),
          },
        })
      ).status,
    ).toBe(404);
    const invalid = await t.call('POST', `/api/collectors/${collectorUuid}`, {
      token: a.token,
      body: { name: ' ', birthDate: '2999-01-01' },
    });
    expect(invalid.body.fieldErrors).toEqual({
      name: 'validationRequired',
      idNumber: 'validationRequired',
      birthDate: 'validationNotInFuture',
      idDocumentFileUploadUuid: 'validationRequired',
    });

    await t.call('POST', '/api/collectedMaterials', {
      token: a.token,
      body: {
        weight: '4',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: await upload(a.token),
      },
    });
    const unit = (
      await t.call('POST', '/api/collectedMaterials/grade', { token: a.token, body: {} })
    ).body.uuid;
    const stolen = {
      weight: '1',
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: await upload(b.token),
    };
    expect(
      (
        await t.call('POST', `/api/segregationUnits/${unit}/outputMaterialBags`, {
          token: b.token,
          body: stolen,
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.call('POST', `/api/segregationUnits/${unit}/finish`, { token: b.token })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', '/api/segregationUnits?state=PROCESSING', { token: b.token })).body,
    ).toEqual([]);
    const foreignPicture = await t.call(
      'POST',
      `/api/segregationUnits/${unit}/outputMaterialBags`,
      { token: a.token, body: stolen },
    );
    expect(foreignPicture.body.fieldErrors).toEqual({ pictureFileUploadUuid: 'validationInvalid' });
    const [itemOfB] = await generateFor(t, b.hub.uuid, 'TRACKED_ITEM', 1);
    const foreignItem = await t.call('POST', `/api/segregationUnits/${unit}/outputMaterialBags`, {
      token: a.token,
      body: { ...stolen, pictureFileUploadUuid: await upload(a.token), trackedItemUuid: itemOfB },
    });
    expect(foreignItem.body.fieldErrors).toEqual({ trackedItemUuid: 'validationInvalid' });
    expect(itemOfA).toBeTruthy();
  });
});
