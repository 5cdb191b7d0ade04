import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubEventRow } from '@cairn/contracts';
import { DEMO_HUBS } from '../seed/demo-hubs';
import { FINDING_EXAMPLES } from '../seed/demo-findings';
import { startTestApp, type TestApp } from '../../test/harness/test-app';

let t: TestApp;
let rows: HubEventRow[] = [];
const hubName = (slug: string) => DEMO_HUBS.find((h) => h.slug === slug)!.body.name;
const tagsOf = (row: HubEventRow) => (row.autoReview?.findings ?? []).map((f) => f.tag);

/** Every demo hub event, once the automatic review has looked at each (text recognition included). */
const allReviewed = async (): Promise<HubEventRow[]> => {
  for (let attempt = 0; ; attempt++) {
    const all: HubEventRow[] = [];
    for (let page = 0; ; page++) {
      const items = (
        await t.call('GET', `/api/admin/hubEvents?page=${page}&size=100`, { token: t.adminToken })
      ).body.items as HubEventRow[];
      all.push(...items);
      if (items.length < 100) break;
    }
    if (all.length > 0 && all.every((r) => r.autoReview)) return all;
    if (attempt > 600)
      throw new Error(
        `${all.filter((r) => !r.autoReview).length} of ${all.length} demo hub events not reviewed`,
      );
    await new Promise((r) => setTimeout(r, 300));
  }
};

beforeAll(async () => {
  t = await startTestApp({ demo: true, ocr: true, autoReview: true });
  rows = await allReviewed();
}, 400_000);
afterAll(async () => {
  await t?.stop();
});

describe('automatic review of the demo data', () => {
  it('the Köln clearance, whose weigh slip reads 12.5 kg, is flagged with what was entered', () => {
    const clearance = rows.find(
      (r) => r.type === 'CLEARANCE' && r.company.name === hubName('koeln'),
    );
    expect(clearance).toBeDefined();
    expect(clearance!.weight).not.toBe(12.5);
    expect(clearance).toMatchObject({
      status: 'AUTO_FLAGGED',
      anomalies: expect.arrayContaining(['IMAGE_WEIGHT_MISMATCH']),
    });
    expect(clearance!.autoReview!.findings).toContainEqual(
      expect.objectContaining({
        tag: 'IMAGE_WEIGHT_MISMATCH',
        evidence: expect.objectContaining({ readWeight: 12.5, enteredWeight: clearance!.weight }),
      }),
    );
  });

  it('holds one example of each other finding, on the event meant for it, and it alone', () => {
    const pune = hubName('pune');
    for (const [tag, example] of Object.entries(FINDING_EXAMPLES)) {
      const candidates = rows.filter(
        (r) =>
          r.company.name === hubName(example.hub) &&
          (example.weight === null || r.weight === example.weight),
      );
      // The registered-twice example: the later of the two is the duplicate.
      const event = candidates.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1);
      expect(event, tag).toBeDefined();
      expect({ tag, status: event!.status, tags: tagsOf(event!) }).toEqual({
        tag,
        status: 'AUTO_FLAGGED',
        tags: [tag],
      });
      if (tag === 'IMAGE_DUPLICATE')
        expect(event!.autoReview!.findings[0].evidence.duplicateOfHubName).toBe(pune);
      if (tag === 'DUPLICATE')
        expect(event!.autoReview!.findings[0].evidence.duplicateOfHubEventUuid).toBe(
          candidates[0].uuid,
        );
    }
  });

  it('flags nothing else: every other demo event passed its checks, none failed', () => {
    const flagged = rows
      .filter((r) => tagsOf(r).length > 0)
      .map((r) => `${r.company.name} ${r.type} ${r.weight}: ${tagsOf(r).join(', ')}`);
    expect(flagged).toHaveLength(Object.keys(FINDING_EXAMPLES).length + 1);
    expect(rows.filter((r) => (r.autoReview?.failures ?? []).length > 0)).toEqual([]);
    const clean = rows.filter((r) => tagsOf(r).length === 0);
    expect(clean.length).toBeGreaterThan(50);
    for (const row of clean)
      expect(
        row.autoReview!.outcome === 'PASSED' || row.status === 'AUTO_APPROVED',
        `${row.company.name} ${row.weight}`,
      ).toBe(true);
  });
});
