import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED } from '@cairn/contracts';
import { sealGlobalChain, verifyEventStore } from '@cairn/infra';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { generateFor, gradingHub } from '../grading/grading.fixtures';
import { verifyPack } from '../audit-trail/evidence-pack.verify';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const NAME = 'Zephyrine Okonkwo-Baptiste';
const ID_NUMBER = 'QX-99017734';
const BIRTH_DATE = '1979-02-28';
const missing = '00000000-0000-4000-8000-000000000404';

const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** Rows of every table of the app's schema that mention `text` (a pg_dump of the data, searched). */
const tablesMentioning = async (text: string): Promise<string[]> => {
  const sql = t.running.sql;
  const { rows: tables } = await sql.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const { rows } = await sql.query<{ n: number }>(
      `select count(*)::int as n from "${name}" t where t::text like '%' || $1 || '%'`,
      [text],
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(name);
  }
  return found;
};

/** An evidence pack of the hub's period, as the admin downloads it. */
const packOf = async (hubUuid: string, from: string, to: string): Promise<Uint8Array> => {
  const asked = await t.call('POST', '/api/admin/evidencePacks', {
    token: t.adminToken,
    body: { hubUuid, from, to },
  });
  expect(asked.status).toBe(202);
  const status = async () =>
    (await t.call('GET', `/api/admin/evidencePacks/${asked.body.uuid}`, { token: t.adminToken }))
      .body;
  await expect.poll(async () => (await status()).status, { timeout: 20_000 }).toBe('READY');
  return new Uint8Array(await (await fetch(`${t.url}${(await status()).link}`)).arrayBuffer());
};

const rebuildsDone = async () => {
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    const states = ['collectors', 'users', 'hubEvents'].map(
      (name) => t.running.app.rebuilds?.progress(name)?.state,
    );
    if (!states.includes('REBUILDING')) return states;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
};

