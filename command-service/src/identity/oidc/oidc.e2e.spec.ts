import { silentLogger } from '@cairn/infra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness/test-app';
import { hubWithManager } from '../../../test/harness/fixtures';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  cookieBrowser,
  startOidcProvider,
  type TestOidcProvider,
} from '../../../test/harness/oidc-provider';

/**
 * Issue 20 item 10: sign-in through an external OpenID Connect provider, end to end against a real
 * provider (oidc-provider): login → provider → callback → a normal Cairn session.
 */
let idp: TestOidcProvider;
let t: TestApp;
/** Why callbacks were refused (openid-client names the failed check). */
const warnings: string[] = [];
beforeAll(async () => {
  idp = await startOidcProvider();
  t = await startTestApp({
    logger: {
      ...silentLogger,
      warn: (msg, fields) => warnings.push(`${msg} ${JSON.stringify(fields)}`),
    },
    env: {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_ROLES_CLAIM: 'cairn_roles',
      OIDC_BUTTON_LABEL: 'Sign in with Acme ID',
      USAGE_TRACKING_URL: 'https://usage.test.example/events',
      CELEBRATION_IMAGE_URL: 'https://images.test.example/v1/gifs/random?api_key=k',
    },
  });
  idp.register(`${t.url}/api/auth/oidc/callback`);
});
afterAll(async () => {
  await t?.stop();
  await idp?.stop();
});

const isCairnPage = (url: URL) => url.origin === t.url && !url.pathname.startsWith('/api/');

/** One browser through the whole journey as the provider's `account`: where Cairn lands it, and its session. */
const signInAs = async (account: string, from = '/admin/hubs') => {
  const browser = cookieBrowser();
  idp.loginAs(account);
  const landed = await browser.follow(
    `${t.url}/api/auth/oidc/login?from=${encodeURIComponent(from)}`,
    isCairnPage,
  );
  const session = await browser.go(`${t.url}/api/auth/oidc/session`, { method: 'POST' });
  const body = (await session.json()) as { token?: string; expiresAt?: string };
  return { browser, landed, status: session.status, token: body.token ?? null, body };
};

