import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weightFromText } from '@cairn/contracts';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ocr: true });
});
afterAll(async () => {
  await t?.stop();
});

describe('picture analysis (tesseract.js, offline)', () => {
  it('the admin upload answers with the recognized text, which prefills the weight by the rule of §9', async () => {
    const { hub } = await hubWithManager(t, 'OCR Hub');
    const fields = { hubCompanyUuid: hub.uuid, latitude: '18.52', longitude: '73.85' };
    const grams = await uploadPicture(
      t,
      t.adminToken,
      '/api/admin/fileUploads',
      await picture('label-8340-grams.png'),
      fields,
    );
    expect(grams.status).toBe(201);
    expect(grams.body.postAnalysisResults.join(' ')).toContain('8340');
    expect(weightFromText(grams.body.postAnalysisResults)).toBe(8.34);

    const kilos = await uploadPicture(
      t,
      t.adminToken,
      '/api/admin/fileUploads',
      await picture('bag-on-scale-14-80-kg.png'),
      fields,
    );
    expect(weightFromText(kilos.body.postAnalysisResults)).toBe(14.8);

    const registered = await t.call('POST', '/api/admin/collectedMaterials', {
      token: t.adminToken,
      body: {
        weight: 8.34,
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: grams.body.uuid,
        hubCompanyUuid: hub.uuid,
      },
    });
    expect(registered.status).toBe(201);
  });

  it('the hub app upload is read by the worker in the background', async () => {
    const { token } = await hubWithManager(t, 'OCR Hub 2');
    const upload = await uploadPicture(
      t,
      token,
      '/api/fileUploads',
      await picture('bag-on-scale-7-25-kg.png'),
    );
    let results: string[] = [];
    for (let i = 0; i < 100 && results.length === 0; i++) {
      results = (await t.call('GET', `/api/fileUploads/${upload.body.uuid}`, { token })).body
        .postAnalysisResults;
      if (results.length === 0) await new Promise((r) => setTimeout(r, 200));
    }
    expect(weightFromText(results)).toBe(7.25);
  });

  it('the admin upload needs latitude, longitude and a hub, and takes only images of at most 3 MB', async () => {
    const { hub } = await hubWithManager(t, 'OCR Hub 3');
    const missing = await uploadPicture(
      t,
      t.adminToken,
      '/api/admin/fileUploads',
      await picture('label-8340-grams.png'),
      { hubCompanyUuid: hub.uuid },
    );
    expect(missing.status).toBe(400);
    // Missing is validationRequired (issue 19.7), wrong is validationInvalid.
    expect(missing.body.fieldErrors).toEqual({
      latitude: 'validationRequired',
      longitude: 'validationRequired',
    });
    const noHub = await uploadPicture(
      t,
      t.adminToken,
      '/api/admin/fileUploads',
      await picture('label-8340-grams.png'),
      { latitude: '', longitude: '95' },
    );
    expect(noHub.body.fieldErrors).toEqual({
      hubCompanyUuid: 'validationRequired',
      latitude: 'validationRequired',
    });
    const wrong = await uploadPicture(
      t,
      t.adminToken,
      '/api/admin/fileUploads',
      await picture('label-8340-grams.png'),
      { hubCompanyUuid: hub.uuid, latitude: '91', longitude: 'x' },
    );
    expect(wrong.body.fieldErrors).toEqual({
      latitude: 'validationInvalid',
      longitude: 'validationInvalid',
    });
    const pdf = await uploadPicture(
      t,
      t.adminToken,
      '/api/admin/fileUploads',
      Buffer.from('%PDF-1.4\n%%EOF'),
      { hubCompanyUuid: hub.uuid, latitude: '1', longitude: '1' },
      'doc.pdf',
    );
    expect(pdf.body.fieldErrors).toEqual({ file: 'validationFileType' });
    const big = await uploadPicture(
      t,
      t.adminToken,
      '/api/admin/fileUploads',
      Buffer.alloc(3_000_001, 1),
      { hubCompanyUuid: hub.uuid, latitude: '1', longitude: '1' },
    );
    expect(big.status).toBe(413);
  });
});
