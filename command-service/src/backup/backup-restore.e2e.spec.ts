import { execFile } from 'node:child_process';
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { sealGlobalChain, verifyEventStore } from '@cairn/infra';
import { PICTURES } from '../../test/harness/fixtures';
import { TEST_PASSWORD } from '../../test/harness/test-app';
import {
  type CrashStore,
  type Engine,
  createCrashStore,
  seedAccounts,
} from '../../test/reliability/crash-store';
import { ServerProcess, freePort } from '../../test/reliability/server-process';
import { restoreBackup } from './restore-backup';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BACKUP_MAIN = fileURLToPath(new URL('./backup.main.ts', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const engines: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const call = async (url: string, token: string, path: string, init: RequestInit = {}) => {
  const answer = await fetch(`${url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  const body: unknown = await answer.json();
  if (answer.status >= 300)
    throw new Error(`${path} answered ${answer.status} ${JSON.stringify(body)}`);
  return body;
};

const signIn = async (url: string, email: string): Promise<string> =>
  (
    (await (
      await fetch(`${url}/api/auth/signIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: TEST_PASSWORD }),
      })
    ).json()) as { token: string }
  ).token;

/** File links carry their expiry and signature: signed anew at every read. */
const unsigned = (body: unknown): unknown =>
  JSON.parse(JSON.stringify(body).replace(/\?exp=[^"]*/g, ''));

/** What an operator compares after a restore: the hubs, the hub events and the hub's mass balance. */
const view = async (url: string, tokens: { admin: string; manager: string }) => ({
  hubs: await call(url, tokens.admin, '/api/admin/companies/hubs'),
  events: unsigned(await call(url, tokens.admin, '/api/admin/hubEvents?size=100')),
  massBalance: await call(
    url,
    tokens.manager,
    '/api/massBalance/overview?account=REGISTRATION&startDate=2020-01-01T00:00:00Z&endDate=2100-01-01T00:00:00Z',
  ),
});

/** The view once the projections show `registrations` hub events and it stops changing. */
const settledView = async (
  url: string,
  tokens: { admin: string; manager: string },
  registrations: number,
) => {
  let last = '';
  let previous = '';
  for (let i = 0; i < 120; i++) {
    const now = await view(url, tokens);
    const total = (now.events as { pagination: { total: number } }).pagination.total;
    if (total === registrations && JSON.stringify(now) === last) return now;
    previous = last;
    last = JSON.stringify(now);
    await sleep(250);
  }
  throw new Error(
    `the projections did not settle at ${registrations} hub events:\n${previous}\n${last}`,
  );
};

const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length))
    .sort();

const stores: CrashStore[] = [];
const servers: ServerProcess[] = [];
const archives: string[] = [];
afterEach(async () => {
  for (const file of archives.splice(0)) await rm(file, { force: true });
  for (const server of servers.splice(0)) await server.kill();
  for (const store of stores.splice(0)) await store.drop();
});

describe.each(engines)('backup and restore on %s', (engine) => {
  it('a backup taken while the app runs restores into an empty store with the same chain head and data', async () => {
    // No AUTH_SECRET: the signing secret is DATA_DIR/auth-secret, which the backup must carry.
    const source = await createCrashStore(engine, { AUTH_SECRET: '' });
    stores.push(source);
    const seeded = await seedAccounts(source);
    const server = new ServerProcess(source.env, await freePort());
    servers.push(server);
    await server.start();
    const tokens = {
      admin: await signIn(server.url, seeded.admin.email),
      manager: await signIn(server.url, seeded.manager.email),
    };
    const form = new FormData();
    const png = await readFile(`${PICTURES}bag-on-scale-3-10-kg.png`);
    form.append('file', new Blob([new Uint8Array(png)]), 'bag.png');
    form.append('latitude', '18.52');
    form.append('longitude', '73.85');
    const upload = (await call(server.url, tokens.manager, '/api/fileUploads', {
      method: 'POST',
      body: form,
    })) as { uuid: string };
    const register = (weight: string) =>
      call(server.url, tokens.manager, '/api/collectedMaterials', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          registrationUnit: 'BAG',
          weight,
          materialType: 'PET_CLEAR',
          pictureFileUploadUuid: upload.uuid,
        }),
      });
    for (const weight of ['2.5', '4', '7.25']) await register(weight);
    const before = await settledView(server.url, tokens, 3);

    // The personal-data master key the app made on first start (issue 33): carried like any secret
    // file of DATA_DIR, without a list; without it the restored personal fields could not be read.
    const masterKey = await readFile(join(source.dataDir, 'master-key'), 'utf8');
    const out = join(tmpdir(), `cairn-backup-e2e-${engine}-${Date.now()}.tar.gz`);
    archives.push(out);
    const backup = await run(process.execPath, ['--import', 'tsx', BACKUP_MAIN, '--out', out], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...source.env },
    });
    const head = /chain head ([0-9a-f]{64})/.exec(backup.stdout)?.[1];
    expect(head, backup.stdout + backup.stderr).toBeDefined();
    // After the backup: not in it, so not in the restored store either.
    await register('9');
    await server.stop();

    const target = await createCrashStore(engine, { AUTH_SECRET: '' });
    stores.push(target);
    const restored = await restoreBackup(out, {
      dataDir: target.dataDir,
      databaseUrl: target.env.DATABASE_URL,
    });
    expect(restored.head.head).toBe(head);
    expect(await filesUnder(join(target.dataDir, 'blobs'))).toEqual(
      await filesUnder(join(source.dataDir, 'blobs')),
    );
    expect(await readFile(join(target.dataDir, 'master-key'), 'utf8')).toBe(masterKey);
    expect((await stat(join(target.dataDir, 'master-key'))).mode & 0o777).toBe(0o600);
    expect(await readFile(join(target.dataDir, 'auth-secret'), 'utf8')).toBe(
      await readFile(join(source.dataDir, 'auth-secret'), 'utf8'),
    );

    // What `npm run verify` does: every hash and chain checked, then sealed to the same head.
    const sql = await target.open();
    try {
      expect((await verifyEventStore(sql)).problems).toEqual([]);
      await sealGlobalChain(sql);
      const { rows } = await sql.query<{ chain: string }>(
        `select encode(chain, 'hex') as chain from event_chain order by transaction_id desc, global_position desc limit 1`,
      );
      expect(rows[0].chain).toBe(head);
    } finally {
      await sql.close();
    }

    const again = new ServerProcess(target.env, await freePort());
    servers.push(again);
    await again.start();
    // The tokens signed before the backup still open the restored app: the secret came along.
    expect(await settledView(again.url, tokens, 3)).toEqual(before);
    // The uploaded picture opens from the restored files.
    const listed = (await call(again.url, tokens.admin, '/api/admin/hubEvents?size=1')) as {
      items: { picture: { directLink: string } }[];
    };
    const picture = await fetch(`${again.url}${listed.items[0].picture.directLink}`);
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(png);
    await again.stop();
  });
});
