import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { startTestApp, type TestApp } from '../../test/harness/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

/** A hub with plastic credits on and three approved registrations (12 kg, 7 kg, 4 kg PET) and one pending. */
const creditsHub = async (name: string, pictures: [string, string]) => {
  const owner = await hubWithManager(t, name, 'ROLE_HUB_OWNER', {
    collectedMaterialTypes: ['PET_CLEAR', 'HDPE_MIXED'],
    enablePlasticCredits: true,
  });
  const register = async (weight: string, file: string) => {
    const upload = await uploadPicture(t, owner.token, '/api/fileUploads', await picture(file));
    const done = await t.call('POST', '/api/collectedMaterials', {
      token: owner.token,
      body: {
        registrationUnit: 'BAG',
        weight,
        materialType: 'PET_CLEAR',
        weighedAt: daysAgo(1),
        pictureFileUploadUuid: upload.body.uuid,
      },
    });
    expect(done.status).toBe(201);
    return done.body.uuid as string;
  };
  const records: string[] = [];
  for (const [i, w] of ['12', '7'].entries()) records.push(await register(w, pictures[i]));
  for (const uuid of records)
    expect(
      (
        await t.call('POST', `/api/admin/hubEvents/${uuid}/approve`, {
          token: t.adminToken,
          body: { comment: 'ok' },
        })
      ).status,
    ).toBe(200);
  await register('3', 'label-8340-grams.png'); // not reviewed
  return { ...owner, records };
};

const period = { periodFrom: daysAgo(30).slice(0, 10), periodTo: daysAgo(0).slice(0, 10) };
const issue = (hubUuid: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/admin/credits/issuances', {
    token: t.adminToken,
    body: { hubUuid, ...period, claimType: 'COLLECTION', scheme: 'OBP', ...body },
  });