describe('personal data: access and erasure by crypto-shredding', () => {
  it('lists a collector, erases them, and leaves no trace of them but the chain and the weights', async () => {
    const { hub, token } = await gradingHub(t, 'Shredding Hub');
    const [collectorUuid, bagItem] = [
      ...(await generateFor(t, hub.uuid, 'COLLECTOR', 1)),
      ...(await generateFor(t, hub.uuid, 'TRACKED_ITEM', 1)),
    ];
    const idPicture = await picture('label-8340-grams.png');
    const idUpload = (await uploadPicture(t, token, '/api/fileUploads', idPicture, {}, 'id.png'))
      .body.uuid as string;
    const bagPicture = await picture('scale-display-12-5-kg.png');
    const defined = await t.call('POST', `/api/collectors/${collectorUuid}`, {
      token,
      body: {
        name: NAME,
        idNumber: ID_NUMBER,
        birthDate: BIRTH_DATE,
        idDocumentFileUploadUuid: idUpload,
      },
    });
    expect(defined.status).toBe(200);
    // Stored sealed: the events table holds none of it.
    const { rows: stored } = await t.running.sql.query<{ data: string }>(
      `select data::text as data from events where stream_id = $1`,
      [`collector-${collectorUuid}`],
    );
    expect(stored.map((r) => r.data).join()).toContain('$sealed');
    expect(stored.map((r) => r.data).join()).not.toContain(NAME);

    const bag = await t.call('POST', '/api/collectedMaterials', {
      token,
      body: {
        registrationUnit: 'BAG',
        weight: '10',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: (await uploadPicture(t, token, '/api/fileUploads', bagPicture)).body
          .uuid,
        collectorUuid,
        trackedItemUuid: bagItem,
      },
    });
    expect(bag.status).toBe(201);

    const access = await t.call('GET', `/api/admin/personalData/${collectorUuid}`, {
      token: t.adminToken,
    });
    expect(access.status).toBe(200);
    expect(access.body).toMatchObject({
      subjectUuid: collectorUuid,
      kind: 'COLLECTOR',
      erased: null,
    });
    const valueOf = (field: string) =>
      access.body.fields.find((f: { field: string }) => f.field === field)?.value;
    expect([valueOf('name'), valueOf('idNumber'), valueOf('birthDate')]).toEqual([
      NAME,
      ID_NUMBER,
      BIRTH_DATE,
    ]);
    expect(access.body.fields[0]).toMatchObject({ eventType: 'CollectorDefined' });
    expect(access.body.files).toEqual([expect.objectContaining({ uuid: idUpload })]);
    expect(access.body.files[0].url).toContain('/files/');
    const csv = await t.call('GET', `/api/admin/personalData/${collectorUuid}?format=csv`, {
      token: t.adminToken,
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(String(csv.body)).toContain(ID_NUMBER);

    // Bad input changes nothing.
    expect(
      (await t.call('GET', `/api/admin/personalData/${missing}`, { token: t.adminToken })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/admin/personalData/${collectorUuid}`, { token })).status,
    ).toBe(403);
    const byHub = await t.call('POST', `/api/admin/personalData/${collectorUuid}/erase`, {
      token,
      body: { reason: 'asked' },
    });
    expect(byHub.status).toBe(403);
    const noReason = await t.call('POST', `/api/admin/personalData/${collectorUuid}/erase`, {
      token: t.adminToken,
      body: {},
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors).toEqual({ reason: 'validationRequired' });

    // The bag still under review blocks, and says so.
    const erase = () =>
      t.call('POST', `/api/admin/personalData/${collectorUuid}/erase`, {
        token: t.adminToken,
        body: { reason: 'The collector asked to be forgotten (GDPR Art. 17).' },
      });
    const blocked = await erase();
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({
      errorMessageKey: 'personalDataCollectorHasOpenWork',
      blockedBy: [{ hubEventUuid: bag.body.uuid, status: 'PENDING' }],
    });
    const approved = await t.call('POST', `/api/admin/hubEvents/${bag.body.uuid}/approve`, {
      token: t.adminToken,
      body: { tags: [] },
    });
    expect(approved.status).toBe(200);

    const erased = await erase();
    expect(erased.status).toBe(200);
    expect(erased.body.erased).toMatchObject({ reason: expect.stringContaining('forgotten') });
    expect(erased.body.fields.map((f: { value: string }) => f.value)).toEqual(
      Array(4).fill(ERASED),
    );
    expect(erased.body.files).toEqual([]);
    const again = await erase();
    expect(again.status).toBe(200);
    expect(again.body.erased).toEqual(erased.body.erased);
    const { rows: records } = await t.running.sql.query<{ n: number }>(
      `select count(*)::int as n from events where type = 'PersonalDataErased' and data->>'subjectUuid' = $1`,
      [collectorUuid],
    );
    expect(records[0].n).toBe(1);

    const card = await t.call('GET', `/api/collectors/${collectorUuid}`, { token });
    expect(card.body).toMatchObject({
      name: ERASED,
      idNumber: ERASED,
      birthDate: ERASED,
      idDocument: null,
    });
    expect(await rebuildsDone()).toEqual(['DONE', 'DONE', 'DONE']);
    expect((await t.call('GET', `/api/collectors/${collectorUuid}`, { token })).body).toMatchObject(
      {
        name: ERASED,
      },
    );

    for (const text of [NAME, ID_NUMBER, BIRTH_DATE])
      expect(await tablesMentioning(text)).toEqual([]);
    const marker = idPicture.subarray(idPicture.length - 64);
    for (const file of await filesUnder(t.running.app.config.dataDir)) {
      const content = await readFile(file);
      for (const text of [NAME, ID_NUMBER, BIRTH_DATE])
        expect(content.includes(text), file).toBe(false);
      expect(content.includes(marker), file).toBe(false);
    }

    await sealGlobalChain(t.running.sql);
    expect((await verifyEventStore(t.running.sql)).problems).toEqual([]);
    const start = new Date(Date.now() - 3600_000).toISOString();
    const end = new Date(Date.now() + 3600_000).toISOString();
    const balance = await t.call(
      'GET',
      `/api/massBalance/overview?account=REGISTRATION&startDate=${start}&endDate=${end}`,
      { token },
    );
    expect(balance.body).toMatchObject({ total: 10, quantityUnit: 'KG' });
  });

  it('erases a suspended user: their name in the records they made is rewritten, not only hidden', async () => {
    const { hub, token, userUuid, email } = await hubWithManager(
      t,
      'Erased Author Hub',
      'ROLE_HUB_MANAGER',
      {
        features: ['WASTE_BAG_REGISTRATION'],
        collectedMaterialTypes: ['PET_CLEAR'],
      },
    );
    const bag = await t.call('POST', '/api/collectedMaterials', {
      token,
      body: {
        registrationUnit: 'BAG',
        weight: '4',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: (
          await uploadPicture(
            t,
            token,
            '/api/fileUploads',
            await picture('bag-on-scale-3-10-kg.png'),
          )
        ).body.uuid,
      },
    });
    expect(bag.status, JSON.stringify(bag.body)).toBe(201);
    const erase = () =>
      t.call('POST', `/api/admin/personalData/${userUuid}/erase`, {
        token: t.adminToken,
        body: { reason: 'account closed' },
      });
    const active = await erase();
    expect(active.status).toBe(409);
    expect(active.body.errorMessageKey).toBe('personalDataUserNotSuspended');
    const access = await t.call('GET', `/api/admin/personalData/${userUuid}`, {
      token: t.adminToken,
    });
    expect(
      access.body.fields.map(
        (f: { field: string; eventType: string }) => `${f.eventType}.${f.field}`,
      ),
    ).toEqual(
      expect.arrayContaining([
        'UserRegistered.firstName',
        'UserRegistered.email',
        'UserEmailClaimed.email',
      ]),
    );
    const from = new Date(Date.now() - 600_000).toISOString();
    const to = new Date(Date.now() + 600_000).toISOString();
    const before = await packOf(hub.uuid, from, to);
    // The fixture's manager is "Ravi <hub name>": their last name is the hub's name.
    const csvOf = (zip: Uint8Array) =>
      strFromU8(unzipSync(zip)['hub-events.csv'] ?? new Uint8Array());
    expect(csvOf(before)).toContain('Ravi Erased Author Hub');
    expect(
      (await t.call('POST', `/api/admin/users/${userUuid}/suspend`, { token: t.adminToken }))
        .status,
    ).toBe(200);
    expect((await erase()).status).toBe(200);
    expect(await rebuildsDone()).toEqual(['DONE', 'DONE', 'DONE']);
    const row = await t.running.app.rows.get<{
      createdBy: { firstName: string; lastName: string };
    }>('hubEvents', bag.body.uuid);
    expect(row?.createdBy).toEqual({ firstName: ERASED, lastName: ERASED });
    const users = await t.running.app.rows.get<{ email: string; firstName: string }>(
      'users',
      userUuid,
    );
    expect(users).toMatchObject({ email: ERASED, firstName: ERASED });
    // Only the fixture's own command id names the address (a client's Idempotency-Key is random):
    // in command_results and the events' metadata, never in a stream id, event data or a result.
    expect(await tablesMentioning(email)).toEqual(['events', 'command_results']);
    const { rows: mentions } = await t.running.sql.query<{ n: number }>(
      `select (select count(*) from events where stream_id || data::text like '%' || $1 || '%')
            + (select count(*) from command_results where result::text like '%' || $1 || '%') as n`,
      [email],
    );
    expect(Number(mentions[0]?.n)).toBe(0);
    // A pack made before still verifies; one made now names nobody.
    expect(verifyPack(before)).toMatchObject({ ok: true, problems: [] });
    const after = await packOf(hub.uuid, from, to);
    expect(verifyPack(after)).toMatchObject({ ok: true, problems: [] });
    expect(csvOf(after)).not.toContain('Ravi');
    expect(csvOf(after)).toContain(ERASED);
  });
});
