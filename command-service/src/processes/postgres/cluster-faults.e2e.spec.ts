import { mkdir, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { runClusterFaults } from '../../../test/cluster/cluster-faults';
import { clusterVerdict } from '../../../test/cluster/cluster-verdict';

/**
 * The short form of `npm run test:cluster` (issue 37): 3 API, 2 projection and 2 worker processes
 * on one PostgreSQL database of its own, 3 SIGKILLs of each kind and one SIGSTOP past the lease
 * under load. Needs DATABASE_URL (PostgreSQL) and Redis, and CAIRN_CLUSTER=1: it has not passed yet
 * (issue 37 is open), so it stays out of the default e2e run until it does.
 */
describe.skipIf(!process.env.DATABASE_URL || process.env.CAIRN_CLUSTER !== '1')(
  'the scaled PostgreSQL profile under faults',
  () => {
    it('loses, doubles and skips nothing; read models equal a rebuild; the chain verifies', async () => {
      const figures = await runClusterFaults(
        { seconds: 75, api: 3, projectors: 2, workers: 2, kills: 3, concurrency: 8, leaseMs: 5000 },
        (line) => console.info(`[cluster] ${line}`),
      );
      const verdict = clusterVerdict(figures);
      console.info(verdict.lines.join('\n'));
      await mkdir('test-results', { recursive: true });
      await writeFile('test-results/cluster-faults.json', JSON.stringify(figures, null, 2));
      expect(figures.kills).toEqual({ api: 3, projector: 3, worker: 3 });
      expect(figures.pauses).toBe(1);
      expect(figures.audit.lost).toEqual([]);
      expect(figures.audit.duplicated).toEqual([]);
      expect(figures.audit.readModelMismatches).toEqual([]);
      expect(figures.checks.chainVerified).toBe(true);
      expect(verdict.lines.at(-1)).toBe('PASSED');
    }, 1_500_000);
  },
);
