import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_QUEUE_STATUSES, type ReviewQueue } from '@cairn/contracts';
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

const register = async (token: string) => {
  const registered = await t.call('POST', '/api/collectedMaterials', {
    token,
    body: {
      registrationUnit: 'BAG',
      weight: '5',
      materialType: 'PET_CLEAR',
      pictureFileUploadUuid: await uploadEvidence(t, token),
    },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return registered.body.uuid as string;
};
const listTotal = async (filters: unknown[]) =>
  (
    await t.call(
      'GET',
      `/api/admin/hubEvents?page=0&size=1&filters=${encodeURIComponent(JSON.stringify(filters))}`,
      { token: t.adminToken },
    )
  ).body.pagination.total as number;

describe('GET /api/admin/hubEvents/reviewQueue (issue 39): the queue by UTC week', () => {
  it('counts this week’s events of the hub by status as the list does, other hubs and removed events apart', async () => {
    const { hub, token } = await gradingHub(t, 'Queue Center');
    const { token: otherToken } = await gradingHub(t, 'Other Queue Center');
    const [a, b, c, d] = [
      await register(token),
      await register(token),
      await register(token),
      await register(token),
    ];
    await register(token);
    await register(otherToken);
    const act = async (uuid: string, action: string, body: object) =>
      expect(
        (
          await t.call('POST', `/api/admin/hubEvents/${uuid}/${action}`, {
            token: t.adminToken,
            body,
          })
        ).status,
      ).toBe(200);
    await act(a!, 'approve', { tags: [], comment: null });
    await act(b!, 'flag', { tags: ['WEIGHT_OUTLIER'], comment: 'too heavy' });
    await act(c!, 'flag', { tags: ['DUPLICATE'], comment: 'seen' });
    await act(d!, 'remove', { comment: 'weighed twice' });

    const answer = await t.call(
      'GET',
      `/api/admin/hubEvents/reviewQueue?hubUuids=${hub.uuid}&weeks=2`,
      {
        token: t.adminToken,
      },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { weeks } = answer.body as ReviewQueue;
    expect(weeks).toHaveLength(2);
    const now = weeks[1]!;
    expect(new Date(now.start).getUTCDay()).toBe(1);
    expect(weeks[0]!.total).toBe(0);
    expect(now.total).toBe(4);
    expect(now.statuses).toMatchObject({ PENDING: 1, APPROVED: 1, FLAGGED: 2 });
    // A person's flags are not the automatic review's: no machine tag here.
    expect(now.tags).toEqual({});

    // The list, filtered the same way, finds as many.
    const inWeek = [
      { field: 'HUB_UUID', operator: 'IN', value: [hub.uuid] },
      { field: 'CREATED_AT', operator: 'GREATER_THAN_OR_EQUAL', value: now.start },
    ];
    expect(await listTotal(inWeek)).toBe(now.total);
    for (const status of REVIEW_QUEUE_STATUSES)
      expect(
        await listTotal([...inWeek, { field: 'STATUS', operator: 'EQUALS', value: status }]),
        status,
      ).toBe(now.statuses[status]);

    const all = (await t.call('GET', '/api/admin/hubEvents/reviewQueue', { token: t.adminToken }))
      .body as ReviewQueue;
    expect(all.weeks).toHaveLength(8);
    expect(all.weeks.at(-1)!.total).toBeGreaterThanOrEqual(5);
  });

  it('refuses a bad query with 400 and a hub user with 403', async () => {
    const bad = await t.call('GET', '/api/admin/hubEvents/reviewQueue?weeks=60&hubUuids=nope', {
      token: t.adminToken,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('validationInvalid');
    const { token } = await gradingHub(t, 'Curious Center');
    expect((await t.call('GET', '/api/admin/hubEvents/reviewQueue', { token })).status).toBe(403);
  });
});
