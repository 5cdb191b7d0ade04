import { AsOfQuery, type StoredEvent } from '@cairn/contracts';
import { type EventStore, MemoryReadStore, type ReadStore, START } from '@cairn/infra';
import { ALL_PROJECTIONS, type Projection } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { parse } from '../http/validate';

const BATCH = 5000;

/** Folds one event into the rows of a projection: what the runner does, in memory. */
const apply = (projection: Projection, rows: Map<string, object>, event: StoredEvent) => {
  if (!projection.handles.includes(event.type)) return;
  const key = projection.keyOf(event);
  if (key === null) return;
  const next = projection.evolve(rows.get(key) ?? null, event);
  if (next === null) rows.delete(key);
  else rows.set(key, next);
};

/**
 * The read models as they stood at `asOf`: the log read from the event store, every event that
 * happened up to the instant folded by the live projections' own pure evolve functions into a store
 * that lives for one question. Events are in commit order, not clock order, so the whole log is read.
 */
export const readModelsAsOf = async (
  events: EventStore,
  models: string[],
  asOf: string,
): Promise<ReadStore> => {
  const projections = ALL_PROJECTIONS.filter((p) => models.includes(p.model.name));
  const rows = new Map(projections.map((p) => [p, new Map<string, object>()]));
  const instant = new Date(asOf).toISOString();
  let after = START;
  for (;;) {
    const batch = await events.readAll(after, BATCH);
    for (const event of batch.events) {
      if (event.metadata.occurredAt > instant) continue;
      for (const [projection, table] of rows) apply(projection, table, event);
    }
    if (batch.events.length < BATCH) break;
    after = batch.checkpoint;
  }
  const store = new MemoryReadStore();
  await store.register(projections.map((p) => p.model));
  await store.commit(
    [...rows].flatMap(([p, table]) =>
      [...table].map(([id, row]) => ({ model: p.model.name, id, row })),
    ),
    {},
  );
  return store;
};

/** The app whose read models are those as of the query's `asOf=`, or the live app when none is asked for. */
export const appAsOf = async (
  app: AppContext,
  query: Record<string, unknown>,
  models: string[],
): Promise<AppContext> => {
  const { asOf } = parse(AsOfQuery, { asOf: query.asOf });
  return asOf ? { ...app, rows: await readModelsAsOf(app.events, models, asOf) } : app;
};
