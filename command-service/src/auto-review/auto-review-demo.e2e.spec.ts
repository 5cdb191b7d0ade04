import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubEventRow } from '@cairn/contracts';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => { t = await startTestApp({ demo: true, ocr: true, autoReview: true }); }, 120_000);
afterAll(async () => { await t?.stop(); });

describe('automatic review of the demo data', () => {
  it('the Köln clearance, whose weigh slip reads 12.5 kg, is flagged with what was entered', async () => {
    const filters = encodeURIComponent(JSON.stringify([{ field: 'TYPE', operator: 'EQUALS', value: 'CLEARANCE' }]));
    let clearance: HubEventRow | undefined;
    for (let i = 0; i < 900 && !clearance?.autoReview; i++) {
      const rows = (await t.call('GET', `/api/admin/hubEvents?page=0&size=50&filters=${filters}`, { token: t.adminToken })).body.items as HubEventRow[];
      clearance = rows.find((r) => r.company.city === 'Köln' || r.company.name.includes('Köln'));
      if (!clearance?.autoReview) await new Promise((r) => setTimeout(r, 200));
    }
    expect(clearance).toBeDefined();
    expect(clearance!.weight).not.toBe(12.5);
    expect(clearance).toMatchObject({ status: 'AUTO_FLAGGED', anomalies: expect.arrayContaining(['IMAGE_WEIGHT_MISMATCH']) });
    expect(clearance!.autoReview!.findings).toContainEqual(expect.objectContaining({
      tag: 'IMAGE_WEIGHT_MISMATCH', evidence: expect.objectContaining({ readWeight: 12.5, enteredWeight: clearance!.weight }),
    }));
  }, 240_000);
});
