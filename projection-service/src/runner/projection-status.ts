import type { ProjectionStatus } from '@cairn/contracts';
import type { Checkpoint, EventStore } from '@cairn/infra';
import type { Projection } from '../projection';
import type { ProjectionRebuilds } from './projection-rebuilds';
import type { ProjectionRunner } from './projection-runner';

/** Every read model with how far it is and what it is doing: the analysts' status screen. */
export const projectionStatuses = async (
  events: EventStore,
  live: ProjectionRunner,
  rebuilds: ProjectionRebuilds | null,
  projections: readonly Projection[],
  stored: Record<string, Checkpoint>,
): Promise<ProjectionStatus[]> => {
  // Most projections share one checkpoint: count once per distinct checkpoint.
  const lags = new Map<string, Promise<number>>();
  const lagOf = (checkpoint: Checkpoint) => {
    const key = `${checkpoint.txId}/${checkpoint.position}`;
    let lag = lags.get(key);
    if (!lag) {
      lag = events.countAfter(checkpoint);
      lags.set(key, lag);
    }
    return lag;
  };
  return Promise.all(
    projections.map(async (p): Promise<ProjectionStatus> => {
      const checkpoint = live.checkpointOf(p.name) ??
        stored[p.name] ?? { txId: '0', position: '0' };
      const lag = await lagOf(checkpoint);
      const rebuild = rebuilds?.progress(p.name) ?? null;
      const failed = rebuild?.state === 'FAILED' ? rebuild.error : live.health.lastError;
      const state =
        rebuild?.state === 'REBUILDING'
          ? 'REBUILDING'
          : failed
            ? 'FAILED'
            : lag > 0
              ? 'CATCHING_UP'
              : 'LIVE';
      return {
        name: p.name,
        model: p.model.name,
        version: p.version ?? 1,
        position: checkpoint.position,
        lag,
        eventsPerSecond: live.isPaused(p.name) ? 0 : live.health.eventsPerSecond(),
        state,
        outdated: live.isPaused(p.name),
        rebuild,
        lastError: failed ?? null,
        lastMovedAt: live.health.lastMovedAt,
      };
    }),
  );
};
