import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import {
  type Logger,
  type SqlClient,
  createPgTestSchema,
  createPgliteSqlClient,
  loadConfig,
  silentLogger,
} from '@cairn/infra';
import { bootstrap, type RunningApp } from '../../src/bootstrap';
import { registerUser } from '../../src/identity/user.handlers';
import { seedDemoData } from '../../src/seed/demo-data';

export const TEST_PASSWORD = 'test-password-1';

export interface TestApp {
  url: string;
  running: RunningApp;
  /** Calls the API as JSON; answers status and parsed body. */
  call<T = any>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string>; form?: FormData },
  ): Promise<{ status: number; body: T; headers: Headers }>;
  signIn(email: string, password?: string): Promise<string>;
  adminToken: string;
  stop(): Promise<void>;
}

/**
 * A whole app on a random port: PostgreSQL in its own schema when DATABASE_URL is set (as in CI),
 * PGlite in memory otherwise. An admin account exists; everything else goes through the API.
 */
export const startTestApp = async (
  options: {
    ocr?: boolean;
    autoReview?: boolean;
    env?: Record<string, string>;
    uiDist?: string | null;
    logger?: Logger;
    demo?: boolean;
  } = {},
): Promise<TestApp> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'cairn-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? await createPgTestSchema(databaseUrl, 'cairn_e2e') : null;
  const sql: SqlClient = schema ? schema.open() : await createPgliteSqlClient();
  const config = loadConfig({
    DATA_DIR: dataDir,
    CAIRN_OCR: options.ocr ? '1' : '0',
    CAIRN_AUTO_REVIEW: options.autoReview ? '1' : '0',
    AUTH_SECRET: 'test-secret',
    ...options.env,
  });
  const running = await bootstrap(config, options.logger ?? silentLogger, {
    sql,
    uiDist: options.uiDist ?? null,
  });
  const server = await running.listen(0);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The demo data fills an empty store only: it goes in before the test admin.
  if (options.demo) await seedDemoData(running.app);
  await registerUser(
    running.app,
    { commandId: 'test-admin', actorUuid: null, now: new Date().toISOString() },
    {
      hubUuid: null,
      role: 'ROLE_CAIRN_ADMIN',
      gender: 'UNKNOWN',
      firstName: 'Test',
      lastName: 'Admin',
      email: 'admin@test.example',
      phoneNumber: null,
      language: 'EN',
      authType: 'EMAIL_PASSWORD',
      region: 'DEFAULT',
    },
    TEST_PASSWORD,
  );

  const call: TestApp['call'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = {
      ...(o.token ? { 'x-auth-token': o.token } : {}),
      ...o.headers,
    };
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url + path, {
      method,
      headers,
      body: o.form ?? (o.body === undefined ? undefined : JSON.stringify(o.body)),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: response.status, body: body as never, headers: response.headers };
  };
  const signIn = async (email: string, password = TEST_PASSWORD) => {
    const answer = await call('POST', '/api/auth/signIn', { body: { email, password } });
    if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}`);
    return (answer.body as { token: string }).token;
  };
  return {
    url,
    running,
    call,
    signIn,
    adminToken: await signIn('admin@test.example'),
    stop: async () => {
      await running.stop();
      await sql.close();
      await schema?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** A valid hub body, with overrides. */
export const hubBody = (over: Record<string, unknown> = {}) => ({
  name: 'Green Loop Pune',
  type: 'COLLECTION_CENTER',
  cameraResolution: 'W720_H960',
  currency: 'INR',
  street: 'Karve Road 118',
  zipCode: '411004',
  city: 'Pune',
  country: 'IN',
  features: ['WASTE_BAG_REGISTRATION', 'EVENT_REVIEW'],
  collectedMaterialTypes: ['PET_CLEAR', 'HDPE_MIXED'],
  firstUser: {
    gender: 'FEMALE',
    firstName: 'Meera',
    lastName: 'Owner',
    email: ` meera.${Math.random().toString(36).slice(2)}@test.example `,
    language: 'EN',
    authType: 'EMAIL_PASSWORD',
  },
  ...over,
});
