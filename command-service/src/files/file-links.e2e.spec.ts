import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';

/** Issue 21 §8: links to uploaded files last minutes and die with the session they were handed to. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { FILE_LINK_TTL_MINUTES: '5' } });
});
afterAll(async () => {
  await t?.stop();
});

describe('links to uploaded files', () => {
  it('last the configured minutes, not hours, and are cached privately no longer', async () => {
    const { token } = await hubWithManager(t, 'Link Hub');
    const before = Date.now();
    const upload = await uploadPicture(
      t,
      token,
      '/api/fileUploads',
      await picture('scale-display-12-5-kg.png'),
    );
    const link = new URL(upload.body.directLink, t.url);
    const exp = Number(link.searchParams.get('exp'));
    expect(exp).toBeGreaterThanOrEqual(before + 5 * 60_000);
    expect(exp).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    const served = await fetch(link);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, max-age=300');
  });

  it('stop working when the session that got them signs out; a new session gets links of its own', async () => {
    const manager = await hubWithManager(t, 'Revoked Hub');
    const upload = await uploadPicture(
      t,
      manager.token,
      '/api/fileUploads',
      await picture('scale-display-12-5-kg.png'),
    );
    const link = new URL(upload.body.directLink, t.url);
    expect((await fetch(link)).status).toBe(200);
    // The same link with its holder taken off is refused: the signature covers the holder.
    const bare = new URL(link);
    bare.searchParams.delete('u');
    bare.searchParams.delete('s');
    expect((await fetch(bare)).status).toBe(404);

    expect((await t.call('POST', '/api/auth/signOut', { token: manager.token })).status).toBe(204);
    const dead = await fetch(link);
    expect(dead.status).toBe(404);
    expect(await dead.json()).toEqual({ errorMessageKey: 'notFoundMessage' });

    const again = await t.signIn(manager.email);
    const fresh = await t.call('GET', `/api/fileUploads/${upload.body.uuid}`, { token: again });
    expect((await fetch(new URL(fresh.body.directLink, t.url))).status).toBe(200);
  });
});
