import {
  type Checkpoint,
  START,
  createLogger,
  loadConfig,
  metrics,
  onScrape,
  serveMetrics,
} from '@cairn/infra';
import {
  createEsdbEventStore,
  createKafkaTransport,
  createMongoReadStore,
} from '@cairn/infra/src/distributed';
import { ALL_PROJECTIONS, ProjectionRunner } from '@cairn/projection-service';
import { kafkaBrokers, loadDistributedConfig } from '../distributed.config';
import { runProcess } from '../distributed.context';
import { projectionEffect } from '../projection.effect';
import { rebuildChangedProjections } from '../projection.kafka-rebuild';

/**
 * Distributed profile: the read models in MongoDB. PROJECTION_SOURCE=esdb (default) follows $all in
 * global order with checkpoints committed with the rows; =kafka joins the `projections` consumer group.
 */
runProcess('projection-service', async () => {
  const logger = createLogger(loadConfig().logLevel, undefined, { name: 'projection-service' });
  const config = loadDistributedConfig();
  const events = createEsdbEventStore(config.esdbUrl);
  const rows = await createMongoReadStore(config.mongoUrl, config.mongoDatabase, {
    transactions: config.mongoTransactions,
  });
  await rows.register(ALL_PROJECTIONS.map((p) => p.model));
  let stopFeed: () => Promise<void>;
  if (config.projectionSource === 'kafka') {
    const rebuilt = await rebuildChangedProjections(events, rows, ALL_PROJECTIONS, logger);
    const consumer = createKafkaTransport(kafkaBrokers(config), 'cairn-projections').consumer(
      rows,
      config.kafkaTopic,
      'projections',
      projectionEffect(rows, ALL_PROJECTIONS, rebuilt),
      logger,
    );
    await consumer.start();
    stopFeed = () => consumer.stop();
  } else {
    const runner = new ProjectionRunner(events, rows, ALL_PROJECTIONS, { logger });
    await runner.init();
    await runner.catchUp();
    runner.start();
    stopFeed = () => runner.stop();
  }
  // Lag per projection from the checkpoints stored with the rows (both sources store them).
  const stopSampling = onScrape(async () => {
    const stored: Record<string, Checkpoint> = await rows.checkpoints();
    for (const p of ALL_PROJECTIONS) {
      const checkpoint = stored[p.name] ?? START;
      const lag = await events.countAfter(checkpoint);
      metrics.projectionLagEvents.set({ projection: p.name }, lag);
      const first = lag > 0 ? (await events.readAll(checkpoint, 1)).events[0] : undefined;
      const age = first ? (Date.now() - Date.parse(first.metadata.occurredAt)) / 1000 : 0;
      metrics.projectionLagSeconds.set({ projection: p.name }, Math.max(0, age));
    }
  });
  const metricsServer = await serveMetrics(
    Number(process.env.METRICS_PORT ?? 9464),
    loadConfig().metricsToken,
  );
  logger.info(
    `projection-service: ${ALL_PROJECTIONS.length} projections from ${config.projectionSource === 'kafka' ? `Kafka topic ${config.kafkaTopic}` : 'EventStoreDB $all'}`,
  );
  return async () => {
    stopSampling();
    metricsServer.close();
    await stopFeed();
    await events.close();
    await rows.close();
  };
});
