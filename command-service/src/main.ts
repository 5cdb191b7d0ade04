import { fileURLToPath } from 'node:url';
import { startTracing } from './system/tracing';

// Tracing first (when configured): the app's modules must load through its instrumentations.
const stopTracing = await startTracing('cairn');
const { createLogger, loadConfig } = await import('@cairn/infra');
const { bootstrap } = await import('./bootstrap');
const { seedDemoData } = await import('./seed/demo-data');
const { readDemoPassword, printDemoAccounts } = await import('./seed/demo-banner');

/** `npm start`: the whole app in one process on http://localhost:3000, engines embedded. */
const main = async () => {
  const started = Date.now();
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const running = await bootstrap(config, logger, {
    uiDist: config.serveUi ? fileURLToPath(new URL('../../ui/dist', import.meta.url)) : null,
  });
  if (config.demo) {
    const seeded = await seedDemoData(running.app);
    if (seeded) logger.info(`demo data created (${seeded.accounts.length} accounts)`);
  }
  await running.listen(config.port);
  const engine = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  logger.info(
    `Cairn is running on ${config.publicUrl} — ${engine}; ready in ${Date.now() - started} ms`,
  );
  if (config.demo) printDemoAccounts(await readDemoPassword(config));

  const stop = async (signal: string) => {
    logger.info(`${signal}: stopping`);
    // Requests in flight get 10 s (bootstrap's stop); an orchestrator kills after its own grace period.
    setTimeout(() => process.exit(1), 30_000).unref();
    await running.stop();
    logger.info(`${signal}: requests finished, projections checkpointed, stores closed`);
    // The last spans: the exporter gives up on an absent collector after its timeout.
    await stopTracing?.().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
