/**
 * `npm run test:cluster [-- --seconds 90 --api 3 --projectors 2 --workers 2 --kills 3]`: the fault
 * test of the scaled PostgreSQL profile (docs/distributed.md). The long form: `--seconds 600 --kills 10`.
 * Exits 1 unless nothing is lost or doubled, the read models equal a rebuild and the chain verifies.
 */
import { parseArgs } from 'node:util';
import { runClusterFaults } from './cluster-faults';
import { clusterVerdict } from './cluster-verdict';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '90' },
    api: { type: 'string', default: '3' },
    projectors: { type: 'string', default: '2' },
    workers: { type: 'string', default: '2' },
    kills: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '8' },
    'lease-ms': { type: 'string', default: '5000' },
  },
});
process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/postgres';
const figures = await runClusterFaults(
  {
    seconds: Number(values.seconds),
    api: Number(values.api),
    projectors: Number(values.projectors),
    workers: Number(values.workers),
    kills: Number(values.kills),
    concurrency: Number(values.concurrency),
    leaseMs: Number(values['lease-ms']),
  },
  (line) => console.info(`[cluster] ${line}`),
);
const verdict = clusterVerdict(figures);
console.info(verdict.lines.join('\n'));
process.exit(verdict.ok ? 0 : 1);
