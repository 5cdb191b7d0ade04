import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HubEventRow, findingSentence } from '@cairn/contracts';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { autoReviewed as reviewed, printedPdf } from '../../test/harness/auto-review.fixtures';
import { picture, uploadPicture } from '../../test/harness/fixtures';
import { hubOfType, truckFrom, uploadEvidence } from '../transports/transports.fixtures';

let t: TestApp;
// Text recognition off: PDFs are read by their text layer, which needs none.
beforeAll(async () => {
  t = await startTestApp({ autoReview: true });
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

const upload = async (token: string, file: Buffer, name: string) => {
  const answer = await uploadPicture(t, token, '/api/fileUploads', file, {}, name);
  expect(answer.status).toBe(201);
  return answer.body.uuid as string;
};

describe('automatic review of documents and transports through the running app', () => {
  it('flags a load heavier than its truck, a certificate PDF whose moisture differs, and records a PDF without text as a failure', async () => {
    const origin = await hubOfType(t, 'Recycler Documents', 'RECYCLER', [
      'TRUCK_LOAD_REGISTRATION',
    ]);
    const { token } = await hubOfType(
      t,
      'Cement Plant Documents',
      'CO_PROCESSING_FACILITY',
      ['TRUCK_LOAD_REGISTRATION', 'MATERIAL_CERTIFICATION'],
      { supplierUuids: [origin.hub.uuid] },
    );
    const truck = await truckFrom(t, origin.hub, 'RECYCLER', 'DOC-570', ['CARDBOARD'], 570);
    const heavy = await t.call('POST', '/api/coProcessingMaterials', {
      token,
      body: {
        weight: '1000',
        licensePlate: 'DOC-570',
        pictureFileUploadUuid: await upload(
          token,
          await picture('bag-on-scale-22-45-kg.png'),
          'truck.png',
        ),
        ongoingTransportUuid: truck,
      },
    });
    expect(heavy.status).toBe(201);
    const load = await reviewed(t, heavy.body.uuid);
    expect(load).toMatchObject({
      status: 'AUTO_FLAGGED',
      anomalies: ['SUPPLIER_TRANSPORT_WEIGHT_OUTLIER'],
    });
    const [outlier] = load.review!.findings!;
    expect(outlier.evidence).toEqual({
      receivedWeight: 1000,
      dispatchedWeight: 570,
      dispatchedBy: 'Recycler Documents',
      transportUuid: truck,
      quantityUnit: 'KG',
    });
    expect(findingSentence(outlier)).toBe(
      '1000 kg received from a transport that left Recycler Documents with 570 kg.',
    );

    const lab = await printedPdf([
      'Laboratory report 2026/118',
      'Sample: refuse-derived fuel',
      'Calorific value 18.2 MJ/kg',
      'Total moisture: 18,5 %',
      'Ash 8 %',
    ]);
    const certified = await t.call(
      'POST',
      `/api/coProcessingMaterials/${heavy.body.uuid}/addCertificate`,
      {
        token,
        body: {
          moisturePercentage: '12',
          calorificValue: '18200',
          certificatePictureFileUploadUuid: await upload(token, lab, 'lab.pdf'),
        },
      },
    );
    expect(certified.status).toBe(201);
    const certificate = await reviewed(t, certified.body.uuid);
    expect(certificate).toMatchObject({
      status: 'AUTO_FLAGGED',
      anomalies: ['DOCUMENT_MOISTURE_PERCENTAGE_MISMATCH'],
      autoReview: { failures: [] },
    });
    expect(certificate.review!.findings!.map(findingSentence)).toEqual([
      'The certificate (PDF) states 18.5 % moisture; 12 % was entered.',
    ]);

    // A second truck, weighed as it left; its certificate is a scan without a text layer.
    const second = await truckFrom(t, origin.hub, 'RECYCLER', 'DOC-900', ['CARDBOARD'], 900);
    const fair = await t.call('POST', '/api/coProcessingMaterials', {
      token,
      body: {
        weight: '890',
        licensePlate: 'DOC-900',
        pictureFileUploadUuid: await upload(
          token,
          await picture('bag-on-scale-14-80-kg.png'),
          'truck2.png',
        ),
        ongoingTransportUuid: second,
      },
    });
    expect(await reviewed(t, fair.body.uuid)).toMatchObject({
      status: 'PENDING',
      anomalies: [],
      autoReview: { outcome: 'PASSED', findings: [], failures: [] },
    });
    const scan = await t.call(
      'POST',
      `/api/coProcessingMaterials/${fair.body.uuid}/addCertificate`,
      {
        token,
        body: {
          moisturePercentage: '12',
          calorificValue: '18200',
          certificatePictureFileUploadUuid: await upload(token, await printedPdf([]), 'scan.pdf'),
        },
      },
    );
    const unread = await reviewed(t, scan.body.uuid);
    expect(unread).toMatchObject({
      status: 'PENDING',
      autoReview: { outcome: 'INCOMPLETE', findings: [] },
    });
    expect(unread.autoReview!.failures).toEqual([
      { check: 'DOCUMENT_MOISTURE_PERCENTAGE_MISMATCH', error: 'pdfWithoutText' },
    ]);
  }, 90_000);

  it('flags a dispatch whose weigh slip PDF states another net weight than the one typed', async () => {
    const cc = await hubOfType(t, 'Collection Documents', 'COLLECTION_CENTER', [
      'WASTE_BAG_REGISTRATION',
    ]);
    const { hub, token } = await hubOfType(
      t,
      'Carrier Documents',
      'CARRIER',
      ['MATERIAL_REGISTRATION', 'MATERIAL_DISPATCH'],
      { supplierUuids: [cc.hub.uuid] },
    );
    const truck = await truckFrom(t, cc.hub, 'COLLECTION_CENTER', 'WS 57 0', ['PET_CLEAR'], 570);
    const received = await t.call('POST', '/api/carrierMaterials', {
      token,
      body: {
        transportOwner: 'Collection Documents',
        ongoingTransportUuid: truck,
        pictureFileUploadUuid: await upload(
          token,
          await picture('bag-on-scale-3-10-kg.png'),
          'unit.png',
        ),
      },
    });
    expect(received.status).toBe(201);
    const slip = await printedPdf([
      'WEIGH SLIP No. 20431',
      'Date 25.11.2026',
      'Gross 14 220 kg',
      'Tare 13 650 kg',
      'Net weight: 570 kg',
    ]);
    const dispatched = await t.call('POST', '/api/materialDispatches', {
      token,
      body: {
        identifier: 'WS-900',
        weight: '900',
        documentFileUploadUuid: await upload(token, slip, 'slip.pdf'),
      },
    });
    expect(dispatched.status).toBe(201);
    const filters = encodeURIComponent(
      JSON.stringify([
        { field: 'HUB_UUID', operator: 'EQUALS', value: hub.uuid },
        { field: 'TYPE', operator: 'EQUALS', value: 'CLEARANCE' },
      ]),
    );
    const [clearance] = (
      await t.call('GET', `/api/admin/hubEvents?filters=${filters}`, { token: t.adminToken })
    ).body.items as HubEventRow[];
    const row = await reviewed(t, clearance.uuid);
    expect(row).toMatchObject({
      status: 'AUTO_FLAGGED',
      anomalies: ['DOCUMENT_WEIGHSLIP_WEIGHT_MISMATCH'],
    });
    expect(row.review!.findings!.map(findingSentence)).toEqual([
      'The weigh slip (PDF) states 570 kg; 900 kg was entered.',
    ]);
  }, 60_000);

  it("a recycler's truck load lighter than what its truck left with is flagged too; one within 3 % is not", async () => {
    const cc = await hubOfType(t, 'Collection Trucks', 'COLLECTION_CENTER', [
      'WASTE_BAG_REGISTRATION',
    ]);
    const { token } = await hubOfType(
      t,
      'Recycler Trucks',
      'RECYCLER',
      ['TRUCK_LOAD_REGISTRATION'],
      { supplierUuids: [cc.hub.uuid] },
    );
    const load = async (plate: string, left: number, weight: string, file: string) => {
      const truck = await truckFrom(t, cc.hub, 'COLLECTION_CENTER', plate, ['PET_CLEAR'], left);
      const body = {
        weight,
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: await upload(token, await picture(file), `${plate}.png`),
        ongoingTransportUuid: truck,
      };
      const created = await t.call('POST', '/api/registeredMaterials', { token, body });
      expect(created.status).toBe(201);
      return reviewed(t, created.body.uuid);
    };
    const light = await load('RT-1', 1820, '1500', 'label-8340-grams.png');
    expect(light).toMatchObject({
      status: 'AUTO_FLAGGED',
      anomalies: ['SUPPLIER_TRANSPORT_WEIGHT_OUTLIER'],
    });
    expect(light.review!.findings![0].evidence).toMatchObject({
      receivedWeight: 1500,
      dispatchedWeight: 1820,
      dispatchedBy: 'Collection Trucks',
    });
    expect(await load('RT-2', 1820, '1805', 'label-net-wt-3-75-kg.png')).toMatchObject({
      anomalies: [],
      autoReview: { outcome: 'PASSED' },
    });
  }, 60_000);
  it("flags a recycler's certificate PDF stating another weight than the certified weight (DOCUMENT_CERTIFICATE_WEIGHT_MISMATCH); one that agrees is not", async () => {
    const cc = { uuid: randomUUID(), name: 'Certificate Weights Supplier' };
    const { token } = await hubOfType(
      t,
      'Recycler Certificates',
      'RECYCLER',
      ['TRUCK_LOAD_REGISTRATION', 'MATERIAL_CERTIFICATION'],
      { supplierUuids: [cc.uuid] },
    );
    const certify = async (plate: string, certifiedWeight: string, certificate: string[]) => {
      const truck = await truckFrom(t, cc, 'COLLECTION_CENTER', plate, ['PET_CLEAR'], 640);
      const load = await t.call('POST', '/api/registeredMaterials', {
        token,
        body: {
          weight: '640',
          materialType: 'PET_CLEAR',
          pictureFileUploadUuid: await uploadEvidence(t, token),
          ongoingTransportUuid: truck,
        },
      });
      expect(load.status).toBe(201);
      const done = await t.call('POST', `/api/collectedMaterials/${load.body.uuid}/certify`, {
        token,
        body: {
          certifiedWeight,
          certificatePictureFileUploadUuid: await upload(
            token,
            await printedPdf(certificate),
            `${plate}.pdf`,
          ),
        },
      });
      expect(done.status).toBe(201);
      return reviewed(t, done.body.uuid);
    };
    const certificate = [
      'Recycling certificate No. 7781',
      'Material: PET clear flakes',
      'Input 640 kg',
      'Certified weight: 612,5 kg',
    ];
    const off = await certify('CW-1', '640', certificate);
    expect(off).toMatchObject({
      status: 'AUTO_FLAGGED',
      anomalies: ['DOCUMENT_CERTIFICATE_WEIGHT_MISMATCH'],
      autoReview: { failures: [] },
    });
    expect(off.review!.findings!.map(findingSentence)).toEqual([
      'The certificate (PDF) states 612.5 kg; 640 kg was entered as the certified weight.',
    ]);
    expect(await certify('CW-2', '612.5', certificate)).toMatchObject({
      status: 'PENDING',
      anomalies: [],
      autoReview: { outcome: 'PASSED', findings: [], failures: [] },
    });
  }, 60_000);

  it('flags a certificate whose moisture is far above what the facility records (MOISTURE_PERCENTAGE_OUTLIER), once it has 8 earlier ones; a usual one is not', async () => {
    const supplier = { uuid: randomUUID(), name: 'Moisture Supplier' };
    const { token } = await hubOfType(
      t,
      'Cement Plant Moisture',
      'CO_PROCESSING_FACILITY',
      ['TRUCK_LOAD_REGISTRATION', 'MATERIAL_CERTIFICATION'],
      {
        supplierUuids: [supplier.uuid],
        eventAutoReviewTags: [
          'MOISTURE_PERCENTAGE_OUTLIER',
          'DOCUMENT_MOISTURE_PERCENTAGE_MISMATCH',
        ],
      },
    );
    const certify = async (n: number, moisture: string) => {
      const truck = await truckFrom(
        t,
        supplier,
        'MATERIAL_HANDLING_CENTER',
        `MO-${n}`,
        ['RDF'],
        900,
      );
      const load = await t.call('POST', '/api/coProcessingMaterials', {
        token,
        body: {
          weight: '900',
          licensePlate: `MO-${n}`,
          pictureFileUploadUuid: await uploadEvidence(t, token),
          ongoingTransportUuid: truck,
        },
      });
      expect(load.status).toBe(201);
      const lab = await printedPdf([
        `Laboratory report 2026/${300 + n}`,
        'Sample: refuse-derived fuel',
        `Total moisture: ${moisture} %`,
      ]);
      const added = await t.call(
        'POST',
        `/api/coProcessingMaterials/${load.body.uuid}/addCertificate`,
        {
          token,
          body: {
            moisturePercentage: moisture,
            calorificValue: '18200',
            certificatePictureFileUploadUuid: await upload(token, lab, `lab-${n}.pdf`),
          },
        },
      );
      expect(added.status).toBe(201);
      return reviewed(t, added.body.uuid);
    };
    const usual = ['11.8', '12.4', '12', '13.1', '11.5', '12.6', '12.2', '24'];
    // Fewer than 8 earlier certificates: no statistics, even for a wet load (the eighth).
    for (const [n, moisture] of usual.entries())
      expect(await certify(n, moisture)).toMatchObject({
        anomalies: [],
        autoReview: { outcome: 'PASSED', findings: [] },
      });
    expect(await certify(8, '12.9')).toMatchObject({
      anomalies: [],
      autoReview: { outcome: 'PASSED', findings: [] },
    });
    const wet = await certify(9, '26');
    expect(wet).toMatchObject({
      status: 'AUTO_FLAGGED',
      anomalies: ['MOISTURE_PERCENTAGE_OUTLIER'],
    });
    expect(wet.review!.findings![0].evidence).toMatchObject({
      enteredMoisture: 26,
      median: 12.4,
      sampleSize: 9,
    });
    expect(wet.review!.findings!.map(findingSentence)).toEqual([
      "26 % moisture is far above this hub's usual 12.4 % for this material and unit (robust z-score 14.8, 9 events).",
    ]);
  }, 90_000);
});
