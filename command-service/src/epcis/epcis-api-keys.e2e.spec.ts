import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness/test-app';

type Event = Record<string, unknown> & {
  eventID: string;
  eventTime: string;
  bizLocation: { id: string };
};
type QueryDocument = { epcisBody: { queryResults: { resultsBody: { eventList: Event[] } } } };
const PASSWORD = 'demo-password-epcis-keys';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { CAIRN_DEMO_PASSWORD: PASSWORD }, demo: true });
});
afterAll(async () => {
  await t?.stop();
});

const eventsOf = (body: unknown) =>
  (body as QueryDocument).epcisBody.queryResults.resultsBody.eventList;
const byKey = (apiKey: string) => ({ headers: { 'x-api-key': apiKey } });
const hubOf = (event: Event) => event.bizLocation.id.split('/').pop()!;

describe('API keys of receiving organisations (issue 34)', () => {
  it('an admin creates a key; it sees only the shared hubs and period; revoked it is 401', async () => {
    const all = eventsOf(
      (await t.call('GET', '/epcis/events?perPage=1000', { token: t.adminToken })).body,
    );
    const hub = hubOf(all[0]);
    const times = all
      .filter((e) => hubOf(e) === hub)
      .map((e) => e.eventTime)
      .sort();
    // The period: from the hub's first event up to (not including) its last one.
    const from = times[0];
    const to = times[times.length - 1];
    const expected = all.filter((e) => hubOf(e) === hub && e.eventTime >= from && e.eventTime < to);
    expect(expected.length).toBeGreaterThan(0);
    const hubs = (
      await t.call<{ uuid: string; name: string }[]>(
        'GET',
        '/api/admin/companies/hubs?type=ORGANIZATION',
        { token: t.adminToken },
      )
    ).body;
    const created = await t.call<{ uuid: string; secret: string; prefix: string }>(
      'POST',
      '/api/admin/epcis/apiKeys',
      { token: t.adminToken, body: { organizationUuid: hubs[0].uuid, hubUuids: [hub], from, to } },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { secret, uuid } = created.body;
    expect(secret).toMatch(/^cairn_epcis_/);
    expect(secret.startsWith(created.body.prefix)).toBe(true);

    const list = await t.call('GET', '/api/admin/epcis/apiKeys', { token: t.adminToken });
    expect(list.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          uuid,
          organization: { uuid: hubs[0].uuid, name: hubs[0].name },
          hubs: [expect.objectContaining({ uuid: hub })],
          revokedAt: null,
        }),
      ]),
    );
    // Shown once: neither the list nor the event store holds the secret.
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(JSON.stringify(list.body)).not.toContain('secretHash');
    const stored = await t.running.app.events.readStream(`epcisApiKey-${uuid}`);
    expect(JSON.stringify(stored)).not.toContain(secret);

    const seen = await t.call('GET', '/epcis/events?perPage=1000', byKey(secret));
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(eventsOf(seen.body).map((e) => e.eventID)).toEqual(expected.map((e) => e.eventID));

    const one = (event: Event) =>
      t.call('GET', `/epcis/events/${encodeURIComponent(event.eventID)}`, byKey(secret));
    expect((await one(expected[0])).status).toBe(200);
    const otherHub = all.find((e) => hubOf(e) !== hub)!;
    expect((await one(otherHub)).status).toBe(404);
    const outside = all.find((e) => hubOf(e) === hub && e.eventTime >= to)!;
    expect((await one(outside)).status).toBe(404);

    const revoked = await t.call('POST', `/api/admin/epcis/apiKeys/${uuid}/revoke`, {
      token: t.adminToken,
    });
    expect(revoked.status).toBe(204);
    expect((await t.call('GET', '/epcis/events', byKey(secret))).status).toBe(401);
    expect((await one(expected[0])).status).toBe(401);
    expect((await t.call('GET', '/epcis/events', byKey('cairn_epcis_unknown'))).status).toBe(401);
    const after = await t.call<{ uuid: string; revokedAt: string | null }[]>(
      'GET',
      '/api/admin/epcis/apiKeys',
      { token: t.adminToken },
    );
    expect(after.body.find((k) => k.uuid === uuid)?.revokedAt).toBeTruthy();
  });

  it('refuses bad input with a key per field and records nothing', async () => {
    const before = (
      await t.call<unknown[]>('GET', '/api/admin/epcis/apiKeys', { token: t.adminToken })
    ).body.length;
    const bad = await t.call<{ fieldErrors: Record<string, string> }>(
      'POST',
      '/api/admin/epcis/apiKeys',
      { token: t.adminToken, body: { organizationUuid: 'x', hubUuids: [], from: 'soon' } },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(
      expect.arrayContaining(['organizationUuid', 'hubUuids', 'from', 'to']),
    );
    // A hub that is no ORGANIZATION, and a hub that does not exist.
    const [event] = eventsOf(
      (await t.call('GET', '/epcis/events?perPage=1', { token: t.adminToken })).body,
    );
    const notOrg = await t.call<{ fieldErrors: Record<string, string> }>(
      'POST',
      '/api/admin/epcis/apiKeys',
      {
        token: t.adminToken,
        body: {
          organizationUuid: hubOf(event),
          hubUuids: ['00000000-0000-4000-8000-000000000000'],
          from: '2026-01-01T00:00:00Z',
          to: '2025-01-01T00:00:00Z',
        },
      },
    );
    expect(notOrg.status).toBe(400);
    expect(notOrg.body.fieldErrors).toEqual({ to: 'validationInvalid' });
    const unknownHub = await t.call<{ fieldErrors: Record<string, string> }>(
      'POST',
      '/api/admin/epcis/apiKeys',
      {
        token: t.adminToken,
        body: {
          organizationUuid: hubOf(event),
          hubUuids: ['00000000-0000-4000-8000-000000000000'],
          from: '2025-01-01T00:00:00Z',
          to: '2026-01-01T00:00:00Z',
        },
      },
    );
    expect(unknownHub.status).toBe(400);
    expect(unknownHub.body.fieldErrors).toEqual({
      organizationUuid: 'validationInvalid',
      hubUuids: 'validationInvalid',
    });
    const unknownKey = await t.call(
      'POST',
      '/api/admin/epcis/apiKeys/00000000-0000-4000-8000-000000000000/revoke',
      {
        token: t.adminToken,
      },
    );
    expect(unknownKey.status).toBe(404);
    expect(
      (await t.call<unknown[]>('GET', '/api/admin/epcis/apiKeys', { token: t.adminToken })).body,
    ).toHaveLength(before);
  });

  it("is the admins' business: a hub user is refused (403)", async () => {
    const token = await t.signIn('manager.bandung@cairn.example', PASSWORD);
    expect((await t.call('GET', '/api/admin/epcis/apiKeys', { token })).status).toBe(403);
    const body = {
      organizationUuid: '00000000-0000-4000-8000-000000000000',
      hubUuids: ['00000000-0000-4000-8000-000000000000'],
      from: '2025-01-01T00:00:00Z',
      to: '2026-01-01T00:00:00Z',
    };
    expect((await t.call('POST', '/api/admin/epcis/apiKeys', { token, body })).status).toBe(403);
    const revoke = '/api/admin/epcis/apiKeys/00000000-0000-4000-8000-000000000000/revoke';
    expect((await t.call('POST', revoke, { token })).status).toBe(403);
  });
});
