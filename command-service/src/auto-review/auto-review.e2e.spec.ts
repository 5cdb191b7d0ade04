import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubEventRow } from '@cairn/contracts';
import { hubBody, startTestApp, type TestApp } from '../../test/harness/test-app';
import { autoReviewed as reviewed } from '../../test/harness/auto-review.fixtures';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ocr: true, autoReview: true });
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

const register = async (hubUuid: string, file: Buffer, weight: number, name = 'scale.png') => {
  const upload = await uploadPicture(
    t,
    t.adminToken,
    '/api/admin/fileUploads',
    file,
    { hubCompanyUuid: hubUuid, latitude: '50.94', longitude: '6.96' },
    name,
  );
  expect(upload.status).toBe(201);
  const answer = await t.call('POST', '/api/admin/collectedMaterials', {
    token: t.adminToken,
    body: {
      weight,
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: upload.body.uuid,
      hubCompanyUuid: hubUuid,
    },
  });
  expect(answer.status).toBe(201);
  return answer.body.uuid as string;
};

describe('automatic review through the running app (OCR and picture hashes offline)', () => {
  it("flags a weight that is not the scale's, a copy of a picture used at another hub, and not a consistent new photo", async () => {
    const { hub: koeln, token: koelnToken } = await hubWithManager(t, 'Rhein Materials Hub Köln');
    const { hub: pune, token: puneToken } = await hubWithManager(t, 'Green Loop Pune');
    const shows = await t.call('POST', `/api/admin/companies/hubs/${pune.uuid}`, {
      token: t.adminToken,
      body: {
        ...hubBody({ name: 'Green Loop Pune', eventAppReviewTags: ['IMAGE_DUPLICATE'] }),
        firstUser: undefined,
      },
    });
    expect(shows.status).toBe(200);
    const scale = await picture('scale-display-12-5-kg.png');

    const first = await reviewed(t, await register(koeln.uuid, scale, 19.75));
    expect(first).toMatchObject({
      status: 'AUTO_FLAGGED',
      anomalies: ['IMAGE_WEIGHT_MISMATCH'],
      review: { status: 'AUTO_FLAGGED' },
    });
    expect(first.review!.findings).toEqual([
      expect.objectContaining({
        tag: 'IMAGE_WEIGHT_MISMATCH',
        evidence: { readWeight: 12.5, enteredWeight: 19.75, quantityUnit: 'KG' },
      }),
    ]);

    const stock = (
      await t.call('GET', `/api/admin/hubs/stock?hubUuid=${koeln.uuid}`, { token: t.adminToken })
    ).body;
    expect(stock).toEqual([
      expect.objectContaining({
        materialType: 'PET_CLEAR',
        quantity: 19.75,
        flaggedQuantity: 19.75,
      }),
    ]);
    const period = `startDate=${encodeURIComponent(new Date(Date.now() - 3600_000).toISOString())}&endDate=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`;
    expect(
      (
        await t.call('GET', `/api/massBalance/overview?account=REGISTRATION&${period}`, {
          token: koelnToken,
        })
      ).body,
    ).toMatchObject({ total: 19.75, flaggedTotal: 19.75 });

    const copy = await sharp(scale).resize(360).jpeg({ quality: 75 }).toBuffer(); // 75 % of 480 px, re-encoded
    const second = await reviewed(t, await register(pune.uuid, copy, 12.5, 'copy.jpg'));
    expect(second.status).toBe('AUTO_FLAGGED');
    expect(second.anomalies).toContain('IMAGE_DUPLICATE');
    const duplicate = second.review!.findings!.find((f) => f.tag === 'IMAGE_DUPLICATE')!;
    expect(duplicate.evidence).toMatchObject({
      duplicateOfHubEventUuid: first.uuid,
      duplicateOfHubName: 'Rhein Materials Hub Köln',
      sameFile: false,
    });
    expect(duplicate.evidence.duplicateOfPictureLink).toMatch(/\/files\//);

    // Pune's operators see the finding, but not Köln's event, name or picture.
    const mine = (
      await t.call('GET', '/api/collectedMaterials?page=0&size=10', { token: puneToken })
    ).body.items as HubEventRow[];
    const seen = mine.find((r) => r.uuid === second.uuid)!;
    expect(seen.autoReview!.findings).toEqual([
      expect.objectContaining({
        tag: 'IMAGE_DUPLICATE',
        evidence: expect.objectContaining({ duplicateOfCreatedAt: first.createdAt }),
      }),
    ]);
    expect(JSON.stringify(seen)).not.toMatch(new RegExp(`${first.uuid}|Köln|${koeln.uuid}`));

    const other = await reviewed(
      t,
      await register(pune.uuid, await picture('bag-on-scale-7-25-kg.png'), 7.25),
    );
    expect(other).toMatchObject({
      status: 'PENDING',
      anomalies: [],
      autoReview: { outcome: 'PASSED', findings: [], failures: [] },
    });

    const flagged = encodeURIComponent(
      JSON.stringify([{ field: 'STATUS', operator: 'EQUALS', value: 'AUTO_FLAGGED' }]),
    );
    const list = (
      await t.call('GET', `/api/admin/hubEvents?filters=${flagged}`, { token: t.adminToken })
    ).body.items as HubEventRow[];
    expect(list.map((r) => r.uuid).sort()).toEqual([first.uuid, second.uuid].sort());
    const passed = encodeURIComponent(
      JSON.stringify([{ field: 'AUTO_REVIEW', operator: 'EQUALS', value: 'PASSED' }]),
    );
    expect(
      (
        await t.call('GET', `/api/admin/hubEvents?filters=${passed}`, { token: t.adminToken })
      ).body.items.map((r: HubEventRow) => r.uuid),
    ).toEqual([other.uuid]);

    const file = await t.call('POST', '/api/admin/hubEvents/export', {
      token: t.adminToken,
      body: { filters: [{ field: 'UUID', operator: 'EQUALS', value: first.uuid }] },
    });
    const [header, line] = (file.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toContain('autoReview,autoReviewTags,autoReviewFindings');
    expect(line).toContain(
      'FLAGGED,IMAGE_WEIGHT_MISMATCH,"The scale in the picture reads 12.5 kg; 19.75 kg was entered."',
    );
  }, 120_000);

  it("a picture that cannot be decoded is recorded as the duplicate check's failure; the other checks still run", async () => {
    const { hub } = await hubWithManager(t, 'Broken Picture Hub');
    // An upload is decoded before it is accepted (issue 33), but a phone's HEIC is judged by its
    // container alone (sharp's build has no HEVC): such a picture reaches the review undecodable.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic'),
      Buffer.alloc(2000, 7),
    ]);
    const row = await reviewed(t, await register(hub.uuid, heic, 3.1, 'phone.heic'));
    expect(row.autoReview).toMatchObject({
      outcome: 'INCOMPLETE',
      failures: [
        expect.objectContaining({
          check: 'IMAGE_DUPLICATE',
          error: expect.stringContaining('pictureNotDecoded'),
        }),
      ],
    });
    expect(row.autoReview!.failures).toHaveLength(1);
    expect(row.status).toBe('PENDING');
  }, 60_000);

  it("an admin re-checks a hub and period: nothing new for the same check version; a person's review stays", async () => {
    const { hub } = await hubWithManager(t, 'Recheck Hub');
    const first = await reviewed(
      t,
      await register(hub.uuid, await picture('label-net-wt-3-75-kg.png'), 9),
    );
    expect(first.status).toBe('AUTO_FLAGGED');
    expect(
      (
        await t.call('POST', `/api/admin/hubEvents/${first.uuid}/approve`, {
          token: t.adminToken,
          body: { tags: [], comment: 'weighed again' },
        })
      ).status,
    ).toBe(200);

    const period = {
      hubUuid: hub.uuid,
      from: new Date(Date.now() - 3600_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
    };
    const recheck = await t.call('POST', '/api/admin/hubEvents/autoReview/recheck', {
      token: t.adminToken,
      body: period,
    });
    expect(recheck).toMatchObject({
      status: 200,
      body: { checked: 1, recorded: 0, unchanged: 1, waiting: 0 },
    });
    const [row] = (
      await t.call(
        'GET',
        `/api/admin/hubEvents?filters=${encodeURIComponent(JSON.stringify([{ field: 'UUID', operator: 'EQUALS', value: first.uuid }]))}`,
        { token: t.adminToken },
      )
    ).body.items;
    expect(row).toMatchObject({
      status: 'APPROVED',
      review: { status: 'APPROVED' },
      autoReview: { outcome: 'FLAGGED' },
    });
    expect(
      row.history.filter((h: { type: string }) => h.type === 'HubEventAutoReviewed'),
    ).toHaveLength(1);

    const bad = await t.call('POST', '/api/admin/hubEvents/autoReview/recheck', {
      token: t.adminToken,
      body: { hubUuid: '', from: 'yesterday', to: period.to },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { fieldErrors: { hubUuid: 'validationRequired', from: 'validationInvalid' } },
    });
    const unknown = await t.call('POST', '/api/admin/hubEvents/autoReview/recheck', {
      token: t.adminToken,
      body: { ...period, hubUuid: 'no-such-hub' },
    });
    expect(unknown.status).toBe(404);
  }, 60_000);

  it('IMAGE_IMMEDIATE_REVIEW: right after the upload, the hub app learns the reading and that the picture was used before, never where', async () => {
    const { hub: first } = await hubWithManager(t, 'Immediate Hub One');
    const { token, hub: second } = await hubWithManager(t, 'Immediate Hub Two');
    const { token: outsider } = await hubWithManager(t, 'Immediate Hub Three');
    const label = await picture('bag-on-scale-3-10-kg.png');
    const original = await reviewed(t, await register(first.uuid, label, 3.1));

    const copy = await uploadPicture(
      t,
      token,
      '/api/fileUploads',
      await sharp(label).resize(480).jpeg({ quality: 80 }).toBuffer(),
      {},
      'copy.jpg',
    );
    const answer = await t.call('GET', `/api/fileUploads/${copy.body.uuid}/immediateReview`, {
      token,
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { analyzed: true, usedBefore: { createdAt: original.createdAt, sameHub: false } },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(
      new RegExp(`${first.uuid}|${original.uuid}|Immediate Hub One`),
    );
    expect(second.uuid).not.toBe(first.uuid);

    const fresh = await uploadPicture(
      t,
      token,
      '/api/fileUploads',
      await picture('bag-on-scale-22-45-kg.png'),
    );
    expect(
      (await t.call('GET', `/api/fileUploads/${fresh.body.uuid}/immediateReview`, { token })).body,
    ).toMatchObject({ readWeight: 22.45, usedBefore: null });
    expect(
      (
        await t.call('GET', `/api/fileUploads/${fresh.body.uuid}/immediateReview`, {
          token: outsider,
        })
      ).status,
    ).toBe(404);
  }, 60_000);
});
