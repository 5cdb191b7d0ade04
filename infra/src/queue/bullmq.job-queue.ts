import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { logContext, parseTraceparent, withLogContext } from '../observability/log-context';
import { timeJob } from '../observability/metrics';
import { activeTrace, inTrace } from '../observability/trace-context';

/** A job made from an event for one handler (OCR, an export, a QR image...). */
export interface JobRequest<D = unknown> {
  eventId: string;
  handler: string;
  data: D;
  /** The W3C trace of the request behind the job (issue 36 §2); its log lines carry its trace id. */
  traceparent?: string;
}
export interface DeadLetter {
  jobId: string;
  eventId: string;
  handler: string;
  attempts: number;
  reason: string;
  failedAt: string | null;
}
export type JobHandler<D = unknown> = (job: JobRequest<D>, attempt: number) => Promise<void>;

export interface JobQueueOptions {
  /** Attempts before a job becomes a dead letter (first run included). */
  attempts?: number;
  /** First retry delay; each next one doubles (exponential backoff). */
  backoffMs?: number;
  concurrency?: number;
}

/**
 * The job id: event id and handler. BullMQ adds nothing for an id it already holds, and
 * completed jobs are kept, so a replayed event never runs a handler twice. BullMQ forbids ':'
 * in custom ids (its key separator), hence the '.'.
 */
export const jobIdOf = (eventId: string, handler: string): string => `${eventId}.${handler}`;

/** The worker's job queue on Redis through BullMQ: retries with backoff and a dead-letter view. */
export class BullJobQueue {
  private readonly queue: Queue;
  private readonly workers: Worker[] = [];
  private readonly connections: Redis[] = [];
  private readonly attempts: number;
  private readonly backoffMs: number;

  constructor(
    private readonly redisUrl: string,
    readonly name: string,
    private readonly options: JobQueueOptions = {},
  ) {
    this.attempts = options.attempts ?? 5;
    this.backoffMs = options.backoffMs ?? 1_000;
    this.queue = new Queue(name, { connection: this.connection() });
  }

  /** Adds the job unless one with its id exists (waiting, running, done or dead). */
  async enqueue<D>(request: JobRequest<D>): Promise<string> {
    const jobId = jobIdOf(request.eventId, request.handler);
    const traceparent = request.traceparent ?? logContext().traceparent;
    await this.queue.add(
      request.handler,
      { ...request, ...(traceparent && { traceparent }) },
      {
        jobId,
        attempts: this.attempts,
        backoff: { type: 'exponential', delay: this.backoffMs },
        removeOnComplete: false,
        removeOnFail: false,
      },
    );
    return jobId;
  }

  /** Runs jobs with the handler named by each job; a job without a handler fails (and ends dead). */
  work(handlers: Readonly<Record<string, JobHandler>>): Worker {
    const worker = new Worker(
      this.name,
      async (job: Job<JobRequest>) => {
        const handler = handlers[job.data.handler];
        if (!handler) throw new Error(`no handler ${job.data.handler}`);
        const { traceparent } = job.data;
        await inTrace(job.data.handler, traceparent, () =>
          withLogContext({ ...(activeTrace() ?? parseTraceparent(traceparent)) }, () =>
            timeJob(job.data.handler, () => handler(job.data, job.attemptsMade + 1)),
          ),
        );
      },
      { connection: this.connection(), concurrency: this.options.concurrency ?? 4 },
    );
    worker.on('error', () => undefined); // connection errors are retried by ioredis; failures are in the dead-letter view
    this.workers.push(worker);
    return worker;
  }

  /** Jobs not done yet (waiting, delayed, running): the queue depth the metrics show. */
  async depth(): Promise<number> {
    const counts = await this.queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized');
    return Object.values(counts).reduce((sum, n) => sum + n, 0);
  }

  /** Resolves when Redis answers (readiness). */
  async ping(): Promise<void> {
    await this.queue.getJobCounts('waiting');
  }

  /** Jobs that failed every attempt: BullMQ keeps a job in `failed` only after its last retry. */
  async deadLetters(limit = 100): Promise<DeadLetter[]> {
    const failed = await this.queue.getFailed(0, limit - 1);
    return failed.map((job) => ({
      jobId: job.id ?? '',
      eventId: (job.data as JobRequest).eventId,
      handler: (job.data as JobRequest).handler,
      attempts: job.attemptsMade,
      reason: job.failedReason,
      failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    }));
  }

  /** Runs a dead letter again (after the cause was fixed). */
  async retryDeadLetter(jobId: string): Promise<void> {
    const job = await this.queue.getJob(jobId);
    if (!job) throw new Error(`no job ${jobId}`);
    await job.retry('failed');
  }

  async state(jobId: string): Promise<string> {
    return this.queue.getJobState(jobId);
  }

  /** Removes the queue and every job from Redis (tests, or a rebuild). */
  async obliterate(): Promise<void> {
    await this.queue.obliterate({ force: true });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
    await this.queue.close();
    await Promise.all(
      this.connections.map((connection) => connection.quit().catch(() => undefined)),
    );
  }

  private connection(): Redis {
    // BullMQ's blocking commands need maxRetriesPerRequest: null.
    const connection = new Redis(this.redisUrl, { maxRetriesPerRequest: null });
    this.connections.push(connection);
    return connection;
  }
}
