import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../identity/user.handlers';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { TEST_PASSWORD, startTestApp, type TestApp } from '../../test/harness/test-app';

let t: TestApp;
let systemToken: string;
let systemUuid: string;
beforeAll(async () => {
  t = await startTestApp();
  const made = await registerUser(
    t.running.app,
    { commandId: 'system-user', actorUuid: null, now: new Date().toISOString() },
    {
      hubUuid: null,
      role: 'ROLE_SYSTEM_USER',
      gender: 'UNKNOWN',
      firstName: 'System',
      lastName: 'User',
      email: 'system@test.example',
      phoneNumber: null,
      language: 'EN',
      authType: 'EMAIL_PASSWORD',
      region: 'DEFAULT',
    },
    TEST_PASSWORD,
  );
  systemUuid = made.uuid;
  systemToken = await t.signIn('system@test.example');
});
afterAll(async () => {
  await t?.stop();
});

const missing = '00000000-0000-4000-8000-000000000404';
const edit = {
  gender: 'MALE',
  firstName: 'Ravi',
  lastName: 'Kulkarni',
  email: null,
  phoneNumber: '+919811111111',
  authType: 'EMAIL_PASSWORD',
};

describe('users and impersonation', () => {
  it('lists users with search and filters', async () => {
    const m = await hubWithManager(t, 'Users Hub Pune');
    const list = (query: string) =>
      t.call('GET', `/api/admin/users?${query}`, { token: t.adminToken });
    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.body.pagination.total).toBeGreaterThanOrEqual(4);
    const byEmail = await list(`search=${encodeURIComponent(m.email.slice(0, 12))}`);
    expect(byEmail.body.items).toEqual([
      expect.objectContaining({
        uuid: m.userUuid,
        role: 'ROLE_HUB_MANAGER',
        authType: 'EMAIL_PASSWORD',
        company: expect.objectContaining({ name: 'Users Hub Pune' }),
      }),
    ]);
    expect(
      (await list('companyName=users hub pune&role=ROLE_HUB_MANAGER')).body.items.map(
        (u: { uuid: string }) => u.uuid,
      ),
    ).toEqual([m.userUuid]);
    expect(
      (await list('role=ROLE_SYSTEM_USER')).body.items.map((u: { uuid: string }) => u.uuid),
    ).toEqual([systemUuid]);
    expect((await list('role=KING')).status).toBe(400);
    expect((await t.call('GET', '/api/admin/users', { token: m.token })).status).toBe(403);
    expect(JSON.stringify(all.body)).not.toContain('passwordHash');
  });

  it('edits a hub user with the rules of §5; the auth type is locked; others are not editable', async () => {
    const m = await hubWithManager(t, 'Edit Hub');
    const post = (uuid: string, body: unknown, token = t.adminToken) =>
      t.call('POST', `/api/admin/users/${uuid}`, { token, body });
    expect((await post(m.userUuid, {})).body.fieldErrors).toEqual({
      gender: 'validationRequired',
      firstName: 'validationRequired',
      lastName: 'validationRequired',
      authType: 'validationRequired',
    });
    expect(
      (await post(m.userUuid, { ...edit, firstName: 'x'.repeat(129) })).body.fieldErrors,
    ).toEqual({ firstName: 'validationExceedsMaxLength' });
    expect((await post(m.userUuid, edit)).body.fieldErrors).toEqual({
      email: 'validationRequired',
    });
    expect(
      (await post(m.userUuid, { ...edit, authType: 'SMS', phoneNumber: '12345' })).body.fieldErrors,
    ).toEqual({ phoneNumber: 'validationPhoneNumberPattern' });
    expect(
      (await post(m.userUuid, { ...edit, authType: 'SMS', phoneNumber: '+9198' })).body.fieldErrors,
    ).toEqual({ phoneNumber: 'validationPhoneNumberMinLength' });
    expect(
      (await post(m.userUuid, { ...edit, email: 'ravi@edit.example', authType: 'SMS' })).body
        .fieldErrors,
    ).toEqual({ authType: 'validationInvalid' });
    expect((await post(m.userUuid, { ...edit, email: 'ravi@edit.example' }, m.token)).status).toBe(
      403,
    );
    expect((await post(missing, { ...edit, email: 'ravi@edit.example' })).status).toBe(404);
    expect((await post(systemUuid, { ...edit, email: 'ravi@edit.example' })).status).toBe(403);

    const saved = await post(m.userUuid, { ...edit, email: 'Ravi@Edit.example' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      fullName: 'Ravi Kulkarni',
      email: 'ravi@edit.example',
      phoneNumber: '+919811111111',
      authType: 'EMAIL_PASSWORD',
    });
    const hubUsers = (
      await t.call('GET', `/api/admin/companies/hubs/${m.hub.uuid}`, { token: t.adminToken })
    ).body.users;
    expect(hubUsers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ uuid: m.userUuid, fullName: 'Ravi Kulkarni' }),
      ]),
    );
    const other = await hubWithManager(t, 'Edit Hub Two');
    expect(
      (await post(other.userUuid, { ...edit, email: 'ravi@edit.example' })).body.fieldErrors,
    ).toEqual({ email: 'emailAlreadyUsed' });
  });

  it('suspends a hub user for good and ends their sessions', async () => {
    const m = await hubWithManager(t, 'Suspend Hub');
    const suspend = (uuid: string, token = t.adminToken) =>
      t.call('POST', `/api/admin/users/${uuid}/suspend`, { token });
    expect((await suspend(m.userUuid, m.token)).status).toBe(403);
    expect((await suspend(missing)).status).toBe(404);
    expect((await suspend(systemUuid)).status).toBe(403);
    expect((await suspend(m.userUuid)).body).toMatchObject({ uuid: m.userUuid, suspended: true });
    expect((await t.call('GET', '/api/users/current', { token: m.token })).status).toBe(401);
    expect((await suspend(m.userUuid)).status).toBe(400);
  });

  it("changes a password (Document 2 §7): a hub user's by staff, a system user's own, with {password}", async () => {
    const m = await hubWithManager(t, 'Password Hub');
    const change = (uuid: string, body: unknown, token = systemToken) =>
      t.call('POST', `/api/admin/users/${uuid}/changePassword`, { token, body });
    expect((await change(systemUuid, {})).body.fieldErrors).toEqual({
      password: 'validationRequired',
    });
    expect((await change(systemUuid, { password: 'short' })).body.fieldErrors).toEqual({
      password: 'validationMin',
    });
    const strong = 'r4nd0m-thirty-characters-abcd1';
    expect((await change(m.userUuid, { password: strong }, m.token)).body.fieldErrors).toEqual({
      currentPassword: 'validationRequired',
    });
    expect((await change(m.userUuid, { password: strong })).status).toBe(200);
    expect(await t.signIn(m.email, strong)).toBeTruthy();
    expect((await change(missing, { password: strong })).status).toBe(404);
    const adminUuid = (await t.call('GET', '/api/users/current', { token: t.adminToken })).body
      .uuid;
    expect((await change(adminUuid, { password: strong })).status).toBe(403);
    const changed = await change(systemUuid, { password: strong });
    expect(changed.status).toBe(200);
    expect(await t.signIn('system@test.example', strong)).toBeTruthy();
    expect(
      (await change(systemUuid, { password: 'system-password-back-2' }, changed.body.token)).status,
    ).toBe(200);
    systemToken = await t.signIn('system@test.example', 'system-password-back-2');
  });

  it('lets a system user impersonate a hub manager; events record who really acted', async () => {
    const m = await hubWithManager(t, 'Impersonated Hub');
    const impersonate = (uuid: string, token = systemToken) =>
      t.call('POST', `/api/admin/users/${uuid}/impersonate`, { token });
    expect((await impersonate(m.userUuid, t.adminToken)).status).toBe(403);
    expect((await impersonate(m.userUuid, m.token)).status).toBe(403);
    expect((await impersonate(missing)).status).toBe(404);
    const adminUuid = (await t.call('GET', '/api/users/current', { token: t.adminToken })).body
      .uuid;
    expect((await impersonate(adminUuid)).status).toBe(403);

    const answer = await impersonate(m.userUuid);
    expect(answer.status).toBe(200);
    const token = answer.body.token as string;
    const me = await t.call('GET', '/api/users/current', { token });
    expect(me.body).toMatchObject({
      uuid: m.userUuid,
      securityRole: 'ROLE_HUB_MANAGER',
      impersonatedSignIn: true,
    });
    expect((await impersonate(m.userUuid, token)).status).toBe(403);

    const upload = await uploadPicture(
      t,
      token,
      '/api/fileUploads',
      await picture('scale-display-12-5-kg.png'),
    );
    const made = await t.call('POST', '/api/collectedMaterials', {
      token,
      body: {
        registrationUnit: 'BAG',
        weight: '3',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: upload.body.uuid,
      },
    });
    expect(made.status).toBe(201);
    const row = (
      await t.call(
        'GET',
        `/api/admin/hubEvents?filters=${encodeURIComponent(JSON.stringify([{ field: 'UUID', operator: 'EQUALS', value: made.body.uuid }]))}`,
        { token: t.adminToken },
      )
    ).body.items[0];
    const [registered] = await t.running.app.events.readStream(
      `collectedMaterial-${made.body.uuid}`,
    );
    expect(registered.metadata).toMatchObject({
      actorUuid: m.userUuid,
      impersonatedBy: systemUuid,
    });
    expect(row.history[0].by).toBe(`${m.userUuid} (impersonated by ${systemUuid})`);

    // Signing out of the impersonation ends it, not the manager's own session.
    expect((await t.call('POST', '/api/auth/signOut', { token })).status).toBe(204);
    expect((await t.call('GET', '/api/users/current', { token })).status).toBe(401);
    expect((await t.call('GET', '/api/users/current', { token: m.token })).status).toBe(200);
    systemToken = await t.signIn('system@test.example', 'system-password-back-2');
  });
});