describe('sign-in through an external OpenID Connect provider', () => {
  it('says on GET /api/app-settings that the provider is there, and never its secret', async () => {
    const settings = await t.call('GET', '/api/app-settings');
    expect(settings.status).toBe(200);
    expect(settings.body.oidc).toEqual({
      buttonLabel: 'Sign in with Acme ID',
      loginPath: '/api/auth/oidc/login',
    });
    expect(JSON.stringify(settings.body)).not.toContain(CLIENT_SECRET);
  });

  it('answers the usage-tracking and image-service settings, and lets the page reach them', async () => {
    const settings = await t.call('GET', '/api/app-settings');
    expect(settings.body.usageTracking).toEqual({ url: 'https://usage.test.example/events' });
    expect(settings.body.celebrationImage).toEqual({
      url: 'https://images.test.example/v1/gifs/random?api_key=k',
    });
    expect(settings.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://usage.test.example https://images.test.example;",
    );
  });

  it('goes login → provider → callback → a Cairn session that calls protected APIs', async () => {
    idp.accounts.set('alice', { email: 'Admin@Test.example', roles: ['ROLE_CAIRN_ADMIN'] });
    const { landed, status, token, body } = await signInAs('alice');
    expect(landed.pathname).toBe('/auth/callback');
    expect(landed.searchParams.get('oidc')).toBe('1');
    expect(landed.searchParams.get('from')).toBe('/admin/hubs');
    expect(status).toBe(200);
    expect(Date.parse(body.expiresAt!)).toBeGreaterThan(Date.now());

    const me = await t.call('GET', '/api/users/current', { token: token! });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: 'admin@test.example',
      securityRole: 'ROLE_CAIRN_ADMIN',
    });
    const hubs = await t.call('GET', '/api/admin/companies/hubs', { token: token! });
    expect(hubs.status).toBe(200);
    // The same session as the built-in sign-in's: signing out ends it.
    expect((await t.call('POST', '/api/auth/signOut', { token: token! })).status).toBe(204);
    expect((await t.call('GET', '/api/users/current', { token: token! })).status).toBe(401);
    t.adminToken = await t.signIn('admin@test.example'); // that sign-out ended the admin's sessions
  });

  it('hands the session over once', async () => {
    idp.accounts.set('alice', { email: 'admin@test.example', roles: ['ROLE_CAIRN_ADMIN'] });
    const { browser, token } = await signInAs('alice');
    expect(token).not.toBeNull();
    const again = await browser.go(`${t.url}/api/auth/oidc/session`, { method: 'POST' });
    expect(again.status).toBe(401);
  });

  it('lets the roles claim decide: no role of the account, no session', async () => {
    const manager = await hubWithManager(t, 'Oidc Roles Hub');
    idp.accounts.set('ravi', { email: manager.email, roles: [] });
    const refused = await signInAs('ravi');
    expect(refused.landed.pathname).toBe('/sign-in');
    expect(refused.landed.searchParams.get('error')).toBe('oidcRoleNotGranted');
    expect(refused.status).toBe(401);

    // An admin role the account does not have grants nothing either.
    idp.accounts.set('ravi', { email: manager.email, roles: ['ROLE_CAIRN_ADMIN'] });
    expect((await signInAs('ravi')).landed.searchParams.get('error')).toBe('oidcRoleNotGranted');

    idp.accounts.set('ravi', { email: manager.email, roles: ['ROLE_HUB_MANAGER', 'offline'] });
    const admitted = await signInAs('ravi', '/hub-app');
    expect(admitted.status).toBe(200);
    const token = admitted.token!;
    expect((await t.call('GET', '/api/collectedMaterials', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/admin/companies/hubs', { token })).status).toBe(403);
  });

  it('refuses an email no Cairn account has, and an unverified one', async () => {
    idp.accounts.set('stranger', {
      email: 'nobody@elsewhere.example',
      roles: ['ROLE_CAIRN_ADMIN'],
    });
    const unknown = await signInAs('stranger');
    expect(unknown.landed.searchParams.get('error')).toBe('oidcUnknownUser');
    expect(unknown.status).toBe(401);

    idp.accounts.set('unverified', {
      email: 'admin@test.example',
      roles: ['ROLE_CAIRN_ADMIN'],
      emailVerified: false,
    });
    const unverified = await signInAs('unverified');
    expect(unverified.landed.searchParams.get('error')).toBe('oidcSignInFailed');
    expect(unverified.status).toBe(401);
  });

  it('refuses a callback whose state is not the login’s', async () => {
    idp.accounts.set('alice', { email: 'admin@test.example', roles: ['ROLE_CAIRN_ADMIN'] });
    idp.loginAs('alice');
    const browser = cookieBrowser();
    const callback = await browser.follow(
      `${t.url}/api/auth/oidc/login`,
      (url) => url.pathname === '/api/auth/oidc/callback',
    );
    expect(callback.searchParams.get('code')).toBeTruthy();
    callback.searchParams.set('state', 'forged-state');
    warnings.length = 0;
    const landed = await browser.follow(callback.toString(), isCairnPage);
    expect(landed.pathname).toBe('/sign-in');
    expect(landed.searchParams.get('error')).toBe('oidcSignInFailed');
    expect(warnings.join()).toMatch(/state/);
    expect((await browser.go(`${t.url}/api/auth/oidc/session`, { method: 'POST' })).status).toBe(
      401,
    );
  });

  it('refuses an ID token whose nonce is not the login’s', async () => {
    idp.loginAs('alice');
    const browser = cookieBrowser();
    const login = await browser.go(`${t.url}/api/auth/oidc/login`);
    const authorize = new URL(login.headers.get('location')!);
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    authorize.searchParams.set('nonce', 'a-nonce-of-another-login');
    warnings.length = 0;
    const landed = await browser.follow(authorize.toString(), isCairnPage);
    expect(landed.pathname).toBe('/sign-in');
    expect(landed.searchParams.get('error')).toBe('oidcSignInFailed');
    expect(warnings.join()).toMatch(/nonce/);
  });

  it('refuses a callback in a browser that did not start the login', async () => {
    idp.loginAs('alice');
    const victim = cookieBrowser();
    const callback = await cookieBrowser().follow(
      `${t.url}/api/auth/oidc/login`,
      (url) => url.pathname === '/api/auth/oidc/callback',
    );
    const landed = await victim.follow(callback.toString(), isCairnPage);
    expect(landed.searchParams.get('error')).toBe('oidcSignInFailed');
    expect((await victim.go(`${t.url}/api/auth/oidc/session`, { method: 'POST' })).status).toBe(
      401,
    );
  });

  it('keeps the built-in sign-in as it was', async () => {
    const answer = await t.call('POST', '/api/auth/signIn', {
      body: { email: 'admin@test.example', password: 'test-password-1' },
    });
    expect(answer.status).toBe(200);
  });
});

describe('without a provider configured', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await startTestApp();
  });
  afterAll(async () => {
    await plain?.stop();
  });

  it('has no OpenID Connect endpoints and no button', async () => {
    expect((await plain.call('GET', '/api/app-settings')).body).toEqual({
      oidc: null,
      usageTracking: null,
      celebrationImage: null,
    });
    expect((await plain.call('GET', '/api/auth/oidc/login')).status).toBe(404);
    expect((await plain.call('GET', '/api/auth/oidc/callback?code=x&state=y')).status).toBe(404);
  });

  it('lets pages reach no other origin', async () => {
    const answer = await plain.call('GET', '/api/app-settings');
    expect(answer.headers.get('content-security-policy')).toContain("connect-src 'self';");
  });
});
