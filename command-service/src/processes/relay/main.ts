import { createLogger, loadConfig } from '@cairn/infra';
import {
  createEsdbEventStore,
  createKafkaTransport,
  createMongoReadStore,
} from '@cairn/infra/src/distributed';
import { kafkaBrokers, loadDistributedConfig } from '../distributed.config';
import { runProcess } from '../distributed.context';

/** Distributed profile: EventStoreDB → Kafka. Run ONE (its checkpoint is one position in $all). */
runProcess('relay', async () => {
  const logger = createLogger(loadConfig().logLevel);
  const config = loadDistributedConfig();
  const events = createEsdbEventStore(config.esdbUrl);
  const rows = await createMongoReadStore(config.mongoUrl, config.mongoDatabase, {
    transactions: config.mongoTransactions,
  });
  const relay = createKafkaTransport(kafkaBrokers(config), 'cairn-relay').relay(
    events,
    rows,
    config.kafkaTopic,
    logger,
  );
  await relay.start();
  logger.info(`relay: EventStoreDB $all → Kafka topic ${config.kafkaTopic}`);
  return async () => {
    await relay.stop();
    await events.close();
    await rows.close();
  };
});
