import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COC_PRINCIPLES, type NotificationView, type SecurityRole } from '@cairn/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../identity/user.handlers';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { TEST_PASSWORD, type TestApp, hubBody, startTestApp } from '../../test/harness/test-app';
import { hubOfType, truckFrom, uploadEvidence } from '../transports/transports.fixtures';
import { raiseOverdueAuditAlerts } from './audit-overdue.alert';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const notifications = async (token: string) =>
  (await t.call('GET', '/api/notifications?size=100', { token })).body as {
    items: NotificationView[];
    unread: number;
  };
/** The reactors run beside the API: poll until the user's list satisfies `done`. */
const eventually = async (token: string, done: (items: NotificationView[]) => boolean) => {
  for (let i = 0; i < 100; i++) {
    const list = await notifications(token);
    if (done(list.items)) return list;
    await sleep(100);
  }
  throw new Error(
    `notifications never matched: ${JSON.stringify((await notifications(token)).items)}`,
  );
};
const ofType = (type: string) => (items: NotificationView[]) =>
  items.filter((n) => n.type === type);

const user = async (hubUuid: string, role: SecurityRole, language: 'EN' | 'DE' = 'EN') => {
  const email = `${role.toLowerCase()}.${Math.random().toString(36).slice(2)}@test.example`;
  const made = await registerUser(
    t.running.app,
    { commandId: `user-${email}`, actorUuid: null, now: new Date().toISOString() },
    {
      hubUuid,
      role,
      gender: 'FEMALE',
      firstName: 'Asha',
      lastName: role,
      email,
      phoneNumber: null,
      language,
      authType: 'EMAIL_PASSWORD',
      region: 'AP_MUMBAI',
    },
    TEST_PASSWORD,
  );
  return { uuid: made.uuid, email, token: await t.signIn(email) };
};
const hubWith = async (name: string, over: Record<string, unknown>) => {
  const created = await t.call('POST', '/api/admin/companies/hubs', {
    token: t.adminToken,
    body: hubBody({ name, ...over }),
  });
  expect(created.status).toBe(201);
  const hubUuid = created.body.uuid as string;
  return {
    hubUuid,
    owner: await user(hubUuid, 'ROLE_HUB_OWNER'),
    manager: await user(hubUuid, 'ROLE_HUB_MANAGER'),
  };
};
const registerBag = async (token: string) => {
  const upload = await uploadPicture(
    t,
    token,
    '/api/fileUploads',
    await picture('scale-display-12-5-kg.png'),
  );
  const done = await t.call('POST', '/api/collectedMaterials', {
    token,
    body: {
      registrationUnit: 'BAG',
      weight: '12.5',
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: upload.body.uuid,
    },
  });
  expect(done.status).toBe(201);
  return done.body.uuid as string;
};
const flag = async (uuid: string, tags: string[]) =>
  expect(
    (
      await t.call('POST', `/api/admin/hubEvents/${uuid}/flag`, {
        token: t.adminToken,
        body: { comment: 'scale unreadable', tags },
      })
    ).status,
  ).toBe(200);
const outbox = () =>
  readFile(join(t.running.app.config.dataDir, 'email-outbox.log'), 'utf8').catch(() => '');

