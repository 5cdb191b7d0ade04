import { mkdir, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type CrashStore,
  type Engine,
  createCrashStore,
  seedAccounts,
} from '../../test/reliability/crash-store';
import { runWorkerKills } from '../../test/reliability/worker-kills';

/** The worker killed while it reads pictures (issue 8). Reduced in `npm test`, full under `npm run test:soak`. */
const SOAK = process.env.CAIRN_SOAK === '1';
const SIZE = SOAK
  ? { picturesPerRound: 3, kills: 10, timeoutMs: 600_000 }
  : { picturesPerRound: 1, kills: 5, timeoutMs: 150_000 };
const engine: Engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

let store: CrashStore | null = null;
afterEach(async () => {
  await store?.drop();
  store = null;
});

describe(`the worker killed mid-batch on ${engine}`, () => {
  it(
    `records every picture's text recognition exactly once over ${SIZE.kills} SIGKILLs`,
    async () => {
      store = await createCrashStore(engine, { CAIRN_OCR: '1' });
      const figures = await runWorkerKills(store, await seedAccounts(store), SIZE);
      await mkdir('test-results', { recursive: true });
      await writeFile(
        `test-results/reliability-worker-kills-${engine}${SOAK ? '-soak' : ''}.json`,
        JSON.stringify(figures, null, 2),
      );
      expect(figures.kills).toBeGreaterThanOrEqual(SIZE.kills);
      expect(figures.killsWhileRecognizing).toBeGreaterThanOrEqual(Math.ceil(SIZE.kills / 2));
      expect(figures.lost).toEqual([]);
      expect(figures.duplicated).toEqual([]);
      expect(figures.readModelMismatches).toEqual([]);
    },
    SIZE.timeoutMs + 60_000,
  );
});
