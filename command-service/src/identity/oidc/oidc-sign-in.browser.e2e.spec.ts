import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowserApp } from '../../../test/harness/browser';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  startOidcProvider,
  type TestOidcProvider,
} from '../../../test/harness/oidc-provider';

/** Issue 20 item 10, the whole journey in a browser: /sign-in → the provider → the admin's home. */
let idp: TestOidcProvider;
const env: Record<string, string> = {};
beforeAll(async () => {
  idp = await startOidcProvider();
  Object.assign(env, {
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    OIDC_ROLES_CLAIM: 'groups.cairn',
    OIDC_BUTTON_LABEL: 'Sign in with Acme ID',
  });
});
const app = useBrowserApp({ env });
beforeAll(() => idp.register(`${app.t.url}/api/auth/oidc/callback`, 'groups'));
afterAll(() => idp?.stop());

describe('sign-in through the external provider, in a browser', () => {
  it('opens the admin’s home from the provider’s button, with a Cairn session', async () => {
    // The claim is a dotted path: { groups: { cairn: [...] } }.
    idp.accounts.set('alice', {
      email: 'admin@test.example',
      roles: { cairn: ['ROLE_CAIRN_ADMIN'] },
    });
    idp.loginAs('alice');
    const page = await app.page();
    await page.goto(`${app.t.url}/sign-in`);
    await page.getByRole('button', { name: 'Sign in with Acme ID' }).click();
    await page.waitForURL(`${app.t.url}/admin/hubs`);
    const token = await page.evaluate("localStorage.getItem('x-auth-token')");
    expect(typeof token).toBe('string');
    const me = await app.t.call('GET', '/api/users/current', { token: token as string });
    expect(me.body.email).toBe('admin@test.example');
    // The environment badge: 127.0.0.1 is a development host.
    expect(await page.getByRole('status', { name: 'Environment: dev' }).textContent()).toBe('dev');
  });

  it('comes back to /sign-in saying why when the provider grants no Cairn role', async () => {
    idp.accounts.set('bob', { email: 'admin@test.example', roles: { cairn: [] } });
    idp.loginAs('bob');
    const page = await app.page();
    await page.goto(`${app.t.url}/sign-in`);
    await page.getByRole('button', { name: 'Sign in with Acme ID' }).click();
    await page.waitForURL(`${app.t.url}/sign-in?error=oidcRoleNotGranted`);
    await page.getByText(/does not grant you the role of your Cairn account/).waitFor();
    expect(await page.evaluate("localStorage.getItem('x-auth-token')")).toBeNull();
  });
});
