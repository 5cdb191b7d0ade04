import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START } from '@cairn/infra';
import { isMaterialMoving } from '@cairn/projection-service';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import {
  epcis2JsEventId,
  epcis2JsValidation,
  gs1SchemaErrors,
} from '@cairn/projection-service/src/epcis/epcis-conformance';

type Event = Record<string, unknown> & { eventID: string; bizLocation: { id: string } };
type QueryDocument = {
  '@context': unknown;
  epcisBody: { queryResults: { resultsBody: { eventList: Event[] } } };
};

const PASSWORD = 'demo-password-epcis';
const BASE = 'https://id.cairn.test';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { CAIRN_DEMO_PASSWORD: PASSWORD, CAIRN_ID_BASE: BASE },
    demo: true,
  });
});
afterAll(async () => {
  await t?.stop();
});

/** Follows the Link rel="next" headers from the first page to the last. */
async function allPages(token: string, query = 'perPage=20') {
  const pages: QueryDocument[] = [];
  let path: string | null = `/epcis/events?${query}`;
  while (path) {
    const answer: { status: number; body: unknown; headers: Headers } = await t.call('GET', path, {
      token,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/ld+json');
    pages.push(answer.body as QueryDocument);
    const link: string | null = answer.headers.get('link');
    path = link ? new URL(/^<([^>]+)>; rel="next"$/.exec(link)![1]).pathname : null;
    if (link) path += new URL(/^<([^>]+)>/.exec(link)![1]).search;
  }
  return pages;
}
const eventsOf = (pages: QueryDocument[]) =>
  pages.flatMap((page) => page.epcisBody.queryResults.resultsBody.eventList);

describe('the EPCIS 2.0 query interface on the demo data', () => {
  it('pages an admin through every material-moving event, valid and with recomputable eventIDs', async () => {
    const pages = await allPages(t.adminToken);
    expect(pages.length).toBeGreaterThan(1);
    const events = eventsOf(pages);
    const stored = (await t.running.app.events.readAll(START, 100_000)).events;
    expect(events).toHaveLength(stored.filter((e) => isMaterialMoving(e.type)).length);
    expect(new Set(events.map((e) => e.eventID)).size).toBe(events.length);
    for (const page of pages) expect(gs1SchemaErrors(page)).toEqual([]);
    const document = {
      '@context': pages[0]['@context'],
      type: 'EPCISDocument',
      schemaVersion: '2.0',
      creationDate: new Date().toISOString(),
      epcisBody: { eventList: events },
    };
    expect(epcis2JsValidation(document)).toMatchObject({ success: true });
    for (const event of events)
      expect(event.eventID).toBe(epcis2JsEventId(event, pages[0]['@context']));
    expect(events.every((e) => e.bizLocation.id.startsWith(`${BASE}/id/hubs/`))).toBe(true);
  });

  it("shows a hub user only their own hub's events, and another hub's event as 404", async () => {
    const admin = eventsOf(await allPages(t.adminToken, 'perPage=100'));
    const token = await t.signIn('manager.bandung@cairn.example', PASSWORD);
    const own = eventsOf(await allPages(token, 'perPage=100'));
    expect(own.length).toBeGreaterThan(0);
    const hub = own[0].bizLocation.id;
    expect(own.every((e) => e.bizLocation.id === hub)).toBe(true);
    expect(own).toHaveLength(admin.filter((e) => e.bizLocation.id === hub).length);

    const mine = await t.call('GET', `/epcis/events/${encodeURIComponent(own[0].eventID)}`, {
      token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ eventID: own[0].eventID });
    const other = admin.find((e) => e.bizLocation.id !== hub)!;
    const path = `/epcis/events/${encodeURIComponent(other.eventID)}`;
    expect((await t.call('GET', path, { token })).status).toBe(404);
    expect((await t.call('GET', path, { token: t.adminToken })).status).toBe(200);
  });

  it('refuses bad parameters with a key per field', async () => {
    const answer = await t.call('GET', '/epcis/events?GE_eventTime=soon&perPage=0&EQ_foo=1', {
      token: t.adminToken,
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('GE_eventTime');
    expect((await t.call('GET', '/epcis/events')).status).toBe(401);
  });

  it("exports a hub's period as an EPCISDocument download for admins", async () => {
    const [event] = eventsOf(await allPages(t.adminToken, 'perPage=1'));
    const hubUuid = event.bizLocation.id.split('/').pop()!;
    const answer = await t.call(
      'GET',
      `/api/admin/epcis/export?hubUuid=${hubUuid}&from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z`,
      { token: t.adminToken },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/ld+json');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(gs1SchemaErrors(answer.body)).toEqual([]);
    expect(epcis2JsValidation(answer.body as object)).toMatchObject({ success: true });
    const token = await t.signIn('manager.bandung@cairn.example', PASSWORD);
    const refused = await t.call('GET', `/api/admin/epcis/export?hubUuid=${hubUuid}`, { token });
    expect(refused.status).toBe(403);
  });
});
