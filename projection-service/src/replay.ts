import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ProjectionStatus, RebuildProgress } from '@cairn/contracts';
import {
  createLogger,
  createPostgresEventStore,
  createPostgresReadStore,
  createSqlClient,
  loadConfig,
} from '@cairn/infra';
import { projectionNamed, ALL_PROJECTIONS } from './projections';
import type { Projection } from './projection';
import { ProjectionRunner } from './runner/projection-runner';
import { buildSnapshot } from './runner/projection-snapshots';
import { progressBar } from './runner/progress-bar';
import { appIsRunning, callControl } from './replay-client';

/** The running app's control socket (command-service/src/projections/projection-control.socket.ts). */
const CONTROL_SOCKET = 'control.sock';
const USAGE = `usage: npm run replay -- --projection <name> [--until <ISO time | global position> --into <snapshot name>]
projections: ${ALL_PROJECTIONS.map((p) => p.name).join(', ')}`;

const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};

/** Asks the running app: a blue/green rebuild (its progress drawn from the status), or a snapshot. */
const viaApp = async (socket: string, p: Projection, until?: string, into?: string) => {
  if (until && into) {
    const answer = await callControl(
      socket,
      'POST',
      `/projections/${encodeURIComponent(p.name)}/snapshots`,
      { until, into },
    );
    if (answer.status !== 201) fail(`the app refused the snapshot: ${JSON.stringify(answer.body)}`);
    console.log(`snapshot ${into} of ${p.name} until ${until}: ${JSON.stringify(answer.body)}`);
    return;
  }
  const started = await callControl(
    socket,
    'POST',
    `/projections/${encodeURIComponent(p.name)}/rebuild`,
  );
  if (started.status !== 202) fail(`the app refused the rebuild: ${JSON.stringify(started.body)}`);
  console.log(
    `the running app rebuilds ${p.name} blue/green; it keeps serving the old rows until the swap`,
  );
  let bar: ReturnType<typeof progressBar> | null = null;
  for (;;) {
    const statuses = (await callControl(socket, 'GET', '/projections')).body as ProjectionStatus[];
    const rebuild = statuses.find((s) => s.name === p.name)?.rebuild as RebuildProgress;
    bar ??= progressBar(rebuild.total, process.stderr);
    bar.update(rebuild.done);
    if (rebuild.state !== 'REBUILDING') {
      bar.done();
      if (rebuild.state !== 'DONE')
        fail(`rebuild ${rebuild.state.toLowerCase()}${rebuild.error ? `: ${rebuild.error}` : ''}`);
      console.log(
        `rebuilt ${p.name} from ${rebuild.done} events (${rebuild.eventsPerSecond} events/s) and swapped it in`,
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** No app runs: rebuild in place (nobody reads meanwhile), or build the snapshot. */
const direct = async (p: Projection, until?: string, into?: string) => {
  const config = loadConfig();
  const sql = await createSqlClient({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const events = await createPostgresEventStore(sql);
  const rows = await createPostgresReadStore(sql);
  try {
    if (until && into) {
      console.log(
        `snapshot ${into}: ${JSON.stringify(await buildSnapshot(events, rows, p, into, until, () => new Date()))}`,
      );
      return;
    }
    const total = Number(
      (await sql.query<{ n: string }>('select count(*)::text as n from events')).rows[0].n,
    );
    await rows.reset(p.name, [p.model.name]);
    const runner = new ProjectionRunner(events, rows, [p], {
      batchSize: 2000,
      logger: createLogger('warn'),
    });
    await runner.init();
    const bar = progressBar(total, process.stderr);
    const started = Date.now();
    const read = await runner.catchUp((done) => bar.update(done));
    bar.done();
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `rebuilt ${p.name} from ${read} events in ${seconds.toFixed(1)} s (${Math.round(read / Math.max(seconds, 0.001))} events/s)`,
    );
  } finally {
    await events.close();
    await rows.close();
    await sql.close();
  }
};

/**
 * `npm run replay -- --projection <name>`: rebuilds one read model. With an app running on the same
 * data folder it asks that app (blue/green, while it serves); without, it rebuilds directly.
 * `--until <instant | position> --into <name>` builds a snapshot of the model as it was then instead.
 */
const main = async () => {
  const { values } = parseArgs({
    options: {
      projection: { type: 'string' },
      until: { type: 'string' },
      into: { type: 'string' },
    },
  });
  const p = values.projection ? projectionNamed(values.projection) : undefined;
  if (!p) return fail(USAGE);
  if (Boolean(values.until) !== Boolean(values.into))
    return fail(`--until and --into go together\n${USAGE}`);
  const socket = join(loadConfig().dataDir, CONTROL_SOCKET);
  if (await appIsRunning(socket)) await viaApp(socket, p, values.until, values.into);
  else await direct(p, values.until, values.into);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
