import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { logContext, withLogContext } from '../observability/log-context';
import { metrics } from '../observability/metrics';
import { BullJobQueue, jobIdOf, type JobHandler } from './bullmq.job-queue';

const redisUrl = process.env.REDIS_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const until = async (
  check: () => Promise<boolean> | boolean,
  timeoutMs = 10_000,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
};

if (!redisUrl) {
  describe.skip('BullMQ job queue — skipped: REDIS_URL is not set', () => {
    it('runs with REDIS_URL=redis://127.0.0.1:6379', () => undefined);
  });
} else {
  describe('BullMQ job queue (Redis at REDIS_URL)', () => {
    const queues: BullJobQueue[] = [];
    // A queue of its own per test, removed afterwards.
    const open = (options: ConstructorParameters<typeof BullJobQueue>[2] = {}) => {
      const queue = new BullJobQueue(redisUrl, `cairn-test-${randomUUID()}`, options);
      queues.push(queue);
      return queue;
    };
    afterEach(async () => {
      for (const queue of queues.splice(0)) {
        await queue.obliterate().catch(() => undefined);
        await queue.close();
      }
    });

    it('runs a replayed event’s job once: the job id is (event id, handler)', async () => {
      const queue = open();
      const runs: string[] = [];
      const eventId = randomUUID();
      const first = await queue.enqueue({ eventId, handler: 'ocr', data: { n: 1 } });
      expect(first).toBe(jobIdOf(eventId, 'ocr'));
      await queue.enqueue({ eventId, handler: 'ocr', data: { n: 2 } }); // a replay before it ran
      await queue.enqueue({ eventId, handler: 'qr-image', data: { n: 3 } }); // another handler: its own job
      queue.work({
        ocr: async (job) => {
          runs.push(`ocr:${JSON.stringify(job.data)}`);
        },
        'qr-image': async () => {
          runs.push('qr');
        },
      });
      await until(async () => (await queue.state(first)) === 'completed' && runs.length >= 2);
      await queue.enqueue({ eventId, handler: 'ocr', data: { n: 4 } }); // a replay after it ran
      await sleep(300);
      expect(runs.sort()).toEqual(['ocr:{"n":1}', 'qr']);
      expect(await queue.deadLetters()).toEqual([]);
    });

    it('carries the trace into the job, counts its depth and times it (issue 36)', async () => {
      const queue = open();
      const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
      const jobId = await withLogContext({ traceparent }, () =>
        queue.enqueue({ eventId: randomUUID(), handler: 'traced', data: {} }),
      );
      expect(await queue.depth()).toBe(1);
      await queue.ping();
      let seen: string | undefined;
      queue.work({
        traced: async (job) => {
          seen = `${job.traceparent}|${logContext().traceId}`;
        },
      });
      await until(async () => (await queue.state(jobId)) === 'completed');
      expect(seen).toBe(`${traceparent}|4bf92f3577b34da6a3ce929d0e0e4736`);
      expect(await queue.depth()).toBe(0);
      const timed = (await metrics.jobDuration.get()).values.find(
        (v) => v.labels.job === 'traced' && v.metricName?.endsWith('_count'),
      );
      expect(timed?.value).toBe(1);
    });

    it('retries a failing job with exponential backoff', async () => {
      const queue = open({ attempts: 4, backoffMs: 100 });
      const times: number[] = [];
      const flaky: JobHandler = async (_job, attempt) => {
        times.push(Date.now());
        if (attempt < 3) throw new Error(`attempt ${attempt} failed`);
      };
      queue.work({ export: flaky });
      const jobId = await queue.enqueue({ eventId: randomUUID(), handler: 'export', data: {} });
      await until(async () => (await queue.state(jobId)) === 'completed');
      expect(times).toHaveLength(3);
      const [firstGap, secondGap] = [times[1] - times[0], times[2] - times[1]];
      expect(firstGap).toBeGreaterThanOrEqual(90); // 100 ms
      expect(secondGap).toBeGreaterThanOrEqual(190); // 200 ms: doubled
      expect(await queue.deadLetters()).toEqual([]);
    });

    it('puts a job that fails every attempt in the dead-letter view, and can run it again', async () => {
      const queue = open({ attempts: 3, backoffMs: 20 });
      let broken = true;
      let runs = 0;
      queue.work({
        ocr: async () => {
          runs += 1;
          if (broken) throw new Error('engine unavailable');
        },
      });
      const eventId = randomUUID();
      const jobId = await queue.enqueue({ eventId, handler: 'ocr', data: {} });
      await until(async () => (await queue.state(jobId)) === 'failed');
      expect(runs).toBe(3);
      expect(await queue.deadLetters()).toEqual([
        expect.objectContaining({
          jobId,
          eventId,
          handler: 'ocr',
          attempts: 3,
          reason: 'engine unavailable',
        }),
      ]);
      await queue.enqueue({ eventId, handler: 'ocr', data: {} }); // a replay does not revive it
      await sleep(200);
      expect(runs).toBe(3);

      broken = false;
      await queue.retryDeadLetter(jobId);
      await until(async () => (await queue.state(jobId)) === 'completed');
      expect(await queue.deadLetters()).toEqual([]);
    });
  });
}
