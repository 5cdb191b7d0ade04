import { createLogger, loadConfig } from '@cairn/infra';
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
  const logger = createLogger(loadConfig().logLevel);
  const config = loadDistributedConfig();
  const events = createEsdbEventStore(config.esdbUrl);
  const rows = await createMongoReadStore(config.mongoUrl, config.mongoDatabase);
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
  logger.info(
    `projection-service: ${ALL_PROJECTIONS.length} projections from ${config.projectionSource === 'kafka' ? `Kafka topic ${config.kafkaTopic}` : 'EventStoreDB $all'}`,
  );
  return async () => {
    await stopFeed();
    await events.close();
    await rows.close();
  };
});
