import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { median, type BenchConfig, type ScenarioResult } from './harness';

const RUN = fileURLToPath(new URL('../run.ts', import.meta.url));

/** Runs one scenario group in a child bench process (same arguments) and takes its results. */
export const inChild = async (group: string, config: BenchConfig): Promise<ScenarioResult[]> => {
  const args = (config.argv ?? []).filter(
    (a, i, all) => a !== '--only' && all[i - 1] !== '--only' && !a.startsWith('--only='),
  );
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', RUN, ...args, '--only', group, '--child'],
    { maxBuffer: 64 << 20 },
  );
  for (const line of stdout.split('\n')) {
    if (line.startsWith('RESULT '))
      return JSON.parse(line.slice('RESULT '.length)) as ScenarioResult[];
    if (line.trim()) config.log(line.replace(/^\[bench [^\]]*\] /, '(child) '));
  }
  throw new Error(`the ${group} child printed no result`);
};

/**
 * E1 rows name their PostgreSQL counterpart (`ref`): the target is "within 3×" of its median, and
 * "within 2×" for the rebuild (issue 22: E1-R2 within 2× of R2).
 */
export const withEmbeddedTargets = (
  scenarios: Array<ScenarioResult & { ref?: string }>,
): ScenarioResult[] =>
  scenarios.map(({ ref, ...r }) => {
    if (!ref) return r;
    const pg = median(scenarios.find((s) => s.id === ref)?.ours.runs ?? []);
    const figure = median(r.ours.runs);
    const within = ref === 'R2' ? 2 : 3;
    return {
      ...r,
      target: {
        text: `within ${within}× of PostgreSQL ${ref}${Number.isFinite(pg) ? ` (${Math.round(pg).toLocaleString('en-US')})` : ''}`,
        met: Number.isFinite(pg) ? figure * within >= pg : null,
      },
    };
  });
