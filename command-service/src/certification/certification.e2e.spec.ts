import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { hubOfType, truckFrom, uploadEvidence } from '../transports/transports.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const origin = () => ({ uuid: randomUUID(), name: 'Recicla Norte' });
const hubEvents = async (hubUuid: string) => {
  const filters = encodeURIComponent(
    JSON.stringify([
      { field: 'HUB_UUID', operator: 'EQUALS', value: hubUuid },
      { field: 'TYPE', operator: 'EQUALS', value: 'CERTIFICATION' },
    ]),
  );
  return (await t.call('GET', `/api/admin/hubEvents?filters=${filters}`, { token: t.adminToken }))
    .body.items;
};

describe('certificates (Document 3 §7)', () => {
  it('a co-processing facility adds a certificate to a truck load: a CERTIFICATION hub event, and the load leaves its stock', async () => {
    const from = origin();
    const { hub, token } = await hubOfType(
      t,
      'Cert Co-processing',
      'CO_PROCESSING_FACILITY',
      ['TRUCK_LOAD_REGISTRATION', 'MATERIAL_CERTIFICATION'],
      { supplierUuids: [from.uuid] },
    );
    const truck = await truckFrom(t, from, 'MATERIAL_HANDLING_CENTER', 'ABC1D23', ['RDF'], 900);
    const load = await t.call('POST', '/api/coProcessingMaterials', {
      token,
      body: {
        weight: '900',
        licensePlate: 'ABC1D23',
        pictureFileUploadUuid: await uploadEvidence(t, token),
        ongoingTransportUuid: truck,
      },
    });
    expect(load.body).toMatchObject({ uuid: expect.any(String) });
    expect(
      (await t.call('GET', '/api/coProcessingMaterials/readyForCertification', { token })).body,
    ).toEqual([
      expect.objectContaining({ uuid: load.body.uuid, weight: 900, licensePlate: 'ABC1D23' }),
    ]);

    const add = (uuid: string, body: Record<string, unknown>, as = token) =>
      t.call('POST', `/api/coProcessingMaterials/${uuid}/addCertificate`, { token: as, body });
    expect(
      (
        await add(load.body.uuid, {
          moisturePercentage: '100',
          ashPercentage: '101',
          calorificValue: '0',
        })
      ).body.fieldErrors,
    ).toEqual({
      moisturePercentage: 'validationMax',
      ashPercentage: 'validationMax',
      calorificValue: 'validationMin',
      certificatePictureFileUploadUuid: 'validationRequired',
    });
    expect((await add(load.body.uuid, {})).body.fieldErrors).toMatchObject({
      moisturePercentage: 'validationRequired',
      calorificValue: 'validationRequired',
    });
    const certificate = await uploadEvidence(t, token);
    const added = await add(load.body.uuid, {
      moisturePercentage: '12.5',
      ashPercentage: '4',
      calorificValue: '5200',
      certificatePictureFileUploadUuid: certificate,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      materialUuid: load.body.uuid,
      moisturePercentage: 12.5,
      ashPercentage: 4,
      calorificValue: 5200,
    });
    expect(
      (
        await add(load.body.uuid, {
          moisturePercentage: '12',
          calorificValue: '5000',
          certificatePictureFileUploadUuid: certificate,
        })
      ).body.errorMessageKey,
    ).toBe('noMaterialForCertification');
    expect(
      (await t.call('GET', '/api/coProcessingMaterials/readyForCertification', { token })).body,
    ).toEqual([]);
    expect(await hubEvents(hub.uuid)).toEqual([
      expect.objectContaining({
        type: 'CERTIFICATION',
        moisturePercentage: 12.5,
        ashPercentage: 4,
        calorificValue: 5200,
        weight: 900,
        licensePlate: 'ABC1D23',
      }),
    ]);
    expect(
      (await t.call('GET', `/api/admin/hubs/stock?hubUuid=${hub.uuid}`, { token: t.adminToken }))
        .body,
    ).toEqual([]);

    // A certificate's hub event is not deleted (Document 2 §5: registration, segregation and clearance only).
    const removed = await t.call('POST', `/api/admin/hubEvents/${added.body.uuid}/remove`, {
      token: t.adminToken,
      body: { comment: 'wrong lab report' },
    });
    expect(removed.status).toBe(400);
    expect(removed.body.errorMessageKey).toBe('hubEventNotRemovable');
    expect(
      (await t.call('GET', `/api/admin/hubs/stock?hubUuid=${hub.uuid}`, { token: t.adminToken }))
        .body,
    ).toEqual([]);

    // Another hub's load is 404; a recycler cannot add a co-processing certificate (403 by type, 404 by scope).
    const { token: other } = await hubOfType(t, 'Cert Co-processing 2', 'CO_PROCESSING_FACILITY', [
      'TRUCK_LOAD_REGISTRATION',
      'MATERIAL_CERTIFICATION',
    ]);
    expect(
      (
        await add(
          load.body.uuid,
          {
            moisturePercentage: '12',
            calorificValue: '5000',
            certificatePictureFileUploadUuid: await uploadEvidence(t, other),
          },
          other,
        )
      ).status,
    ).toBe(404);
    const { token: recycler } = await hubOfType(t, 'Cert Recycler X', 'RECYCLER', [
      'MATERIAL_CERTIFICATION',
    ]);
    expect(
      (await t.call('GET', '/api/coProcessingMaterials/readyForCertification', { token: recycler }))
        .status,
    ).toBe(403);
  });

  it('a recycler certifies a truck load with a certified weight', async () => {
    const from = origin();
    const { hub, token } = await hubOfType(
      t,
      'Cert Recycler',
      'RECYCLER',
      ['TRUCK_LOAD_REGISTRATION', 'MATERIAL_CERTIFICATION'],
      { supplierUuids: [from.uuid] },
    );
    const truck = await truckFrom(t, from, 'COLLECTION_CENTER', 'B 7 CR', ['PET_CLEAR'], 640);
    const load = await t.call('POST', '/api/registeredMaterials', {
      token,
      body: {
        weight: '640',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: await uploadEvidence(t, token),
        ongoingTransportUuid: truck,
      },
    });
    expect(load.body).toMatchObject({ uuid: expect.any(String) });
    const ready = await t.call('GET', '/api/collectedMaterials/readyForCertification', { token });
    expect(ready.body).toEqual([
      expect.objectContaining({
        uuid: load.body.uuid,
        weight: 640,
        quantityUnit: 'KG',
        weighedAt: expect.any(String),
      }),
    ]);

    const certify = (body: Record<string, unknown>, uuid = load.body.uuid as string, as = token) =>
      t.call('POST', `/api/collectedMaterials/${uuid}/certify`, { token: as, body });
    expect((await certify({ certifiedWeight: '0' })).body.fieldErrors).toEqual({
      certifiedWeight: 'validationMin',
      certificatePictureFileUploadUuid: 'validationRequired',
    });
    expect((await certify({ certifiedWeight: '12345678901' })).body.fieldErrors).toMatchObject({
      certifiedWeight: 'validationExceedsMaxLength',
    });
    expect(
      (
        await certify(
          {
            certifiedWeight: '600',
            certificatePictureFileUploadUuid: await uploadEvidence(t, token),
          },
          randomUUID(),
        )
      ).status,
    ).toBe(404);
    const done = await certify({
      certifiedWeight: '612.5',
      certificatePictureFileUploadUuid: await uploadEvidence(t, token),
    });
    expect(done.body).toMatchObject({ materialUuid: load.body.uuid, certifiedWeight: 612.5 });
    expect(
      (await t.call('GET', '/api/collectedMaterials/readyForCertification', { token })).body,
    ).toEqual([]);
    expect(await hubEvents(hub.uuid)).toEqual([
      expect.objectContaining({ certifiedWeight: 612.5, weight: 612.5 }),
    ]);

    const { token: co } = await hubOfType(t, 'Cert Co 3', 'CO_PROCESSING_FACILITY', [
      'MATERIAL_CERTIFICATION',
    ]);
    expect(
      (await t.call('GET', '/api/collectedMaterials/readyForCertification', { token: co })).status,
    ).toBe(403);
    expect(
      (
        await certify(
          { certifiedWeight: '600', certificatePictureFileUploadUuid: await uploadEvidence(t, co) },
          load.body.uuid,
          co,
        )
      ).status,
    ).toBe(404);
  });
});

