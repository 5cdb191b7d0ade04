import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnomalyTag, type HubEventRow } from '@cairn/contracts';
import { gradingHub } from '../grading/grading.fixtures';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { uploadEvidence } from '../transports/transports.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const SHOWN = ['IMAGE_SCALE_VISIBILITY', 'IMAGE_CHILD_LABOUR', 'OTHER'] as const;
const search = (filters: unknown[]) =>
  `/api/admin/hubEvents?page=0&size=50&filters=${encodeURIComponent(JSON.stringify(filters))}`;

describe('every anomaly tag of Document 1 §3 flags, filters, and reaches the hub only when it shows it', () => {
  it('a reviewer flags with each tag: ANOMALY finds exactly that event; the app shows eventAppReviewTags only', async () => {
    const { hub, token } = await gradingHub(t, 'Tagged Center', { eventAppReviewTags: SHOWN });
    const eventOf = new Map<string, string>();
    for (const tag of AnomalyTag.options) {
      const registered = await t.call('POST', '/api/collectedMaterials', {
        token,
        body: {
          registrationUnit: 'BAG',
          weight: '12.5',
          materialType: 'PET_CLEAR',
          pictureFileUploadUuid: await uploadEvidence(t, token),
        },
      });
      expect(registered.status, JSON.stringify(registered.body)).toBe(201);
      const uuid = registered.body.uuid as string;
      const flagged = await t.call('POST', `/api/admin/hubEvents/${uuid}/flag`, {
        token: t.adminToken,
        body: { tags: [tag], comment: `flagged ${tag}` },
      });
      expect(flagged.status, JSON.stringify(flagged.body)).toBe(200);
      eventOf.set(tag, uuid);
    }

    for (const tag of AnomalyTag.options) {
      const found = await t.call(
        'GET',
        search([
          { field: 'HUB_UUID', operator: 'EQUALS', value: hub.uuid },
          { field: 'ANOMALY', operator: 'IN', value: [tag] },
        ]),
        { token: t.adminToken },
      );
      const items = found.body.items as HubEventRow[];
      expect(
        items.map((i) => i.uuid),
        tag,
      ).toEqual([eventOf.get(tag)]);
      expect(items[0]).toMatchObject({ status: 'FLAGGED', review: { tags: [tag] } });
    }

    // The hub's operators: the list and the one event carry only the tags the hub shows.
    const mine = (await t.call('GET', '/api/collectedMaterials?page=0&size=50', { token })).body
      .items as HubEventRow[];
    expect(mine).toHaveLength(AnomalyTag.options.length);
    for (const row of mine) {
      const tag = [...eventOf].find(([, uuid]) => uuid === row.uuid)?.[0];
      const expected = (SHOWN as readonly string[]).includes(tag ?? '') ? [tag] : [];
      expect(row.review?.tags, tag).toEqual(expected);
      expect(row.anomalies, tag).toEqual(expected);
      const one = (await t.call('GET', `/api/hubEvents/${row.uuid}`, { token }))
        .body as HubEventRow;
      expect(one.review?.tags, tag).toEqual(expected);
    }
  });
});
