/**
 * `npm run cluster -- --api 3 --projectors 2 --workers 2 [--db cairn_cluster] [--port 3000]
 * [--data-dir data/cluster] [--pids cluster.pids]`: the scaled PostgreSQL profile on this machine
 * (docs/distributed.md). DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432);
 * the database named by --db is made if missing. Ctrl-C stops every process.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalCluster } from './local-cluster';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: '3' },
    projectors: { type: 'string', default: '2' },
    workers: { type: 'string', default: '2' },
    db: { type: 'string', default: 'cairn_cluster' },
    port: { type: 'string', default: '3000' },
    'data-dir': { type: 'string', default: 'data/cluster' },
    pids: { type: 'string', default: 'cluster.pids' },
  },
});
const cluster = await startLocalCluster({
  api: Number(values.api),
  projectors: Number(values.projectors),
  workers: Number(values.workers),
  database: values.db,
  dataDir: resolve(values['data-dir']),
  frontPort: Number(values.port),
  pidFile: resolve(values.pids),
  env: { AUTH_SECRET: process.env.AUTH_SECRET || 'local-cluster-secret-change-me-for-real-use' },
});
console.info(`cluster on ${cluster.url} (database ${values.db}); process ids in ${values.pids}`);
for (const m of cluster.members) console.info(`  ${m.kind}-${m.index} pid ${m.pid} port ${m.port}`);
const stop = () => {
  console.info('stopping the cluster');
  void cluster.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
