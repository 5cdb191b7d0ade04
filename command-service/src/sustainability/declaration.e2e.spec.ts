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
const pdfText = async (path: string, token: string, headers: Record<string, string> = {}) => {
  const answer = await fetch(t.url + path, { headers: { 'x-auth-token': token, ...headers } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await answer.arrayBuffer());
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
};

/** A clearance of `materialType` with its picture and weight: the hub's stock leaves. */
const clear = async (token: string, weight: string, buyer: string, weighedAt?: string) => {
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
    body: { weight, weighedAt, weighSlipPictureFileUploadUuid: await uploadEvidence(t, token) },
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

describe('a declaration per period', () => {
  it('names every clearance weighed in the period, its weight and sources, in one PDF', async () => {
    const recycler = await recyclerHub(t, 'Period Recycler', {
      features: [...RECYCLER_FEATURES, 'MATERIAL_CLEARANCE'],
      generateSustainabilityDeclaration: true,
      street: 'MIDC Road 7',
      zipCode: '416234',
      city: 'Kolhapur',
      region: 'Maharashtra',
      country: 'IN',
    });
    const load = async (weight: string, supplier: string, token = recycler.token) =>
      created(
        await t.call('POST', '/api/registeredMaterials', {
          token,
          body: {
            materialType: 'PET_CLEAR',
            pictureFileUploadUuid: await uploadEvidence(t, token),
            weight,
            supplier,
            licensePlate: 'MH 11 PR 1',
          },
        }),
      );
    await load('40', 'Kolhapur Aggregators');
    await clear(recycler.token, '40', 'October Buyer', '2026-10-15T10:00:00.000Z');
    await load('30', 'Satara Traders');
    // 20:00 UTC on 31 October is 01:30 on 1 November in India.
    await clear(recycler.token, '30', 'Halloween Buyer', '2026-10-31T20:00:00.000Z');
    const other = await recyclerHub(t, 'Other Recycler', {
      generateSustainabilityDeclaration: true,
    });
    await load('5', 'Not This Period Ltd', other.token);

    const october = '/api/sustainabilityDeclarations/period?from=2026-10-01&to=2026-10-31';
    const text = await pdfText(october, recycler.token);
    // The declaring recycler's address, as its hub settings give it.
    expect(text).toContain('MIDC Road 7, 416234 Kolhapur, Maharashtra, IN');
    expect(text).toContain('Period: 2026-10-01 to 2026-10-31');
    // The period's material flow, drawn as bars with every figure in words (issue 39).
    expect(text).toContain('Material flow of the period (kilograms, UTC days)');
    expect(text).toMatch(/Cleared \(weighed\)\s*70\.00 kg/);
    expect(text).toContain('Clearances: 2, in all 70.00 kg');
    expect(text).toContain('Clearance 1 of 2');
    expect(text).toContain('October Buyer');
    expect(text).toContain('Halloween Buyer');
    expect(text).toContain('Kolhapur Aggregators');
    expect(text).toContain('Satara Traders');
    // The first clearance was weighed before Satara's load arrived: only Kolhapur is its source.
    const first = text.slice(text.indexOf('Clearance 1 of 2'), text.indexOf('Clearance 2 of 2'));
    expect(first).toContain('Kolhapur Aggregators');
    expect(first).not.toContain('Satara Traders');
    expect(text).not.toContain('Not This Period Ltd');

    // Days are the caller's: in India the second clearance was weighed in November.
    const india = { 'x-time-zone': 'Asia/Kolkata' };
    const inIndia = await pdfText(october, recycler.token, india);
    expect(inIndia).toContain('Clearances: 1, in all 40.00 kg');
    expect(inIndia).not.toContain('Halloween Buyer');
    const admin = `/api/admin/companies/hubs/${recycler.hub.uuid}/sustainabilityDeclarations/period`;
    const november = await pdfText(`${admin}?from=2026-11-01&to=2026-11-30`, t.adminToken, india);
    expect(november).toContain('Halloween Buyer');
    expect(november).not.toContain('October Buyer');
    expect(
      await pdfText(
        '/api/sustainabilityDeclarations/period?from=2026-09-01&to=2026-09-30',
        recycler.token,
      ),
    ).toContain('No clearance was weighed in this period.');
    expect(
      await pdfText(
        '/api/sustainabilityDeclarations/period?from=2026-09-01&to=2026-09-30',
        recycler.token,
      ),
    ).toContain('Nothing was weighed at this hub in this period.');

    // Bad input: 400 per field.
    const refused = await t.call('GET', '/api/sustainabilityDeclarations/period?to=2026-10-31', {
      token: recycler.token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ fieldErrors: { from: 'validationRequired' } });
    expect(
      (
        await t.call(
          'GET',
          '/api/sustainabilityDeclarations/period?from=2026-10-31&to=2026-10-01',
          {
            token: recycler.token,
          },
        )
      ).body,
    ).toMatchObject({ fieldErrors: { to: 'validationInvalid' } });

    // Without the setting, or another hub's: 404.
    const center = await gradingHub(t, 'Undeclaring Center');
    expect((await t.call('GET', october, { token: center.token })).status).toBe(404);
    const centerPeriod = `/api/admin/companies/hubs/${center.hub.uuid}/sustainabilityDeclarations/period?from=2026-10-01&to=2026-10-31`;
    expect((await t.call('GET', centerPeriod, { token: t.adminToken })).status).toBe(404);
    const plain = await recyclerHub(t, 'Plain Recycler');
    expect((await t.call('GET', october, { token: plain.token })).status).toBe(404);
    // The other recycler's own period holds none of the first one's clearances.
    expect(await pdfText(october, other.token)).toContain('No clearance was weighed');
  });
});
