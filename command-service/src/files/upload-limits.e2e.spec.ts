import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START } from '@cairn/infra';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { hubWithManager, picture, uploadPicture } from '../../test/harness/fixtures';

/** Issue 21 §6: each hub's uploads stay within a quota and an hourly rate (documented settings). */
const FILE = 'scale-display-12-5-kg.png';
let rated: TestApp;
let quota: TestApp;
let size = 0;
beforeAll(async () => {
  size = (await picture(FILE)).length;
  rated = await startTestApp({ env: { UPLOAD_RATE_PER_HUB_PER_HOUR: '2' } });
  quota = await startTestApp({
    env: { UPLOAD_QUOTA_MB_PER_HUB: String((size * 1.5) / 1_000_000) },
  });
});
afterAll(async () => {
  await rated?.stop();
  await quota?.stop();
});
const events = async (t: TestApp) =>
  (await t.running.app.events.readAll(START, 100_000)).events.length;

describe('upload limits per hub', () => {
  it('past the hourly rate: 429 with Retry-After, nothing stored; other hubs go on', async () => {
    const a = await hubWithManager(rated, 'Rate Hub A');
    const b = await hubWithManager(rated, 'Rate Hub B');
    for (let i = 0; i < 2; i++)
      expect(
        (await uploadPicture(rated, a.token, '/api/fileUploads', await picture(FILE))).status,
      ).toBe(201);
    const before = await events(rated);
    const refused = await uploadPicture(rated, a.token, '/api/fileUploads', await picture(FILE));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ errorMessageKey: 'uploadRateExceeded' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await events(rated)).toBe(before);
    expect(
      (await uploadPicture(rated, b.token, '/api/fileUploads', await picture(FILE))).status,
    ).toBe(201);
    // An hour later the hub may upload again.
    rated.running.app.now = () => new Date(Date.now() + 3601_000);
    expect(
      (await uploadPicture(rated, a.token, '/api/fileUploads', await picture(FILE))).status,
    ).toBe(201);
  });

  it('past the quota: 413 uploadQuotaExceeded, nothing stored', async () => {
    const hub = await hubWithManager(quota, 'Quota Hub');
    expect(
      (await uploadPicture(quota, hub.token, '/api/fileUploads', await picture(FILE))).status,
    ).toBe(201);
    const before = await events(quota);
    const refused = await uploadPicture(quota, hub.token, '/api/fileUploads', await picture(FILE));
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({
      errorMessageKey: 'uploadQuotaExceeded',
      fieldErrors: { file: 'validationFileTooLarge' },
    });
    expect(await events(quota)).toBe(before);
  });
});
