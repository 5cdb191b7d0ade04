import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { dirname } from 'node:path';
import { median, ratioOf, type ScenarioResult } from './harness';

export interface BenchReport {
  date: string;
  machine: { cpu: string; cores: number; memoryGb: number; node: string; postgres: string };
  config: { quick: boolean; events: number; embeddedEvents: number; pairs: number };
  scenarios: ScenarioResult[];
}

const fmt = (n: number): string => (!Number.isFinite(n) ? '—' : n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(n >= 10 ? 1 : 2));
const range = (runs: number[]): string => (runs.length === 0 ? '—' : `${fmt(median(runs))} (${fmt(Math.min(...runs))}–${fmt(Math.max(...runs))})`);

export const machineOf = (postgres: string): BenchReport['machine'] => ({
  cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version, postgres,
});

/** The Markdown table: median (min–max) of each side, the ratio (> 1 = ours better), the target and the checks. */
export const toMarkdown = (report: BenchReport): string => {
  const lines = [
    `Run ${report.date} on ${report.machine.cpu} (${report.machine.cores} cores, ${report.machine.memoryGb} GB), Node ${report.machine.node}, ${report.machine.postgres}.`,
    `Large scenarios at ${report.config.events.toLocaleString('en-US')} events, embedded at ${report.config.embeddedEvents.toLocaleString('en-US')}; ${report.config.pairs} A/B pairs after a warm-up${report.config.quick ? ' (--quick: smoke sizes, figures not meaningful)' : ''}.`,
    '',
    '| Scenario | Unit | Ours: median (min–max) | Peer (Emmett 0.42): median (min–max) | Ratio | Checks | Target | Details |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of report.scenarios) {
    const ratio = ratioOf(r);
    const checks = [r.ours.ok ? 'ours ✓' : `ours ✗ ${r.ours.failures.join('; ')}`, r.peer ? (r.peer.ok ? 'peer ✓' : `peer ✗ ${r.peer.failures.join('; ')}`) : ''].filter(Boolean).join(', ');
    const target = r.target ? `${r.target.met === null ? '?' : r.target.met ? 'met' : 'missed'}: ${r.target.text}` : '';
    const extra = Object.entries(r.extra ?? {}).map(([k, v]) => `${k} ${typeof v === 'number' ? fmt(v) : v}`).join('; ');
    const details = [extra, r.note].filter(Boolean).join('. ');
    lines.push(`| ${r.id} ${r.title} | ${r.unit} | ${range(r.ours.runs)} | ${r.peer ? range(r.peer.runs) : 'no peer run'} | ${ratio === null ? '—' : `${ratio.toFixed(2)}×`} | ${checks} | ${target} | ${details} |`);
  }
  return `${lines.join('\n')}\n`;
};

export const writeReport = async (report: BenchReport, jsonPath: string, mdPath: string): Promise<string> => {
  await mkdir(dirname(jsonPath), { recursive: true });
  const md = toMarkdown(report);
  await writeFile(jsonPath, `${JSON.stringify({ ...report, ratios: Object.fromEntries(report.scenarios.map((r) => [r.id, ratioOf(r)])) }, null, 2)}\n`);
  await writeFile(mdPath, md);
  return md;
};
