import { createLogger, createPostgresEventStore, createPostgresReadStore, createSqlClient, loadConfig } from '@cairn/infra';
import { projectionNamed, ALL_PROJECTIONS } from './projections';
import { ProjectionRunner } from './runner/projection-runner';
import { progressBar } from './runner/progress-bar';

/**
 * `npm run replay -- --projection <name>`: drops one read model and rebuilds it from the whole log.
 * On the embedded profile stop the app first: PGlite's folder takes one process at a time.
 */
const main = async () => {
  const args = process.argv.slice(2);
  const name = args[args.indexOf('--projection') + 1];
  const projection = args.includes('--projection') ? projectionNamed(name) : undefined;
  if (!projection) {
    console.error(`usage: npm run replay -- --projection <name>\nprojections: ${ALL_PROJECTIONS.map((p) => p.name).join(', ')}`);
    process.exit(2);
  }
  const config = loadConfig();
  const sql = await createSqlClient({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const events = await createPostgresEventStore(sql);
  const rows = await createPostgresReadStore(sql);
  const total = Number((await sql.query<{ n: string }>('select count(*)::text as n from events')).rows[0].n);
  await rows.reset(projection.name, [projection.model.name]);
  const runner = new ProjectionRunner(events, rows, [projection], { batchSize: 2000, logger: createLogger('warn') });
  await runner.init();
  const bar = progressBar(total, process.stderr);
  const started = Date.now();
  const read = await runner.catchUp((done) => bar.update(done));
  bar.done();
  const seconds = (Date.now() - started) / 1000;
  console.log(`rebuilt ${projection.name} from ${read} events in ${seconds.toFixed(1)} s (${Math.round(read / Math.max(seconds, 0.001))} events/s)`);
  await events.close();
  await rows.close();
  await sql.close();
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
