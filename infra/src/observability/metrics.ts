import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * This process's metrics (prom-client), served as GET /metrics. One registry per process: the runner,
 * the worker and the command service each expose their own. Gauges that cost a query (projection lag,
 * queue depth) are measured when scraped, by the samplers the process registers (`onScrape`).
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'cairn_' });

export const metrics = {
  httpDuration: new Histogram({
    name: 'cairn_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  }),
  eventsAppended: new Counter({
    name: 'cairn_events_appended_total',
    help: 'Events appended to the event store, by type',
    labelNames: ['type'] as const,
    registers: [registry],
  }),
  commands: new Counter({
    name: 'cairn_commands_total',
    help: 'Commands by outcome (accepted, refused, conflict, duplicate) and refusal key',
    labelNames: ['outcome', 'key'] as const,
    registers: [registry],
  }),
  projectionLagEvents: new Gauge({
    name: 'cairn_projection_lag_events',
    help: 'Events in the store after the projection checkpoint',
    labelNames: ['projection'] as const,
    registers: [registry],
  }),
  projectionLagSeconds: new Gauge({
    name: 'cairn_projection_lag_seconds',
    help: 'Seconds since the projection last stood at the head (0 when at the head)',
    labelNames: ['projection'] as const,
    registers: [registry],
  }),
  queueDepth: new Gauge({
    name: 'cairn_queue_depth',
    help: 'Jobs waiting (BullMQ) or events a reactor has still to handle, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
  }),
  jobDuration: new Histogram({
    name: 'cairn_job_duration_seconds',
    help: 'Worker jobs (OCR, auto-review, reports, alerts) by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [registry],
  }),
  signIns: new Counter({
    name: 'cairn_sign_ins_total',
    help: 'Sign-in attempts by outcome (success, refused, locked)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
  lockouts: new Counter({
    name: 'cairn_lockouts_total',
    help: 'Accounts or addresses locked out after too many failed attempts',
    registers: [registry],
  }),
};

type Sampler = () => Promise<void>;
const samplers = new Set<Sampler>();

/** Registers a sampler run before each scrape; returns its removal (a stopped app's stores are closed). */
export const onScrape = (sampler: Sampler): (() => void) => {
  samplers.add(sampler);
  return () => samplers.delete(sampler);
};

/** The Prometheus text exposition, samplers run first (a failing one leaves its gauges as they were). */
export const scrapeMetrics = async (): Promise<{ contentType: string; body: string }> => {
  await Promise.all([...samplers].map((s) => s().catch(() => undefined)));
  return { contentType: registry.contentType, body: await registry.metrics() };
};

/** Times a job into cairn_job_duration_seconds, outcome ok or failed. */
export const timeJob = async <T>(job: string, run: () => Promise<T>): Promise<T> => {
  const end = metrics.jobDuration.startTimer({ job });
  try {
    const result = await run();
    end({ outcome: 'ok' });
    return result;
  } catch (error) {
    end({ outcome: 'failed' });
    throw error;
  }
};
