import type { AppContext } from '../app-context';
import { projectionLags } from './system-metrics';

export interface Readiness {
  ready: boolean;
  checks: { database: string; projections: string; queue: string };
  /** Why not ready, one sentence per failing check; empty when ready. */
  reasons: string[];
}

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Ready to take traffic: the database answers, every projection is within READY_MAX_LAG_SECONDS of
 * the head (and not failed), and the job queue answers (`queueCheck`; in process on the embedded profile).
 */
export const readiness = async (
  app: AppContext,
  queueCheck: (() => Promise<void>) | null,
): Promise<Readiness> => {
  const reasons: string[] = [];
  const checks = { database: 'ok', projections: 'ok', queue: queueCheck ? 'ok' : 'in process' };
  try {
    await Promise.all([app.rows.checkpoints(), app.events.readStream('health', { limit: 1 })]);
  } catch (error) {
    checks.database = 'unreachable';
    reasons.push(`database unreachable: ${failure(error)}`);
  }
  if (checks.database === 'ok') {
    const max = app.config.readyMaxLagSeconds;
    for (const lag of await projectionLags(app)) {
      if (lag.failed) reasons.push(`projection ${lag.name} failed: ${lag.failed}`);
      else if (lag.lagSeconds > max)
        reasons.push(
          `projection ${lag.name} is ${Math.round(lag.lagSeconds)} s (${lag.lagEvents} events) behind the head; the limit is ${max} s`,
        );
    }
    if (reasons.length) checks.projections = 'behind';
  }
  if (queueCheck)
    try {
      await queueCheck();
    } catch (error) {
      checks.queue = 'unreachable';
      reasons.push(`queue unreachable: ${failure(error)}`);
    }
  return { ready: reasons.length === 0, checks, reasons };
};
