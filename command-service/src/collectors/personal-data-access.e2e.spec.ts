import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../identity/user.handlers';
import { picture, uploadPicture } from '../../test/harness/fixtures';
import { TEST_PASSWORD, startTestApp, type TestApp } from '../../test/harness/test-app';
import { generateFor, gradingHub } from '../grading/grading.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const PERSON = { name: 'Asha Kamble', idNumber: 'MH-4471-22', birthDate: '1988-04-12' };

/** Issue 33: the analyst reads records, not people; a person's ID picture is cached nowhere. */
describe("collectors' personal data reaches only the roles that need it", () => {
  it('hides ID number, birth date and ID picture from the analyst in history, snapshots and files', async () => {
    const { hub, token } = await gradingHub(t, 'Personal Data Hub');
    const [collectorUuid] = await generateFor(t, hub.uuid, 'COLLECTOR', 1);
    const png = await picture('scale-display-12-5-kg.png');
    const idPicture = (await uploadPicture(t, token, '/api/fileUploads', png)).body.uuid as string;
    const defined = await t.call('POST', `/api/collectors/${collectorUuid}`, {
      token,
      body: { ...PERSON, idDocumentFileUploadUuid: idPicture },
    });
    expect(defined.status, JSON.stringify(defined.body)).toBeLessThan(300);
    await registerUser(
      t.running.app,
      { commandId: 'pd-analyst', actorUuid: null, now: new Date().toISOString() },
      {
        gender: 'UNKNOWN',
        language: 'EN',
        phoneNumber: null,
        authType: 'EMAIL_PASSWORD',
        region: 'DEFAULT',
        hubUuid: null,
        role: 'ROLE_CAIRN_ANALYST',
        firstName: 'Ana',
        lastName: 'Lyst',
        email: 'analyst.pd@test.example',
      },
      TEST_PASSWORD,
    );
    const analyst = await t.signIn('analyst.pd@test.example');

    const path = `/api/admin/history/collector/${collectorUuid}`;
    const forAdmin = JSON.stringify((await t.call('GET', path, { token: t.adminToken })).body);
    for (const value of [...Object.values(PERSON), idPicture]) expect(forAdmin).toContain(value);
    const history = await t.call('GET', path, { token: analyst });
    expect(history.status).toBe(200);
    const forAnalyst = JSON.stringify(history.body);
    for (const value of [...Object.values(PERSON), idPicture])
      expect(forAnalyst).not.toContain(value);
    expect(forAnalyst).toContain('(hidden)');

    const list = await t.call('GET', '/api/admin/collectors?page=0&size=1000', { token: analyst });
    expect(list.status).toBe(200);
    const listed = (list.body.items as Array<Record<string, unknown>>).find(
      (c) => c.uuid === collectorUuid,
    );
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('name');
    const adminList = await t.call('GET', '/api/admin/collectors?page=0&size=1000', {
      token: t.adminToken,
    });
    expect(JSON.stringify(adminList.body)).toContain(PERSON.name);

    const snapshot = await t.call('POST', '/api/admin/projections/collectors/snapshots', {
      token: analyst,
      body: { into: 'pd-collectors', until: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(snapshot.status, JSON.stringify(snapshot.body)).toBe(201);
    for (const route of ['rows?page=0&size=100', 'export']) {
      const rows = await t.call('GET', `/api/admin/projections/snapshots/pd-collectors/${route}`, {
        token: analyst,
      });
      expect(rows.status).toBe(200);
      const text = JSON.stringify(rows.body);
      expect(text).toContain(collectorUuid);
      for (const value of [...Object.values(PERSON), idPicture]) expect(text).not.toContain(value);
    }

    expect((await t.call('GET', `/api/fileUploads/${idPicture}`, { token: analyst })).status).toBe(
      404,
    );
    const forManager = await t.call('GET', `/api/fileUploads/${idPicture}`, { token });
    expect(forManager.status).toBe(200);
    const opened = await fetch(t.url + (forManager.body.directLink as string));
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    // Material pictures keep their short private cache.
    const bagPicture = (await uploadPicture(t, token, '/api/fileUploads', png)).body
      .directLink as string;
    const bag = await fetch(t.url + bagPicture);
    expect(bag.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
  }, 180_000);
});