describe('plastic credits that cannot be sold twice (issue 35)', () => {
  it('issues, transfers part to a brand, retires it; refuses a second claim; recycling once; registry without sign-in', async () => {
    const hub = await creditsHub('Serial Hub', [
      'scale-display-12-5-kg.png',
      'bag-on-scale-14-80-kg.png',
    ]);
    const brand = await hubWithManager(t, 'Brand Co', 'ROLE_HUB_OWNER', {
      type: 'ORGANIZATION',
      features: [],
      collectedMaterialTypes: [],
      assignedCompanyUuids: [],
    });
    const issued = await issue(hub.hub.uuid);
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({ quantity: 19, unit: 'KG' });
    expect(issued.body.serialFirst).toMatch(
      /^\d{4}-[0-9A-F]{8}-COL-PET_CLEAR-[A-Z]{2}-000001-000001$/,
    );
    expect(issued.body.serialLast).toMatch(/-000019-000019$/);
    expect(
      issued.body.evidence.map((e: { hubEventUuid: string }) => e.hubEventUuid).sort(),
    ).toEqual([...hub.records].sort());

    const again = await issue(hub.hub.uuid);
    expect(again.status).toBe(409);
    expect(again.body.fieldErrors ?? again.body).toBeTruthy();
    expect(JSON.stringify(again.body)).toContain('creditsEvidenceClaimed');

    const recycling = await issue(hub.hub.uuid, { claimType: 'RECYCLING' });
    expect(recycling.status).toBe(201);
    expect(recycling.body.serialFirst).toContain('-REC-');
    expect((await issue(hub.hub.uuid, { claimType: 'RECYCLING' })).status).toBe(409);

    const transfer = await t.call(
      'POST',
      `/api/admin/credits/blocks/${issued.body.serialLast}/transfers`,
      { token: t.adminToken, body: { quantity: 5, beneficiaryOrganizationUuid: brand.hub.uuid } },
    );
    expect(transfer.status).toBe(201);
    expect(transfer.body.serial).toMatch(/-000001-000005$/);
    const retire = await t.call(
      'POST',
      `/api/admin/credits/blocks/${transfer.body.serialFirst}/retirements`,
      {
        token: t.adminToken,
        body: { quantity: 5, beneficiary: 'Brand Co', purpose: 'offset of 2026 packaging' },
      },
    );
    expect(retire.status).toBe(201);
    const retireAgain = await t.call(
      'POST',
      `/api/admin/credits/blocks/${transfer.body.serialFirst}/retirements`,
      { token: t.adminToken, body: { quantity: 1, beneficiary: 'X', purpose: 'y' } },
    );
    expect(retireAgain.status).toBe(409);
    expect(JSON.stringify(retireAgain.body)).toContain('creditsRetired');

    const registry = await t.call(
      'GET',
      `/api/registry/credits?hub=${encodeURIComponent('Serial Hub')}`,
    );
    expect(registry.status).toBe(200);
    const rows = registry.body.items as Array<{
      serial: string;
      status: string;
      retirement: unknown;
    }>;
    expect(rows.map((r) => r.status).sort()).toEqual(['ISSUED', 'ISSUED', 'RETIRED']);
    expect(rows.find((r) => r.status === 'RETIRED')).toMatchObject({
      retirement: { beneficiary: 'Brand Co', purpose: 'offset of 2026 packaging' },
    });
    expect(JSON.stringify(registry.body)).not.toMatch(/Ravi|@test\.example/);
    const bySerial = await t.call('GET', `/api/registry/credits?serial=${issued.body.serialLast}`);
    expect(bySerial.body.items).toHaveLength(1);
    expect(bySerial.body.items[0].serial).toMatch(/-000006-000019$/);
  });

  it('two admins issuing at once for the same evidence: exactly one wins', async () => {
    const hub = await creditsHub('Race Hub', [
      'bag-on-scale-22-45-kg.png',
      'bag-on-scale-3-10-kg.png',
    ]);
    const answers = await Promise.all([issue(hub.hub.uuid), issue(hub.hub.uuid)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('bad input: 400 with a key per field, nothing changes', async () => {
    const hub = await creditsHub('Bad Input Hub', [
      'bag-on-scale-7-25-kg.png',
      'label-net-wt-3-75-kg.png',
    ]);
    const bad = await t.call('POST', '/api/admin/credits/issuances', {
      token: t.adminToken,
      body: { hubUuid: 'x', periodFrom: '2026-13-01', claimType: 'BOTH', scheme: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      hubUuid: 'validationInvalid',
      periodFrom: 'validationInvalid',
      periodTo: 'validationRequired',
      claimType: 'validationRequired',
      scheme: 'validationRequired',
    });
    const tooMuch = await issue(hub.hub.uuid, { quantity: 20 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fieldErrors).toEqual({ quantity: 'creditsExceedVerified' });
    const serial = await t.call('POST', '/api/admin/credits/blocks/not-a-serial/transfers', {
      token: t.adminToken,
      body: { quantity: 1, beneficiaryOrganizationUuid: hub.hub.uuid },
    });
    expect(serial.status).toBe(400);
    expect(serial.body.fieldErrors).toMatchObject({ serial: 'validationInvalid' });
    const registry = await t.call('GET', '/api/registry/credits?hub=Bad%20Input%20Hub');
    expect(registry.body.items).toEqual([]);
  });

  it('rejecting a registration that backs issued credits flags them and tells the admins', async () => {
    const hub = await creditsHub('Flag Hub', ['bag-on-scale-14-80-kg.png', 'label-8340-grams.png']);
    const issued = await issue(hub.hub.uuid, { quantity: 5 });
    expect(issued.status).toBe(201);
    const flag = await t.call(
      'POST',
      `/api/admin/hubEvents/${issued.body.evidence[0].hubEventUuid}/flag`,
      {
        token: t.adminToken,
        body: { comment: 'scale unreadable', tags: ['OTHER'] },
      },
    );
    expect(flag.status).toBe(200);
    await expect
      .poll(
        async () =>
          (await t.call('GET', `/api/registry/credits?serial=${issued.body.serialFirst}`)).body
            .items[0]?.status,
        { timeout: 30_000, interval: 300 },
      )
      .toBe('FLAGGED');
    await expect
      .poll(
        async () =>
          (
            (await t.call('GET', '/api/notifications?size=100', { token: t.adminToken })).body
              .items as Array<{ type: string; body: string }>
          ).some(
            (n) =>
              n.type === 'CREDITS_FLAGGED' && n.body.includes(issued.body.serialFirst.slice(0, 20)),
          ),
        { timeout: 30_000, interval: 300 },
      )
      .toBe(true);
    const moved = await t.call(
      'POST',
      `/api/admin/credits/blocks/${issued.body.serialFirst}/retirements`,
      {
        token: t.adminToken,
        body: { quantity: 1, beneficiary: 'B', purpose: 'p' },
      },
    );
    expect(moved.status).toBe(409);
  });
});
