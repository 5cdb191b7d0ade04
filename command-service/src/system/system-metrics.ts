import { type Checkpoint, START, metrics, onScrape } from '@cairn/infra';
import type { AppContext } from '../app-context';
import { projectionsStatus } from '../projections/projections.handlers';

export interface ProjectionLag {
  name: string;
  lagEvents: number;
  /** Age of the oldest event the projection has not folded yet (0 at the head). */
  lagSeconds: number;
  failed: string | null;
}

const keyOf = (c: Checkpoint) => `${c.txId}/${c.position}`;

/** Every projection's distance from the head, in events and in seconds. */
export const projectionLags = async (app: AppContext): Promise<ProjectionLag[]> => {
  const statuses = await projectionsStatus(app);
  const stored = await app.rows.checkpoints();
  const ages = new Map<string, Promise<number>>();
  const ageAfter = (checkpoint: Checkpoint) => {
    let age = ages.get(keyOf(checkpoint));
    if (!age) {
      age = app.events.readAll(checkpoint, 1).then(({ events }) => {
        const first = events[0];
        if (!first) return 0;
        const at = Date.parse(first.metadata.occurredAt);
        return Math.max(0, (app.now().getTime() - at) / 1000);
      });
      ages.set(keyOf(checkpoint), age);
    }
    return age;
  };
  return Promise.all(
    statuses.map(async (s) => {
      const checkpoint = app.projections.checkpointOf(s.name) ??
        stored[s.name] ?? { txId: '0', position: '0' };
      return {
        name: s.name,
        lagEvents: s.lag,
        lagSeconds: s.lag > 0 ? await ageAfter(checkpoint) : 0,
        failed: s.state === 'FAILED' ? s.lastError : null,
      };
    }),
  );
};

/**
 * The reactors running in this process (OCR, auto-review, alerts): events after their checkpoints, their
 * queue. Only those named: a checkpoint left by a reactor no longer run would count as backlog forever.
 */
export const reactorBacklogs = async (
  app: AppContext,
  reactors: readonly string[],
): Promise<Record<string, number>> => {
  const stored = await app.rows.checkpoints();
  const counts = await Promise.all(
    reactors.map((n) => app.events.countAfter(stored[`reactor:${n}`] ?? START)),
  );
  return Object.fromEntries(reactors.map((n, i) => [n, counts[i]]));
};

/** Samples the gauges of this app at each scrape; returns the removal for the app's stop. */
export const sampleAppMetrics = (app: AppContext, reactors: readonly string[]) =>
  onScrape(async () => {
    for (const lag of await projectionLags(app)) {
      metrics.projectionLagEvents.set({ projection: lag.name }, lag.lagEvents);
      metrics.projectionLagSeconds.set({ projection: lag.name }, lag.lagSeconds);
    }
    for (const [queue, depth] of Object.entries(await reactorBacklogs(app, reactors)))
      metrics.queueDepth.set({ queue }, depth);
  });
