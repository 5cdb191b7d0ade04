import { describe, expect, it } from 'vitest';
import { configFrom, runBench } from './run';

const databaseUrl = process.env.DATABASE_URL;

/**
 * `npm run bench` must keep working, and its correctness checks must keep passing for our side:
 * the append and read groups at smoke sizes (figures meaningless), on databases of their own, each
 * machine limit (LIMIT-x, issue 38) right after the row it bounds.
 */
describe.skipIf(!databaseUrl)('bench smoke run (DATABASE_URL)', () => {
  it('runs the append and read scenarios and our side passes every check', async () => {
    const config = {
      ...configFrom(['--quick', '--check-only']),
      dbPrefix: 'smoke_',
      log: () => undefined,
    };
    const report = await runBench(config, ['append', 'read']);
    expect(report.scenarios.map((s) => s.id)).toEqual([
      'A1',
      'LIMIT-A1',
      'A2',
      'A3-1',
      'LIMIT-A3',
      'A3-10',
      'A5',
      'R1',
      'R2',
      'LIMIT-R2',
      'R2-AB',
      'R3',
    ]);
    for (const s of report.scenarios)
      expect({ id: s.id, failures: s.ours.failures }).toEqual({ id: s.id, failures: [] });
    expect(report.scenarios.every((s) => s.ours.runs.every((figure) => figure > 0))).toBe(true);
  }, 300_000);
});
