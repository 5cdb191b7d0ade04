import { createLogger, loadConfig } from '@cairn/infra';
import { BullJobQueue } from '@cairn/infra/src/distributed';
import { ReactorRunner, TesseractOcrEngine, reactionHandlers, type Reactor } from '@cairn/worker';
import { workerReactors } from '../../../worker-reactors';
import { runProcess } from '../../distributed.context';
import { ClusterLeases } from '../cluster-leases';
import { FencedReadStore } from '../fenced.read-store';
import { LeasedUnits } from '../leased-units';
import { buildPostgresClusterApp, leaseMs, ownerId } from '../postgres-cluster.context';

/**
 * Scaled PostgreSQL profile: every worker runs jobs from the shared BullMQ queue; each reactor's
 * feed (log → jobs) is leased by one worker. A job's id is its event and reactor, so a feed re-run
 * after a takeover adds no job twice, and a reaction's command id makes its effect happen once.
 */
runProcess('worker', async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, undefined, { name: 'worker' });
  const { app, sql, close } = await buildPostgresClusterApp(config, logger);
  const ocr = config.ocr ? new TesseractOcrEngine() : null;
  const reactors = workerReactors(app, ocr, logger);
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const queue = new BullJobQueue(redisUrl, process.env.CAIRN_QUEUE || 'cairn-jobs');
  queue.work(reactionHandlers(reactors));
  const feedOf = (reactor: Reactor): Reactor => ({
    name: reactor.name,
    handles: reactor.handles,
    react: async (event) => {
      await queue.enqueue({
        eventId: event.id,
        handler: reactor.name,
        data: event,
        traceparent: event.metadata?.traceparent,
      });
    },
  });
  const leases = new ClusterLeases(sql, ownerId('worker'), 'worker', leaseMs());
  await leases.migrate();
  let feeds: ReactorRunner[] = [];
  const units: LeasedUnits = new LeasedUnits(
    leases,
    reactors.map((r) => `feed:${r.name}`),
    async (held) => {
      for (const feed of feeds) await feed.stop();
      feeds = [];
      const owned = reactors.filter((r) => held.includes(`feed:${r.name}`));
      const rows = new FencedReadStore(
        sql,
        leases,
        new Map(owned.map((r) => [`reactor:${r.name}`, `feed:${r.name}`])),
        () => units.invalidate(),
      );
      feeds = owned.map((r) => new ReactorRunner(app.events, rows, feedOf(r), logger));
      for (const feed of feeds) await feed.start();
    },
    logger,
  );
  units.start();
  logger.info(`worker as ${leases.owner}: ${reactors.map((r) => r.name).join(', ')} via BullMQ`);
  return async () => {
    await units.stop();
    await queue.close();
    await ocr?.close();
    await close();
  };
});
