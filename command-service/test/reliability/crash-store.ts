import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateHubRequest } from '@cairn/contracts';
import { type SqlClient, createSqlClient, loadConfig, silentLogger } from '@cairn/infra';
import { bootstrap } from '../../src/bootstrap';
import { createHub } from '../../src/hubs/hub.handlers';
import { registerUser } from '../../src/identity/user.handlers';
import { TEST_PASSWORD, hubBody } from '../harness/test-app';

export type Engine = 'postgres' | 'pglite';

/**
 * A store of its own for one crash run: a fresh PostgreSQL database on the server of
 * DATABASE_URL (the server profile), or a fresh DATA_DIR whose PGlite folder is the database
 * (the embedded profile). `env` is what the server process gets.
 */
export interface CrashStore {
  engine: Engine;
  dataDir: string;
  env: Record<string, string>;
  /** A client on the store, for the audit; on PGlite only while no server runs. */
  open(): Promise<SqlClient>;
  drop(): Promise<void>;
}

export const AUTH_SECRET = 'reliability-test-secret';

export const createCrashStore = async (
  engine: Engine,
  extraEnv: Record<string, string> = {},
): Promise<CrashStore> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'cairn-crash-'));
  // No reactor appends events of its own (text recognition, automatic review): the audit compares the
  // read models with the log it reads, and a reaction landing in between would look like a lag.
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    AUTH_SECRET,
    CAIRN_OCR: '0',
    CAIRN_AUTO_REVIEW: '0',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined as void;
  if (engine === 'postgres') {
    const base = process.env.DATABASE_URL;
    if (!base) throw new Error('the PostgreSQL crash run needs DATABASE_URL');
    // Hex only: the name needs no quoting.
    const name = `cairn_crash_${randomBytes(5).toString('hex')}`;
    const admin = await createSqlClient({ databaseUrl: base });
    await admin.query(`create database ${name}`);
    await admin.close();
    const url = new URL(base);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    env.DATABASE_URL = databaseUrl;
    dropDatabase = async () => {
      const again = await createSqlClient({ databaseUrl: base });
      await again.query(`drop database if exists ${name} with (force)`);
      await again.close();
    };
  }
  return {
    engine,
    dataDir,
    env,
    open: () => createSqlClient({ databaseUrl, dataDir }),
    drop: async () => {
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

export interface SeededAccounts {
  admin: { uuid: string; email: string };
  manager: { uuid: string; email: string };
  hubUuid: string;
}

/**
 * The accounts the workload signs in with, made through the same commands as the API, by the
 * same bootstrap the server runs (in this process, closed again before the server starts).
 */
export const seedAccounts = async (store: CrashStore): Promise<SeededAccounts> => {
  const config = loadConfig({ ...store.env, CAIRN_DEMO: '0' });
  const running = await bootstrap(config, silentLogger);
  try {
    const app = running.app;
    const ctx = (n: string) => ({
      commandId: `seed-${n}`,
      actorUuid: null,
      now: new Date().toISOString(),
    });
    const person = {
      gender: 'UNKNOWN' as const,
      language: 'EN' as const,
      phoneNumber: null,
      authType: 'EMAIL_PASSWORD' as const,
      region: 'DEFAULT' as const,
    };
    const admin = await registerUser(
      app,
      ctx('admin'),
      {
        ...person,
        hubUuid: null,
        role: 'ROLE_CAIRN_ADMIN',
        firstName: 'Crash',
        lastName: 'Admin',
        email: 'admin@crash.example',
      },
      TEST_PASSWORD,
    );
    const hub = await createHub(
      app,
      ctx('hub'),
      CreateHubRequest.parse(
        hubBody({
          name: 'Crash Hub',
          features: ['WASTE_BAG_REGISTRATION', 'EVENT_REVIEW', 'MASS_BALANCE_TRACKING'],
          firstUser: {
            gender: 'FEMALE',
            firstName: 'Owner',
            lastName: 'Crash',
            email: 'owner@crash.example',
            language: 'EN',
            authType: 'EMAIL_PASSWORD',
          },
        }),
      ),
    );
    const manager = await registerUser(
      app,
      ctx('manager'),
      {
        ...person,
        hubUuid: hub.uuid,
        role: 'ROLE_HUB_MANAGER',
        firstName: 'Crash',
        lastName: 'Manager',
        email: 'manager@crash.example',
      },
      TEST_PASSWORD,
    );
    return {
      admin: { uuid: admin.uuid, email: 'admin@crash.example' },
      manager: { uuid: manager.uuid, email: 'manager@crash.example' },
      hubUuid: hub.uuid,
    };
  } finally {
    await running.stop();
  }
};
