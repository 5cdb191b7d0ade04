import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** An instant strictly between what was done before and what is done after. */
const instant = async () => {
  await pause(20);
  const at = new Date().toISOString();
  await pause(20);
  return at;
};

describe('time travel: the figures as the log stood at a past instant', () => {
  it('stock, hub events and mass balance as of an instant leave out what came after, and show the weights then', async () => {
    const { hub, token } = await gradingHub(t, 'Time Travel Hub');
    const register = async (weight: string, materialType: string) => {
      const r = await t.call('POST', '/api/collectedMaterials', {
        token,
        body: {
          registrationUnit: 'BAG',
          weight,
          materialType,
          pictureFileUploadUuid: await uploadEvidence(t, token),
        },
      });
      expect(r.status).toBe(201);
      return r.body.uuid as string;
    };
    const atStart = await instant();
    const first = await register('30', 'PET_CLEAR');
    const between = await instant();
    await register('12', 'HDPE_MIXED');
    expect(
      (
        await t.call('POST', `/api/admin/hubEvents/${first}/amendWeight`, {
          token: t.adminToken,
          body: { weight: 28 },
        })
      ).status,
    ).toBe(200);

    const stock = async (asOf?: string) => {
      const r = await t.call(
        'GET',
        `/api/admin/hubs/stock?hubUuid=${hub.uuid}${asOf ? `&asOf=${encodeURIComponent(asOf)}` : ''}`,
        { token: t.adminToken },
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return Object.fromEntries(
        r.body.map((row: { materialType: string; quantity: number }) => [
          row.materialType,
          row.quantity,
        ]),
      );
    };
    expect(await stock()).toEqual({ PET_CLEAR: 28, HDPE_MIXED: 12 });
    expect(await stock(between)).toEqual({ PET_CLEAR: 30 });
    expect(await stock(atStart)).toEqual({});

    const filters = encodeURIComponent(
      JSON.stringify([{ field: 'HUB_UUID', operator: 'EQUALS', value: hub.uuid }]),
    );
    const events = await t.call(
      'GET',
      `/api/admin/hubEvents?page=0&size=25&filters=${filters}&asOf=${encodeURIComponent(between)}`,
      { token: t.adminToken },
    );
    expect(events.body.pagination.total).toBe(1);
    expect(events.body.items[0]).toMatchObject({ uuid: first, weight: 30, status: 'PENDING' });

    const period = `account=REGISTRATION&startDate=${encodeURIComponent(atStart)}&endDate=${encodeURIComponent(new Date(Date.now() + 3600_000).toISOString())}`;
    const now = await t.call('GET', `/api/massBalance/overview?${period}`, { token });
    expect(now.body.total).toBe(40);
    const then = await t.call(
      'GET',
      `/api/massBalance/overview?${period}&asOf=${encodeURIComponent(between)}`,
      { token },
    );
    expect(then.body).toMatchObject({
      total: 30,
      outputTypeBreakdown: [{ materialType: 'PET_CLEAR', weight: 30 }],
    });

    const bad = await t.call('GET', `/api/admin/hubs/stock?asOf=yesterday`, {
      token: t.adminToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ asOf: 'validationInvalid' });
  });

  it("audits a hub's mass balance for a period, as of now or a past instant", async () => {
    const { hub, token } = await gradingHub(t, 'Audited Hub');
    const register = async (weight: string) =>
      expect(
        (
          await t.call('POST', '/api/collectedMaterials', {
            token,
            body: {
              registrationUnit: 'BAG',
              weight,
              materialType: 'PET_CLEAR',
              pictureFileUploadUuid: await uploadEvidence(t, token),
            },
          })
        ).status,
      ).toBe(201);
    const start = await instant();
    await register('20');
    const between = await instant();
    await register('5');
    const period = `hubUuid=${hub.uuid}&startDate=${encodeURIComponent(start)}&endDate=${encodeURIComponent(new Date(Date.now() + 3600_000).toISOString())}`;
    const audit = async (extra = '') => {
      const r = await t.call('GET', `/api/admin/massBalance/audit?${period}${extra}`, {
        token: t.adminToken,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body;
    };
    expect((await audit()).lines).toEqual([
      expect.objectContaining({
        materialType: 'PET_CLEAR',
        opening: 0,
        closing: 25,
        warning: false,
      }),
    ]);
    expect((await audit()).lines[0].inputs.entries).toHaveLength(2);
    expect((await audit(`&asOf=${encodeURIComponent(between)}`)).lines[0]).toMatchObject({
      closing: 20,
    });

    expect((await t.call('GET', `/api/admin/massBalance/audit?${period}`, { token })).status).toBe(
      403,
    );
    expect(
      (await t.call('GET', '/api/admin/massBalance/audit', { token: t.adminToken })).body
        .fieldErrors,
    ).toEqual({
      hubUuid: 'validationRequired',
      startDate: 'validationRequired',
      endDate: 'validationRequired',
    });
    const missing = period.replace(hub.uuid, '00000000-0000-4000-8000-000000000404');
    expect(
      (await t.call('GET', `/api/admin/massBalance/audit?${missing}`, { token: t.adminToken }))
        .status,
    ).toBe(404);
  });
});
