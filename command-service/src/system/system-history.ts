import type { SystemSample } from '@cairn/contracts';
import { metrics } from '@cairn/infra';
import type { AppContext } from '../app-context';
import { projectionLags, reactorBacklogs } from './system-metrics';

const HOUR_OF_SAMPLES = 60;

const requestCounts = async () => {
  const { values } = await metrics.httpDuration.get();
  let requests = 0;
  let errors = 0;
  for (const v of values) {
    if (v.metricName !== 'cairn_http_request_duration_seconds_count') continue;
    requests += v.value;
    if (String(v.labels.status).startsWith('5')) errors += v.value;
  }
  return { requests, errors };
};

/**
 * The System screen's last hour: a sample a minute from this process's metrics (the same registry as
 * GET /metrics), kept in memory; a restart starts the hour again.
 */
export const recordSystemHistory = (
  app: AppContext,
  reactors: readonly string[],
  everyMs = 60_000,
) => {
  const samples: SystemSample[] = [];
  let last = { requests: 0, errors: 0 };
  const sample = async () => {
    const [lags, queues, counts] = await Promise.all([
      projectionLags(app),
      reactorBacklogs(app, reactors),
      requestCounts(),
    ]);
    samples.push({
      at: app.now().toISOString(),
      projectionLagSeconds: Math.round(Math.max(0, ...lags.map((l) => l.lagSeconds))),
      projectionLagEvents: Math.max(0, ...lags.map((l) => l.lagEvents)),
      queueDepth: Object.values(queues).reduce((sum, n) => sum + n, 0),
      requests: counts.requests - last.requests,
      errors: counts.errors - last.errors,
    });
    last = counts;
    if (samples.length > HOUR_OF_SAMPLES) samples.shift();
  };
  const tick = () => void sample().catch(() => undefined);
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return { samples: () => [...samples], stop: () => clearInterval(timer) };
};
