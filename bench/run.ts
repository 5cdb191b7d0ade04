import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createPgSqlClient } from '@cairn/infra';
import type { BenchConfig, ScenarioResult } from './lib/harness';
import { loadNow, machineOf, writeReport, type BenchReport } from './lib/table';
import { inChild, withEmbeddedTargets } from './lib/child';

/**
 * Scenario groups in the order they run; each returns its rows of the table. Loaded when they
 * run: the embedded group's child process then holds only what the embedded profile needs, so
 * its memory (E1-mem) is not the browser driver's, Emmett's or the HTTP app's.
 */
export const GROUPS: Record<string, (config: BenchConfig) => Promise<ScenarioResult[]>> = {
  append: async (config) => (await import('./scenarios/append.bench')).appendScenarios(config),
  read: async (config) => (await import('./scenarios/read.bench')).readScenarios(config),
  // A4 (registrations over HTTP), then C1 (sign-in, 4 at once: p99 ≤ 250 ms) and C2 (create hub:
  // p99 ≤ 300 ms) on the same app (scenarios/account.bench.ts, issue 22).
  http: async (config) => (await import('./scenarios/http.bench')).httpScenarios(config),
  live: async (config) => (await import('./scenarios/live.bench')).liveScenarios(config),
  ui: async (config) => (await import('./scenarios/ui.bench')).uiScenarios(config),
  audit: async (config) => (await import('./scenarios/audit.bench')).auditScenarios(config),
  review: async (config) => (await import('./scenarios/review.bench')).reviewScenarios(config),
  // R2, Q1 and A4 at --sizes (default 10k, 100k, 1M): not in a default run (about an hour at 1M).
  growth: async (config) => (await import('./scenarios/growth.bench')).growthScenarios(config),
  embedded: async (config) =>
    config.child
      ? (await import('./scenarios/embedded.bench')).embeddedScenarios(config)
      : inChild('embedded', config),
};

export const configFrom = (argv: string[]): BenchConfig & { only: string[]; out: string } => {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      'check-only': { type: 'boolean', default: false },
      events: { type: 'string' },
      'embedded-events': { type: 'string' },
      pairs: { type: 'string' },
      sizes: { type: 'string' },
      only: { type: 'string' },
      out: { type: 'string' },
      child: { type: 'boolean', default: false },
    },
  });
  const quick = values.quick ?? false;
  const url =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  return {
    quick,
    checkOnly: values['check-only'] ?? false,
    // 1M (the issue's size) loads and reads for most of an hour on 2 cores; 100k keeps a run near 20 minutes.
    events: Number(values.events ?? (quick ? 2_000 : 100_000)),
    embeddedEvents: Number(values['embedded-events'] ?? (quick ? 1_000 : 100_000)),
    pairs: Number(values.pairs ?? (quick ? 1 : 5)),
    sizes: values.sizes ? values.sizes.split(',').map(Number) : undefined,
    serverUrl: url.replace(/\/[^/]*$/, ''),
    dbPrefix: '',
    log: (line) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`),
    child: values.child ?? false,
    argv,
    only: values.only
      ? values.only.split(',')
      : Object.keys(GROUPS).filter((group) => group !== 'growth'),
    out: values.out ?? fileURLToPath(new URL('./results/', import.meta.url)),
  };
};

export const runBench = async (config: BenchConfig, groups: string[]): Promise<BenchReport> => {
  const admin = createPgSqlClient(`${config.serverUrl}/postgres`);
  const { rows } = await admin.query<{ v: string }>(`select split_part(version(), ' on ', 1) as v`);
  await admin.close();
  const scenarios: ScenarioResult[] = [];
  const loads = [loadNow()];
  for (const name of groups) {
    const group = GROUPS[name];
    if (!group)
      throw new Error(`unknown scenario group ${name}; known: ${Object.keys(GROUPS).join(', ')}`);
    scenarios.push(...(await group(config)));
    loads.push(loadNow());
  }
  return {
    date: new Date().toISOString(),
    machine: {
      ...machineOf(rows[0]?.v ?? 'PostgreSQL'),
      load: `${loads.join(' → ')} (1-minute, at the start and after each group: other sessions shared the 2 cores)`,
    },
    config: {
      quick: config.quick,
      events: config.events,
      embeddedEvents: config.embeddedEvents,
      pairs: config.checkOnly ? 1 : config.pairs,
    },
    scenarios: withEmbeddedTargets(scenarios),
  };
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const config = configFrom(process.argv.slice(2));
  if (config.child) {
    const scenarios: ScenarioResult[] = [];
    for (const name of config.only) scenarios.push(...(await GROUPS[name](config)));
    console.log(`RESULT ${JSON.stringify(scenarios)}`);
    process.exit(0);
  }
  const report = await runBench(config, config.only);
  const stem = config.quick ? 'quick' : 'latest';
  console.log(
    `\n${await writeReport(report, `${config.out}${stem}.json`, `${config.out}${stem}.md`)}`,
  );
  process.exit(0);
}
