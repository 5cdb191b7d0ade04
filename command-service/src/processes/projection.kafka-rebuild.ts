import type { Checkpoint, EventStore, Logger, ReadStore } from '@cairn/infra';
import { ProjectionRunner, type Projection } from '@cairn/projection-service';

/** The runner's own key for a projection's version: both feeds keep it alike. */
const versionKey = (p: Projection): string => `${p.name}@version`;
/** 'running' from before its rows are emptied until the rebuild has reached the log's end, then 'done'. */
const rebuildKey = (p: Projection): string => `${p.name}@kafka-rebuild`;
const mark = (projections: Projection[], state: 'running' | 'done'): Record<string, Checkpoint> =>
  Object.fromEntries(projections.map((p) => [rebuildKey(p), { txId: state, position: '0' }]));

/**
 * Before the `projections` consumer group starts (PROJECTION_SOURCE=kafka): a read model made by
 * another version of its projection is emptied and rebuilt from the event store's first event
 * (the topic keeps only its retention's worth), with the runner, which commits its checkpoint with
 * the rows. Returns how far each rebuilt projection has folded the global log: the consumer must
 * skip those events for it (projectionEffect), since Kafka delivers them again. A rebuild cut off
 * by a crash is resumed from its checkpoint at the next start, before the consumer runs.
 * Run ONE projection-service when a version changes: two would rebuild side by side.
 */
export const rebuildChangedProjections = async (
  events: EventStore,
  rows: ReadStore,
  projections: readonly Projection[],
  logger?: Logger,
): Promise<Record<string, Checkpoint>> => {
  const stored = await rows.checkpoints();
  const outdated = projections.filter(
    (p) => (stored[versionKey(p)]?.txId ?? '1') !== String(p.version ?? 1),
  );
  const unfinished = projections.filter(
    (p) => stored[rebuildKey(p)]?.txId === 'running' && !outdated.includes(p),
  );
  const pending = [...outdated, ...unfinished];
  if (pending.length > 0) {
    await rows.commit([], mark(pending, 'running'));
    for (const p of outdated) await rows.reset(p.name, [p.model.name]);
    const runner = new ProjectionRunner(events, rows, pending, { logger });
    await runner.init(); // records the new versions: the rows are empty now, whatever comes next
    const folded = await runner.catchUp();
    await rows.commit([], mark(pending, 'done'));
    logger?.info(
      `read models rebuilt from the event store before the Kafka consumer starts: ${pending.map((p) => `${p.name} v${p.version ?? 1}`).join(', ')} (${folded} events)`,
    );
  }
  const after = await rows.checkpoints();
  return Object.fromEntries(
    projections.filter((p) => after[p.name]).map((p) => [p.name, after[p.name]]),
  );
};