describe('alerts and notifications (issue 15)', () => {
  it('5 manual flags on a hub within 7 days: its owner and the admin get exactly one MANUAL_FLAGS_THRESHOLD_EXCEEDED; a sixth gives none', async () => {
    const { owner, manager } = await hubWith('Flag Threshold Hub', {
      features: ['WASTE_BAG_REGISTRATION', 'EVENT_REVIEW', 'HUB_OWNER_NOTIFICATIONS'],
    });
    const bags = [];
    for (let i = 0; i < 6; i++) bags.push(await registerBag(manager.token));
    for (const bag of bags.slice(0, 4)) await flag(bag, ['OTHER']);
    await eventually(manager.token, (items) => ofType('HUB_EVENT_FLAGGED')(items).length === 4);
    expect(
      ofType('MANUAL_FLAGS_THRESHOLD_EXCEEDED')((await notifications(owner.token)).items),
    ).toEqual([]);

    await flag(bags[4], ['OTHER']);
    const mine = await eventually(
      owner.token,
      (items) => ofType('MANUAL_FLAGS_THRESHOLD_EXCEEDED')(items).length > 0,
    );
    expect(ofType('MANUAL_FLAGS_THRESHOLD_EXCEEDED')(mine.items)).toEqual([
      expect.objectContaining({
        title: 'Flag Threshold Hub: 5 flags in 7 days',
        link: '/hub-portal/dashboard',
        readAt: null,
      }),
    ]);
    await eventually(t.adminToken, (items) =>
      items.some(
        (n) =>
          n.type === 'MANUAL_FLAGS_THRESHOLD_EXCEEDED' && n.title.startsWith('Flag Threshold Hub'),
      ),
    );

    // The sixth flag is seen (the manager hears of it) but raises no second alert in the window.
    await flag(bags[5], ['OTHER']);
    await eventually(manager.token, (items) => ofType('HUB_EVENT_FLAGGED')(items).length === 6);
    await sleep(300);
    expect(
      ofType('MANUAL_FLAGS_THRESHOLD_EXCEEDED')((await notifications(owner.token)).items),
    ).toHaveLength(1);
    expect(
      (await outbox())
        .split('\n')
        .filter((line) => line.includes(owner.email) && line.includes('5 flags in 7 days')),
    ).toHaveLength(1);
  });

  it('without HUB_OWNER_NOTIFICATIONS the owner is not told; the admins are', async () => {
    const { owner, manager } = await hubWith('Quiet Owner Hub', {});
    for (let i = 0; i < 5; i++) await flag(await registerBag(manager.token), ['OTHER']);
    await eventually(t.adminToken, (items) =>
      items.some((n) => n.title.startsWith('Quiet Owner Hub: 5 flags')),
    );
    expect(
      ofType('MANUAL_FLAGS_THRESHOLD_EXCEEDED')((await notifications(owner.token)).items),
    ).toEqual([]);
  });

  it("a flagged event appears in the hub manager's notifications with the hub's app tags and a link to it; read, read all, and only one's own", async () => {
    const { owner, manager } = await hubWith('Flagged Event Hub', {
      eventAppReviewTags: ['IMAGE_SCALE_VISIBILITY'],
    });
    const bag = await registerBag(manager.token);
    await flag(bag, ['IMAGE_SCALE_VISIBILITY', 'OTHER']);
    const list = await eventually(manager.token, (items) => items.length === 1);
    expect(list.unread).toBe(1);
    const [item] = list.items;
    expect(item).toMatchObject({
      type: 'HUB_EVENT_FLAGGED',
      title: 'Registration flagged',
      link: `/hub-event/${bag}`,
      readAt: null,
    });
    expect(item.body).toContain('Image scale visibility');
    expect(item.body).not.toContain('Other');
    expect((await notifications(owner.token)).items).toEqual([]);
    await expect
      .poll(async () => (await outbox()).includes(`${manager.email}\tRegistration flagged`))
      .toBe(true);

    // Another user may neither read nor mark it; a malformed id is 400.
    expect(
      (await t.call('POST', `/api/notifications/${item.uuid}/read`, { token: owner.token })).status,
    ).toBe(404);
    expect(
      (await t.call('POST', '/api/notifications/not-a-uuid/read', { token: manager.token })).body
        .fieldErrors,
    ).toEqual({ uuid: 'validationInvalid' });
    expect(
      (await t.call('GET', '/api/notifications?size=0', { token: manager.token })).body.fieldErrors,
    ).toEqual({ size: 'validationInvalid' });
    const read = await t.call('POST', `/api/notifications/${item.uuid}/read`, {
      token: manager.token,
    });
    expect(read.body).toMatchObject({ uuid: item.uuid, readAt: expect.any(String) });
    expect((await notifications(manager.token)).unread).toBe(0);

    await flag(await registerBag(manager.token), ['OTHER']);
    await flag(await registerBag(manager.token), ['OTHER']);
    expect((await eventually(manager.token, (items) => items.length === 3)).unread).toBe(2);
    expect(
      (await t.call('POST', '/api/notifications/read', { token: manager.token })).body,
    ).toEqual({ unread: 0 });
    const after = await notifications(manager.token);
    expect(after.unread).toBe(0);
    expect(after.items.map((n) => n.createdAt)).toEqual(
      [...after.items.map((n) => n.createdAt)].sort().reverse(),
    );
  });

  it("writes each recipient's notification, and its email, in the recipient's language", async () => {
    const { hubUuid, manager } = await hubWith('Zweisprachiger Hub', {
      eventAppReviewTags: ['IMAGE_SCALE_VISIBILITY'],
    });
    const german = await user(hubUuid, 'ROLE_HUB_MANAGER', 'DE');
    await flag(await registerBag(manager.token), ['IMAGE_SCALE_VISIBILITY']);
    const [deItem] = (await eventually(german.token, (items) => items.length === 1)).items;
    expect(deItem.title).toBe('Erfassung markiert');
    expect(deItem.body).toMatch(
      /^Die Erfassung von 12,5 kg PET klar am .+ wurde markiert: Waage auf dem Foto nicht sichtbar\.$/,
    );
    const [enItem] = (await eventually(manager.token, (items) => items.length === 1)).items;
    expect(enItem.title).toBe('Registration flagged');
    expect(enItem.body).toMatch(
      /^The registration of 12\.5 kg PET clear on .+ was flagged: Image scale visibility\.$/,
    );
    await expect
      .poll(async () => (await outbox()).includes(`${german.email}\tErfassung markiert`))
      .toBe(true);
  });

  it('a certificate notifies the hub that supplied the material', async () => {
    const supplier = await hubWithManager(t, 'Supplying Center');
    const { token } = await hubOfType(
      t,
      'Certifying Recycler',
      'RECYCLER',
      ['TRUCK_LOAD_REGISTRATION', 'MATERIAL_CERTIFICATION'],
      { supplierUuids: [supplier.hub.uuid] },
    );
    const truck = await truckFrom(
      t,
      { uuid: supplier.hub.uuid, name: 'Supplying Center' },
      'COLLECTION_CENTER',
      'MH 12 AB 1234',
      ['PET_CLEAR'],
      640,
    );
    const load = await t.call('POST', '/api/registeredMaterials', {
      token,
      body: {
        weight: '640',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: await uploadEvidence(t, token),
        ongoingTransportUuid: truck,
      },
    });
    const certified = await t.call('POST', `/api/collectedMaterials/${load.body.uuid}/certify`, {
      token,
      body: {
        certifiedWeight: '612.5',
        certificatePictureFileUploadUuid: await uploadEvidence(t, token),
      },
    });
    expect(certified.status).toBe(201);
    const list = await eventually(supplier.token, (items) =>
      items.some((n) => n.type === 'MATERIAL_CERTIFIED'),
    );
    expect(ofType('MATERIAL_CERTIFIED')(list.items)).toEqual([
      expect.objectContaining({
        title: 'Material certified',
        body: 'Certifying Recycler certified 612.5 kg PET clear (truck MH 12 AB 1234).',
        link: '/hub-overview',
      }),
    ]);
  });

  it('an audit action opened notifies its owners; its deadline passed without evidence notifies the owners and the admins, once', async () => {
    const {
      hub,
      token: ownerToken,
      email,
    } = await hubWithManager(t, 'Audit Alert Hub', 'ROLE_HUB_OWNER');
    const today = new Date().toISOString().slice(0, 10);
    const created = await t.call('POST', '/api/admin/complianceActions', {
      token: t.adminToken,
      body: {
        name: 'Age register',
        description: 'Upload the age register.',
        deadlineDate: today,
        cocPrincipleUuid: COC_PRINCIPLES[0].uuid,
        companyUuid: hub.uuid,
      },
    });
    expect(created.status).toBe(201);
    const opened = await eventually(ownerToken, (items) =>
      items.some((n) => n.type === 'AUDIT_ACTION_OPENED'),
    );
    expect(opened.items).toEqual([
      expect.objectContaining({
        type: 'AUDIT_ACTION_OPENED',
        title: 'Audit action: Age register',
        link: '/hub-portal/dashboard',
      }),
    ]);

    // The scheduler's clock, two days on: overdue, told once however often it looks.
    const app = t.running.app;
    const later = new Date(Date.now() + 2 * 86_400_000);
    await raiseOverdueAuditAlerts(app, later);
    await raiseOverdueAuditAlerts(app, later);
    await app.projections.waitForLatest(5000);
    expect(ofType('AUDIT_ACTION_OVERDUE')((await notifications(ownerToken)).items)).toEqual([
      expect.objectContaining({ title: 'Audit action overdue: Age register' }),
    ]);
    expect(
      ofType('AUDIT_ACTION_OVERDUE')((await notifications(t.adminToken)).items).filter(
        (n) => n.link === `/admin/hubs/${hub.uuid}/manage-audit-actions`,
      ),
    ).toHaveLength(1);
    await expect
      .poll(
        async () =>
          (await outbox())
            .split('\n')
            .filter((l) => l.includes(email) && l.includes('Audit action overdue')).length,
      )
      .toBe(1);

    // Evidence before the deadline's end leaves nothing overdue for a new action.
    const evidence = await t.call('POST', '/api/admin/complianceActions', {
      token: t.adminToken,
      body: {
        name: 'Wage slips',
        description: 'Upload wage slips.',
        deadlineDate: today,
        cocPrincipleUuid: COC_PRINCIPLES[0].uuid,
        companyUuid: hub.uuid,
      },
    });
    await uploadPicture(
      t,
      ownerToken,
      `/api/complianceActions/${evidence.body.uuid}/evidence`,
      await picture('scale-display-12-5-kg.png'),
    );
    await raiseOverdueAuditAlerts(app, later);
    await app.projections.waitForLatest(5000);
    expect(
      ofType('AUDIT_ACTION_OVERDUE')((await notifications(ownerToken)).items).map((n) => n.title),
    ).toEqual(['Audit action overdue: Age register']);
  });
});
