import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, type TestApp } from '../../test/harness/test-app';
import { registerUser } from './user.handlers';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';
import { signInWithEmail, useBrowserApp } from '../../test/harness/browser';
import { generateFor, gradingHub } from '../grading/grading.fixtures';

const app = useBrowserApp();
const VIEWPORT = { width: 390, height: 844 };
const SHOTS = '/tmp/shots-identity';

let hub: { uuid: string; name: string };
let email: string;
let token: string;
let other: { hub: { uuid: string } };

const ok = (a: { status: number; body: unknown }) => {
  expect(a.status, JSON.stringify(a.body)).toBeLessThan(300);
  return a.body as { uuid: string };
};
const registerBag = async (t: TestApp, trackedItemUuid?: string) => {
  const upload = await uploadPicture(
    t,
    token,
    '/api/fileUploads',
    await picture('scale-display-12-5-kg.png'),
  );
  return ok(
    await t.call('POST', '/api/collectedMaterials', {
      token,
      body: {
        registrationUnit: 'BAG',
        weight: '4',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: upload.body.uuid,
        trackedItemUuid,
      },
    }),
  );
};
/** Opens a QR code's address and waits until the redirect has replaced it. */
const scan = async (page: Page, path: string) => {
  await page.goto(`${app.t.url}${path}`);
  await page.waitForURL((url) => !url.pathname.startsWith('/identity/'));
  return page.url().slice(app.t.url.length);
};
const signedIn = async (who = email) => {
  const page = await app.page({ viewport: VIEWPORT });
  await signInWithEmail(page, app.t.url, who, TEST_PASSWORD);
  await page.waitForURL((url) => !/\/(sign-in|auth\/callback)/.test(url.pathname));
  return page;
};

beforeAll(async () => {
  ({ hub, email, token } = await gradingHub(app.t, 'Identity Hub Pune'));
  other = await hubWithManager(app.t, 'Identity Other Hub');
});

