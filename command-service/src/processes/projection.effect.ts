import {
  compareCheckpoints,
  type Checkpoint,
  type EventsEffect,
  type ReadStore,
  type RowWrite,
} from '@cairn/infra';
import { checkpointOf, type Projection } from '@cairn/projection-service';

/**
 * Projections fed by a Kafka consumer group (PROJECTION_SOURCE=kafka): the new events of a batch
 * folded into the rows they touch, as the runner does, returned as writes that the consumer commits
 * with the streams' positions. Order holds per stream only (one partition per stream).
 * `rebuiltUpTo`: a projection rebuilt from the event store (rebuildChangedProjections) has folded
 * every event up to that global position already; Kafka's copies of those are skipped for it.
 */
export const projectionEffect =
  (
    rows: ReadStore,
    projections: readonly Projection[],
    rebuiltUpTo: Record<string, Checkpoint> = {},
  ): EventsEffect =>
  async (events) => {
    const keyed = events.flatMap((event) =>
      projections.flatMap((p) => {
        if (!p.handles.includes(event.type)) return [];
        const rebuilt = rebuiltUpTo[p.name];
        if (rebuilt && compareCheckpoints(checkpointOf(event), rebuilt) <= 0) return [];
        const id = p.keyOf(event);
        return id === null ? [] : [{ p, id, event }];
      }),
    );
    const cache = new Map<string, object | null>();
    const byModel = new Map<string, Set<string>>();
    for (const { p, id } of keyed)
      byModel.set(p.model.name, (byModel.get(p.model.name) ?? new Set()).add(id));
    for (const [model, ids] of byModel) {
      const found = await rows.getMany<object>(model, [...ids]);
      for (const id of ids) cache.set(`${model}\u0000${id}`, found.get(id) ?? null);
    }
    const touched = new Map<string, RowWrite>();
    for (const { p, id, event } of keyed) {
      const key = `${p.model.name}\u0000${id}`;
      const next = p.evolve((cache.get(key) ?? null) as never, event);
      cache.set(key, next);
      touched.set(key, { model: p.model.name, id, row: next });
    }
    return [...touched.values()];
  };
