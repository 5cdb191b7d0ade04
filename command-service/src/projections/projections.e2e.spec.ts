import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProjectionStatus } from '@cairn/contracts';
import { createPostgresEventStore, loadConfig, silentLogger, type SqlClient } from '@cairn/infra';
import { callControl } from '@cairn/projection-service/src/replay-client';
import { bootstrap } from '../bootstrap';
import { seedDemoData } from '../seed/demo-data';
import { TEST_PASSWORD, startTestApp, type TestApp } from '../../test/harness/test-app';
import { registerUser } from '../identity/user.handlers';
import { createCrashStore, type CrashStore } from '../../test/reliability/crash-store';
import { copyRegistrations } from '../../test/reliability/projection-kills';
import { ServerProcess, freePort } from '../../test/reliability/server-process';
import { compareReadModels, readAllEvents } from '../../test/reliability/store-audit';

const run = promisify(execFile);
const REPLAY = [
  '--import',
  'tsx',
  join(import.meta.dirname, '../../../projection-service/src/replay.ts'),
];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('projection operations over the API', () => {
  let t: TestApp;
  afterAll(() => t?.stop());

  it('lists every read model; a rebuild of hub events keeps the admin list answering the same total, then rows equal a fold', async () => {
    t = await startTestApp({ demo: true });
    const before = await t.call('GET', '/api/admin/projections', { token: t.adminToken });
    expect(before.status).toBe(200);
    const statuses = before.body as ProjectionStatus[];
    expect(statuses.find((s) => s.name === 'hubEvents')).toMatchObject({
      state: 'LIVE',
      lag: 0,
      outdated: false,
      rebuild: null,
    });
    const { events } = await readAllEvents(t.running.sql, t.running.app.config.dataDir);
    await copyRegistrations(t.running.app.events, events, 4_000);
    expect(await t.running.app.projections.waitForLatest(30_000)).toBe(true);

    const list = async () =>
      (
        (await t.call('GET', '/api/admin/hubEvents?page=0&size=5', { token: t.adminToken }))
          .body as { pagination: { total: number } }
      ).pagination.total;
    const total = await list();
    expect(
      (await t.call('POST', '/api/admin/projections/hubEvents/rebuild', { token: t.adminToken }))
        .status,
    ).toBe(202);
    const seen: number[] = [];
    const status = async () =>
      (
        (await t.call('GET', '/api/admin/projections', { token: t.adminToken }))
          .body as ProjectionStatus[]
      ).find((s) => s.name === 'hubEvents')!;
    const began = Date.now();
    const slowest = { ms: 0 };
    const timed = async <T>(call: () => Promise<T>): Promise<T> => {
      const at = Date.now();
      try {
        return await call();
      } finally {
        slowest.ms = Math.max(slowest.ms, Date.now() - at);
      }
    };
    while ((await timed(status)).state === 'REBUILDING') seen.push(await timed(list));
    console.log(
      `rebuild of hubEvents beside the app: ${Date.now() - began} ms, ${seen.length} reads of the list, slowest answer ${slowest.ms} ms`,
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([total]));
    expect((await status()).rebuild).toMatchObject({ state: 'DONE', reason: 'manual' });
    expect(await list()).toBe(total);
    expect(
      (
        await compareReadModels(
          t.running.sql,
          (await readAllEvents(t.running.sql, t.running.app.config.dataDir)).events,
        )
      ).mismatches,
    ).toEqual([]);

    expect(
      (await t.call('POST', '/api/admin/projections/nope/rebuild', { token: t.adminToken })).status,
    ).toBe(404);
    const snapshot = await t.call('POST', '/api/admin/projections/hubs/snapshots', {
      token: t.adminToken,
      body: { into: 'bad name!', until: 'soon' },
    });
    expect(snapshot.status).toBe(400);
    expect(snapshot.body).toMatchObject({
      fieldErrors: { into: 'validationInvalid', until: 'validationInvalid' },
    });
  }, 180_000);

  it('lets an analyst read status and snapshots, and take a snapshot, but not rebuild', async () => {
    await registerUser(
      t.running.app,
      { commandId: 'analyst', actorUuid: null, now: new Date().toISOString() },
      {
        gender: 'UNKNOWN',
        language: 'EN',
        phoneNumber: null,
        authType: 'EMAIL_PASSWORD',
        region: 'DEFAULT',
        hubUuid: null,
        role: 'ROLE_CAIRN_ANALYST',
        firstName: 'Ana',
        lastName: 'Lyst',
        email: 'analyst@test.example',
      },
      TEST_PASSWORD,
    );
    const token = await t.signIn('analyst@test.example');
    expect((await t.call('GET', '/api/admin/projections', { token })).status).toBe(200);
    expect((await t.call('POST', '/api/admin/projections/hubs/rebuild', { token })).status).toBe(
      403,
    );
    const made = await t.call('POST', '/api/admin/projections/hubs/snapshots', {
      token,
      body: { into: 'analyst-now', until: new Date().toISOString() },
    });
    expect(made.status).toBe(201);
    const rows = await t.call(
      'GET',
      '/api/admin/projections/snapshots/analyst-now/rows?page=0&size=100',
      { token },
    );
    expect((rows.body as { pagination: { total: number } }).pagination.total).toBe(
      (made.body as { rows: number }).rows,
    );
    const csv = await t.call('GET', '/api/admin/projections/snapshots/analyst-now/export', {
      token,
    });
    expect(csv.status).toBe(200);
    expect(String(csv.body).split('\r\n').length).toBe((made.body as { rows: number }).rows + 1);
    expect(
      (
        (await t.call('GET', '/api/admin/projections/snapshots', { token })).body as Array<{
          name: string;
        }>
      ).map((s) => s.name),
    ).toContain('analyst-now');
    expect(
      (await t.call('GET', '/api/admin/projections/snapshots/none/rows', { token })).status,
    ).toBe(404);
  }, 60_000);
});