describe('user instruction views', () => {
  it('counts each view per user and instruction', async () => {
    const { token } = await hubOfType(t, 'Instruction Hub', 'RECYCLER', ['MATERIAL_SEGREGATION']);
    const views = async () =>
      (
        await t.call('GET', '/api/userInstructionViews?instruction=FINISH_TRUCK_LOAD_GRADING', {
          token,
        })
      ).body;
    expect(await views()).toEqual({ instruction: 'FINISH_TRUCK_LOAD_GRADING', viewsCount: 0 });
    for (let i = 0; i < 2; i++)
      expect(
        (
          await t.call('POST', '/api/userInstructionViews', {
            token,
            body: { instruction: 'FINISH_TRUCK_LOAD_GRADING' },
          })
        ).status,
      ).toBe(201);
    expect(await views()).toEqual({ instruction: 'FINISH_TRUCK_LOAD_GRADING', viewsCount: 2 });
    expect(
      (
        await t.call('GET', '/api/userInstructionViews?instruction=FINISH_MATERIAL_GRADING', {
          token,
        })
      ).body.viewsCount,
    ).toBe(0);
    expect(
      (await t.call('POST', '/api/userInstructionViews', { token, body: { instruction: 'X' } }))
        .body.fieldErrors,
    ).toEqual({ instruction: 'validationRequired' });
    expect((await t.call('GET', '/api/userInstructionViews', { token })).body.fieldErrors).toEqual({
      instruction: 'validationRequired',
    });
  });
});
