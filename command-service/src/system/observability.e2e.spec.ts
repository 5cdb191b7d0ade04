import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@cairn/infra';
import { picture, uploadPicture } from '../../test/harness/fixtures';
import { startTestApp, type TestApp } from '../../test/harness/test-app';
import { generateFor, gradingHub } from '../grading/grading.fixtures';

/** Issue 36 §1, §3, §5: /metrics, JSON log lines with request and trace ids and no personal data, readiness. */
let t: TestApp;
const log: string[] = [];
beforeAll(async () => {
  t = await startTestApp({
    logger: createLogger('debug', (line) => log.push(line)),
    env: { METRICS_TOKEN: 'metrics-secret', READY_MAX_LAG_SECONDS: '30' },
  });
});
afterAll(async () => {
  await t?.stop();
});

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('logs', () => {
  it('a collector journey leaves JSON lines with ids and none of its personal values', async () => {
    const { hub, token, email } = await gradingHub(t, 'Observed Hub');
    const [collectorUuid] = await generateFor(t, hub.uuid, 'COLLECTOR', 1);
    const png = await picture('scale-display-12-5-kg.png');
    const upload = async () =>
      (await uploadPicture(t, token, '/api/fileUploads', png)).body.uuid as string;
    const defined = await t.call('POST', `/api/collectors/${collectorUuid}`, {
      token,
      headers: { traceparent: `00-${TRACE}-00f067aa0ba902b7-01` },
      body: {
        name: 'Ashwini Pardeshi',
        idNumber: 'MH-778899',
        birthDate: '1987-03-21',
        idDocumentFileUploadUuid: await upload(),
      },
    });
    expect(defined.status, JSON.stringify(defined.body)).toBeLessThan(300);
    const bag = await t.call('POST', '/api/collectedMaterials', {
      token,
      body: {
        registrationUnit: 'BAG',
        weight: '4',
        materialType: 'PET_CLEAR',
        pictureFileUploadUuid: await upload(),
        collectorUuid,
      },
    });
    expect(bag.status, JSON.stringify(bag.body)).toBeLessThan(300);
    expect((await t.call('GET', `/api/collectors/${collectorUuid}`, { token })).status).toBe(200);

    const lines = log.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.length).toBeGreaterThan(5);
    const traced = lines.filter((l) => l.traceId === TRACE);
    expect(traced.length).toBeGreaterThan(0);
    expect(traced[0]).toMatchObject({ msg: 'request', route: '/api/collectors/:uuid' });
    expect(typeof traced[0].reqId).toBe('string');
    // The event the traced request appended carries its trace (event metadata, issue 36 §2).
    const stream = await t.running.app.events.readStream(`collector-${collectorUuid}`);
    expect(stream.some((e) => e.metadata.traceparent?.includes(TRACE))).toBe(true);
    for (const value of ['Ashwini', 'Pardeshi', 'MH-778899', '1987-03-21', email])
      expect(log.filter((l) => l.includes(value))).toEqual([]);
  });
});

describe('GET /metrics', () => {
  it('answers loopback with the families; a forwarded caller needs the token', async () => {
    const answer = await fetch(`${t.url}/metrics`);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    for (const family of [
      'cairn_http_request_duration_seconds_bucket{',
      'cairn_events_appended_total{type="CollectorDefined"}',
      'cairn_commands_total{outcome="accepted"',
      'cairn_projection_lag_events{projection=',
      'cairn_projection_lag_seconds{projection=',
      'cairn_queue_depth{queue=',
      'cairn_sign_ins_total{outcome="success"}',
      'cairn_lockouts_total',
      'cairn_job_duration_seconds',
      'cairn_nodejs_eventloop_lag_seconds',
      'cairn_process_resident_memory_bytes',
      'cairn_nodejs_gc_duration_seconds',
    ])
      expect(text).toContain(family);
    expect(text).toMatch(/route="\/api\/collectors\/:uuid",status="200"/);
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    expect((await fetch(`${t.url}/metrics`, { headers: forwarded })).status).toBe(403);
    const withToken = await fetch(`${t.url}/metrics`, {
      headers: { ...forwarded, authorization: 'Bearer metrics-secret' },
    });
    expect(withToken.status).toBe(200);
  });
});

describe('GET /api/admin/system/metrics', () => {
  it("answers the System screen's samples to an admin, 403 to a hub user", async () => {
    const answer = await t.call('GET', '/api/admin/system/metrics', { token: t.adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body.samples.length).toBeGreaterThan(0);
    expect(answer.body.samples[0]).toMatchObject({ queueDepth: expect.any(Number) });
    const { token } = await gradingHub(t, 'Not Admin Hub');
    expect((await t.call('GET', '/api/admin/system/metrics', { token })).status).toBe(403);
  });
});

describe('health and readiness', () => {
  it('is alive and ready, then says which projection is behind', async () => {
    expect((await t.call('GET', '/api/health')).status).toBe(200);
    const ready = await t.call('GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ ready: true, reasons: [] });

    const app = t.running.app;
    await app.projections.stop();
    await app.commands.execute(
      { commandId: 'ready-lag', actorUuid: null, now: new Date().toISOString() },
      async () => ({
        appends: [
          {
            streamId: 'hub-ready-lag',
            events: [
              { type: 'HubPaused', data: { uuid: 'ready-lag', at: new Date().toISOString() } },
            ],
          },
        ],
        result: { status: 200, body: null },
      }),
    );
    const realNow = app.now;
    app.now = () => new Date(Date.now() + 120_000);
    const behind = await t.call('GET', '/api/ready');
    app.now = realNow;
    expect(behind.status).toBe(503);
    expect(behind.body.checks.projections).toBe('behind');
    expect(behind.body.reasons.join('\n')).toMatch(/projection \S+ is \d+ s \(1 events\) behind/);
  });
});
