import { createLogger, loadConfig, metrics, onScrape, serveMetrics } from '@cairn/infra';
import { BullJobQueue, createKafkaTransport } from '@cairn/infra/src/distributed';
import type { ReportJob } from '@cairn/contracts';
import {
  ReportScheduler,
  TesseractOcrEngine,
  enqueueReactions,
  reactionHandlers,
} from '@cairn/worker';
import { schedulerDeps } from '../../notifications/alert-wiring';
import { sendReport } from '../../reports/report.handlers';
import { workerReactors } from '../../worker-reactors';
import { kafkaBrokers, loadDistributedConfig } from '../distributed.config';
import { buildDistributedApp, runProcess } from '../distributed.context';

/**
 * Distributed profile: the `worker` consumer group turns events into BullMQ jobs (job id = event id
 * and reactor), and this process also runs those jobs, with retries and a dead-letter view.
 */
const REPORT_JOB = 'scheduled-report';

runProcess('worker', async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, undefined, { name: 'worker' });
  const distributed = loadDistributedConfig();
  const { app, close } = await buildDistributedApp(config, distributed, logger);
  const ocr = config.ocr ? new TesseractOcrEngine() : null;
  const reactors = workerReactors(app, ocr, logger);
  const queue = new BullJobQueue(distributed.redisUrl, 'cairn-jobs');
  // A report is a job whose id is its hub, kind and period: BullMQ adds none twice (issue 15).
  queue.work({
    ...reactionHandlers(reactors),
    [REPORT_JOB]: (job) => sendReport(app, job.data as ReportJob),
  });
  const scheduler = new ReportScheduler(
    schedulerDeps(app, async (job) => {
      await queue.enqueue({ eventId: job.key, handler: REPORT_JOB, data: job });
    }),
    config.reportCheckSeconds * 1000,
  );
  scheduler.start();
  const stopSampling = onScrape(async () =>
    metrics.queueDepth.set({ queue: queue.name }, await queue.depth()),
  );
  const metricsServer = await serveMetrics(
    Number(process.env.METRICS_PORT ?? 9465),
    config.metricsToken,
  );
  const consumer = createKafkaTransport(kafkaBrokers(distributed), 'cairn-worker').consumer(
    app.rows,
    distributed.kafkaTopic,
    'worker',
    enqueueReactions(queue, reactors),
    logger,
  );
  await consumer.start();
  logger.info(
    `worker: ${reactors.map((r) => r.name).join(', ') || 'no reactors'} from Kafka topic ${distributed.kafkaTopic} through BullMQ`,
  );
  return async () => {
    stopSampling();
    metricsServer.close();
    await scheduler.stop();
    await consumer.stop();
    await queue.close();
    await ocr?.close();
    await close();
  };
});