describe('projection operations beside a running embedded app (its own process)', () => {
  let store: CrashStore;
  let server: ServerProcess;
  afterAll(async () => {
    await server?.kill();
    await store?.drop();
  });

  const withSql = async <T>(fn: (sql: SqlClient) => Promise<T>): Promise<T> => {
    const sql = await store.open();
    try {
      return await fn(sql);
    } finally {
      await sql.close();
    }
  };
  const replay = (...args: string[]) =>
    run(process.execPath, [...REPLAY, ...args], {
      env: { ...process.env, ...store.env },
      cwd: join(import.meta.dirname, '../../..'),
    });

  it('replays through the app from the command line, and a SIGKILL mid-rebuild leaves the old model serving until the restart finishes it', async () => {
    store = await createCrashStore('pglite');
    const seeded = await bootstrap(loadConfig({ ...store.env, CAIRN_DEMO: '1' }), silentLogger);
    await seedDemoData(seeded.app);
    await seeded.stop();
    await withSql(async (sql) => {
      const log = await createPostgresEventStore(sql, { migrate: false });
      await copyRegistrations(log, (await readAllEvents(sql, store.dataDir)).events, 8_000);
      await log.close();
    });
    server = new ServerProcess(store.env, await freePort());
    await server.start();
    const socket = join(store.dataDir, 'control.sock');
    const hubEvents = async () =>
      ((await callControl(socket, 'GET', '/projections')).body as ProjectionStatus[]).find(
        (s) => s.name === 'hubEvents',
      )!;

    // The command line beside the running app: a snapshot, then a whole rebuild with its progress.
    const snapshot = await replay(
      '--projection',
      'hubs',
      '--until',
      new Date().toISOString(),
      '--into',
      'cli-hubs',
    );
    expect(snapshot.stdout).toContain('snapshot cli-hubs of hubs');
    const rebuilt = await replay('--projection', 'hubs');
    expect(rebuilt.stdout).toContain('the running app rebuilds hubs blue/green');
    expect(rebuilt.stdout).toContain('swapped it in');

    expect((await callControl(socket, 'POST', '/projections/hubEvents/rebuild')).status).toBe(202);
    for (
      let status = await hubEvents();
      (status.rebuild?.done ?? 0) === 0;
      status = await hubEvents()
    ) {
      expect(status.rebuild?.state).toBe('REBUILDING');
      await sleep(10);
    }
    await server.kill();
    await withSql(async (sql) => {
      const shadow = await sql.query<{ n: number }>(
        `select count(*)::int as n from read_rows where model = 'hubEvents#rebuild'`,
      );
      expect(shadow.rows[0].n).toBeGreaterThan(0); // part of the rebuild was committed
      const { events } = await readAllEvents(sql, store.dataDir);
      expect((await compareReadModels(sql, events)).mismatches).toEqual([]); // the old model is whole
    });

    await server.start();
    let status = await hubEvents();
    expect(status.rebuild).toMatchObject({ reason: 'resumed' });
    while (status.rebuild?.state === 'REBUILDING') {
      await sleep(100);
      status = await hubEvents();
    }
    expect(status.rebuild?.state).toBe('DONE');
    await server.stop();
    await withSql(async (sql) => {
      expect(
        (await compareReadModels(sql, (await readAllEvents(sql, store.dataDir)).events)).mismatches,
      ).toEqual([]);
      const shadow = await sql.query<{ n: number }>(
        `select count(*)::int as n from read_rows where model = 'hubEvents#rebuild'`,
      );
      expect(shadow.rows[0].n).toBe(0);
    });
  }, 300_000);
});
