import { createLogger, loadConfig } from '@cairn/infra';
import { BullJobQueue, createKafkaTransport } from '@cairn/infra/src/distributed';
import { TesseractOcrEngine, createAutoReviewReactor, createOcrReactor, enqueueReactions, reactionHandlers, type Reactor } from '@cairn/worker';
import { recordAnalysis } from '../../files/file-analysis.handlers';
import { autoReviewDeps } from '../../bootstrap';
import { kafkaBrokers, loadDistributedConfig } from '../distributed.config';
import { buildDistributedApp, runProcess } from '../distributed.context';

/**
 * Distributed profile: the `worker` consumer group turns events into BullMQ jobs (job id = event id
 * and reactor), and this process also runs those jobs, with retries and a dead-letter view.
 */
runProcess('worker', async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const distributed = loadDistributedConfig();
  const { app, close } = await buildDistributedApp(config, distributed, logger);
  const ocr = config.ocr ? new TesseractOcrEngine() : null;
  const reactors: Reactor[] = ocr ? [createOcrReactor({
    ocr, readBlob: (sha) => app.blobs.get(sha), now: () => app.now().toISOString(),
    log: (message, error) => logger.warn(message, { error: String(error ?? '') }),
    record: (analysis, cause) => recordAnalysis(app, analysis, cause),
  })] : [];
  if (config.autoReview) reactors.push(createAutoReviewReactor(autoReviewDeps(app)));
  const queue = new BullJobQueue(distributed.redisUrl, 'cairn-jobs');
  queue.work(reactionHandlers(reactors));
  const consumer = createKafkaTransport(kafkaBrokers(distributed), 'cairn-worker')
    .consumer(app.rows, distributed.kafkaTopic, 'worker', enqueueReactions(queue, reactors));
  await consumer.start();
  logger.info(`worker: ${reactors.map((r) => r.name).join(', ') || 'no reactors'} from Kafka topic ${distributed.kafkaTopic} through BullMQ`);
  return async () => {
    await consumer.stop();
    await queue.close();
    await ocr?.close();
    await close();
  };
});
