import { type Checkpoint, metrics, onScrape } from '@cairn/infra';
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

/** Reactors in this process (OCR, auto-review, alerts): events after their checkpoints, their queue. */
export const reactorBacklogs = async (app: AppContext): Promise<Record<string, number>> => {
  const stored = await app.rows.checkpoints();
  const names = Object.keys(stored).filter((n) => n.startsWith('reactor:'));
  const counts = await Promise.all(names.map((n) => app.events.countAfter(stored[n])));
  return Object.fromEntries(names.map((n, i) => [n.slice('reactor:'.length), counts[i]]));
};

/** Samples the gauges of this app at each scrape; returns the removal for the app's stop. */
export const sampleAppMetrics = (app: AppContext, options: { reactors: boolean }) =>
  onScrape(async () => {
    for (const lag of await projectionLags(app)) {
      metrics.projectionLagEvents.set({ projection: lag.name }, lag.lagEvents);
      metrics.projectionLagSeconds.set({ projection: lag.name }, lag.lagSeconds);
    }
    if (options.reactors)
      for (const [queue, depth] of Object.entries(await reactorBacklogs(app)))
        metrics.queueDepth.set({ queue }, depth);
  });
