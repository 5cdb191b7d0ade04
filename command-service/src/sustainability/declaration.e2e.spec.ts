import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { gradingHub } from '../grading/grading.fixtures';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { uploadEvidence } from '../transports/transports.fixtures';
import { RECYCLER_FEATURES, recyclerHub } from '../truck-loads/recycler.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const created = (answer: { status: number; body: { uuid?: string } }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body.uuid as string;
};
/** The PDF's text, read back with unpdf (pdf.js), as a reader's PDF viewer would show it. */
const pdfText = async (path: string, token: string) => {
  const answer = await fetch(t.url + path, { headers: { 'x-auth-token': token } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await answer.arrayBuffer());
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
};

/** A clearance of `materialType` with its picture and weight: the hub's stock leaves. */
const clear = async (token: string, weight: string, buyer: string) => {
  const clearance = created(
    await t.call('POST', '/api/materialClearances', {
      token,
      body: {
        materialTypes: ['PET_CLEAR'],
        transporterLicensePlate: 'MH 12 DC 7',
        partialClearance: false,
        buyer,
        pictureFileUploadUuid: await uploadEvidence(t, token),
      },
    }),
  );
  const weighed = await t.call('POST', `/api/materialClearances/${clearance}/weigh`, {
    token,
    body: { weight, weighSlipPictureFileUploadUuid: await uploadEvidence(t, token) },
  });
  expect(weighed.status, JSON.stringify(weighed.body)).toBeLessThan(300);
  return { clearance, transport: weighed.body.ongoingTransportUuid as string };
};

describe("a recycler's sustainability declaration names the material's sources from lineage", () => {
  it('is a PDF per clearance with generateSustainabilityDeclaration, for the recycler and admins only', async () => {
    const CLEARING = [
      'WASTE_BAG_REGISTRATION',
      'MATERIAL_SEGREGATION',
      'MATERIAL_CLEARANCE',
      'MASS_BALANCE_TRACKING',
    ];
    const center = await gradingHub(t, 'Sabarmati Collection Center', { features: CLEARING });
    created(
      await t.call('POST', '/api/collectedMaterials', {
        token: center.token,
        body: {
          registrationUnit: 'BAG',
          weight: '25',
          materialType: 'PET_CLEAR',
          pictureFileUploadUuid: await uploadEvidence(t, center.token),
        },
      }),
    );
    const { transport } = await clear(center.token, '24', 'Declaring Recycler');
    await gradingHub(t, 'Unrelated Hub');
    const recycler = await recyclerHub(t, 'Declaring Recycler', {
      features: [...RECYCLER_FEATURES, 'MATERIAL_CLEARANCE'],
      supplierUuids: [center.hub.uuid],
      generateSustainabilityDeclaration: true,
    });
    for (const body of [
      { weight: '24', ongoingTransportUuid: transport },
      {
        weight: '40',
        supplier: 'Kolhapur Aggregators',
        licensePlate: 'MH 09 KA 1',
      },
    ])
      created(
        await t.call('POST', '/api/registeredMaterials', {
          token: recycler.token,
          body: {
            materialType: 'PET_CLEAR',
            pictureFileUploadUuid: await uploadEvidence(t, recycler.token),
            ...body,
          },
        }),
      );
    const { clearance } = await clear(recycler.token, '60', 'Pellet Buyer Ltd');

    const listed = await t.call('GET', '/api/sustainabilityDeclarations', {
      token: recycler.token,
    });
    expect(listed.body).toEqual([expect.objectContaining({ uuid: clearance, weight: 60 })]);
    expect(
      (await t.call('GET', '/api/sustainabilityDeclarations', { token: center.token })).status,
    ).toBe(404);
    const path = `/api/materialClearances/${clearance}/sustainabilityDeclaration`;
    const text = await pdfText(path, recycler.token);
    expect(text).toContain('Sustainability declaration');
    expect(text).toContain('Declaring Recycler');
    expect(text).toContain('Sabarmati Collection Center');
    expect(text).toContain('Kolhapur Aggregators');
    expect(text).toContain('Pellet Buyer Ltd');
    expect(text).not.toContain('Unrelated Hub');
    expect(
      await pdfText(
        `/api/admin/materialClearances/${clearance}/sustainabilityDeclaration`,
        t.adminToken,
      ),
    ).toContain('Kolhapur Aggregators');
    // Another hub's user: 404; the collection center's own clearance is no recycler's: 404.
    expect((await t.call('GET', path, { token: center.token })).status).toBe(404);

    // Switched off: no declaration, for anyone.
    const detail = (
      await t.call('GET', `/api/admin/companies/hubs/${recycler.hub.uuid}`, { token: t.adminToken })
    ).body;
    for (const k of [
      'uuid',
      'state',
      'createdAt',
      'updatedAt',
      'organization',
      'assignedCompanies',
      'qrCode',
      'users',
    ])
      delete detail[k];
    expect(
      (
        await t.call('POST', `/api/admin/companies/hubs/${recycler.hub.uuid}`, {
          token: t.adminToken,
          body: { ...detail, generateSustainabilityDeclaration: false, firstUser: null },
        })
      ).status,
    ).toBe(200);
    expect((await t.call('GET', path, { token: recycler.token })).status).toBe(404);
    expect(
      (await t.call('GET', '/api/sustainabilityDeclarations', { token: recycler.token })).status,
    ).toBe(404);
    expect(
      (
        await t.call(
          'GET',
          `/api/admin/materialClearances/${clearance}/sustainabilityDeclaration`,
          { token: t.adminToken },
        )
      ).status,
    ).toBe(404);
  });
});