describe('identity redirects of scanned QR codes (Document 2 §2)', () => {
  it('tracked item: unassigned → new bag with the card; registered → bag registration; in sorting → overview; unassigned during a grading → its output bag', async () => {
    const { t } = app;
    const [first, second, foreign] = [
      ...(await generateFor(t, hub.uuid, 'TRACKED_ITEM', 2)),
      ...(await generateFor(t, other.hub.uuid, 'TRACKED_ITEM', 1)),
    ];
    const page = await signedIn();

    expect(await scan(page, `/identity/tracked-item/${first}`)).toBe(
      `/register-material-bag?trackedItemUuid=${first}`,
    );
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/tracked-item-unassigned.png` });

    await registerBag(t, first);
    expect(await scan(page, `/identity/tracked-item/${first}`)).toBe('/register-material-bag');

    const unit = ok(await t.call('POST', '/api/collectedMaterials/grade', { token, body: {} }));
    expect(await scan(page, `/identity/tracked-item/${first}`)).toBe('/hub-overview');
    expect(await scan(page, `/identity/tracked-item/${second}`)).toBe(
      `/segregation-unit/${unit.uuid}/register-output-material-bag?trackedItemUuid=${second}`,
    );
    await expect.poll(() => page.getByText("The bag's QR card is linked.").count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/tracked-item-grading.png` });

    // Another hub's card is not known here.
    expect(await scan(page, `/identity/tracked-item/${foreign}`)).toBe('/error');
    await page.context().close();
  });

  it("collector: undefined → define, defined → active, another company's → /error; hub → bag registration from that hub", async () => {
    const { t } = app;
    const [collector] = await generateFor(t, hub.uuid, 'COLLECTOR', 1);
    const [foreign] = await generateFor(t, other.hub.uuid, 'COLLECTOR', 1);

    // Not signed in: sign in first, then the scanned code still leads on.
    const page = await app.page({ viewport: VIEWPORT });
    await page.goto(`${t.url}/identity/collector/${collector}`);
    await page.waitForURL('**/sign-in');
    await page.getByRole('button', { name: /email/i }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL(`**/define-collector/${collector}`);

    const upload = await uploadPicture(
      t,
      token,
      '/api/fileUploads',
      await picture('scale-display-12-5-kg.png'),
    );
    ok(
      await t.call('POST', `/api/collectors/${collector}`, {
        token,
        body: {
          name: 'Asha K',
          idNumber: 'MH-1',
          birthDate: '1988-04-12',
          idDocumentFileUploadUuid: upload.body.uuid,
        },
      }),
    );
    expect(await scan(page, `/identity/collector/${collector}`)).toBe(
      `/active-collector/${collector}`,
    );
    await expect.poll(() => page.getByTestId('collector-name').textContent()).toBe('Asha K');

    expect(await scan(page, `/identity/collector/${foreign}`)).toBe('/error');
    await expect
      .poll(() => page.getByText('An error has occurred', { exact: false }).count())
      .toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/collector-foreign.png` });

    expect(await scan(page, `/identity/hub/${other.hub.uuid}`)).toBe(
      `/register-material-bag/${other.hub.uuid}`,
    );
    await page.context().close();
  });

  it('an admin who opens a QR code lands on the admin home; identity pages are for hub users', async () => {
    const page = await app.page({ viewport: { width: 1280, height: 800 } });
    await signInWithEmail(page, app.t.url, 'admin@test.example', TEST_PASSWORD);
    await page.waitForURL('**/admin/hubs');
    const [collector] = await generateFor(app.t, hub.uuid, 'COLLECTOR', 1);
    expect(await scan(page, `/identity/collector/${collector}`)).toBe('/admin/hubs');
    await page.context().close();
  });
});

describe('callback and home by role (Document 2 §2)', () => {
  it('each role lands on its home (manager /hub-overview, owner /hub-portal/dashboard, admin /admin/hubs), also from / and /sign-in', async () => {
    const owner = await hubWithManager(app.t, 'Identity Owner Hub', 'ROLE_HUB_OWNER');
    for (const [who, home] of [
      [email, '/hub-overview'],
      [owner.email, '/hub-portal/dashboard'],
      ['admin@test.example', '/admin/hubs'],
    ]) {
      const page = await signedIn(who);
      expect(new URL(page.url()).pathname).toBe(home);
      // `/` sends a signed-in user home too.
      await page.goto(`${app.t.url}/`);
      await page.waitForURL(`**${home}`);
      // /sign-in while signed in goes through the callback to the same home.
      await page.goto(`${app.t.url}/sign-in`);
      await page.waitForURL(`**${home}`);
      await page.context().close();
    }
  });

  it('the migration parameter leads to /account-migration?complete=true, which continues home; without a session the callback goes to sign-in', async () => {
    const page = await signedIn();
    await page.goto(`${app.t.url}/auth/callback?migration=true`);
    await page.waitForURL('**/account-migration?complete=true');
    await page.screenshot({ path: `${SHOTS}/account-migration.png` });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/hub-overview');
    await page.context().close();

    const anonymous = await app.page({ viewport: VIEWPORT });
    await anonymous.goto(`${app.t.url}/auth/callback`);
    await anonymous.waitForURL('**/sign-in');
    await anonymous.context().close();
  });

  it('a system user with an impersonation role stored is treated as having only that role', async () => {
    await registerUser(
      app.t.running.app,
      { commandId: 'identity-system-user', actorUuid: null, now: new Date().toISOString() },
      {
        hubUuid: null,
        role: 'ROLE_SYSTEM_USER',
        gender: 'UNKNOWN',
        firstName: 'System',
        lastName: 'Identity',
        email: 'system.identity@test.example',
        phoneNumber: null,
        language: 'EN',
        authType: 'EMAIL_PASSWORD',
        region: 'DEFAULT',
      },
      TEST_PASSWORD,
    );
    const page = await signedIn('system.identity@test.example');
    expect(new URL(page.url()).pathname).toBe('/admin/hubs');
    for (const [role, home] of [
      ['ROLE_HUB_OWNER', '/hub-portal/dashboard'],
      ['ROLE_HUB_MANAGER', '/hub-overview'],
    ]) {
      await page.evaluate((r) => localStorage.setItem('impersonationRole', r), role);
      await page.goto(`${app.t.url}/`);
      await page.waitForURL(`**${home}`);
      // With that role the admin area is not theirs: it sends them to the role's home.
      await page.goto(`${app.t.url}/admin/users`);
      await page.waitForURL(`**${home}`);
    }
    await page.evaluate(() => localStorage.removeItem('impersonationRole'));
    await page.goto(`${app.t.url}/`);
    await page.waitForURL('**/admin/hubs');
    await page.context().close();
  });
});
