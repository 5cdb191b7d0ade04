import { SNAPSHOT_NAME, type StoredEvent } from '@cairn/contracts';
import type {
  Checkpoint,
  EventStore,
  GlobalBatch,
  ReadModelDefinition,
  ReadStore,
} from '@cairn/infra';
import type { Projection } from '../projection';
import { ProjectionRunner } from './projection-runner';

/** Where snapshots are listed: one row each, beside the read models (not a projection's rows). */
export const SNAPSHOTS_MODEL = 'projectionSnapshots';

export interface SnapshotRow {
  name: string;
  projection: string;
  model: string;
  /** An ISO instant (events that occurred up to it) or a global position (events up to it). */
  until: string;
  rows: number;
  events: number;
  createdAt: string;
}

const snapshotModel = (p: Projection, name: string): ReadModelDefinition => ({
  ...p.model,
  name: `${p.model.name}@${name}`,
});

/** `until` as a test of one event: by position when it is a whole number, else by the time it occurred. */
export const eventsUntil = (until: string): ((event: StoredEvent) => boolean) => {
  if (/^\d+$/.test(until)) return (event) => BigInt(event.globalPosition) <= BigInt(until);
  const instant = new Date(until).getTime();
  if (Number.isNaN(instant))
    throw new Error(`until must be an ISO instant or a global position: ${until}`);
  return (event) => new Date(event.metadata.occurredAt).getTime() <= instant;
};

/** The log as it was: only the events `keep` accepts (a batch with none is read past, not returned empty). */
const filteredLog = (
  events: EventStore,
  keep: (event: StoredEvent) => boolean,
  seen: { events: number },
): EventStore =>
  Object.assign(Object.create(events) as EventStore, {
    async readAll(after: Checkpoint, limit: number): Promise<GlobalBatch> {
      for (let cursor = after; ;) {
        const batch = await events.readAll(cursor, limit);
        const kept = batch.events.filter(keep);
        if (kept.length > 0 || batch.events.length === 0) {
          seen.events += kept.length;
          return { events: kept, checkpoint: batch.checkpoint };
        }
        cursor = batch.checkpoint;
      }
    },
  });

/**
 * Replays to a point in time: one projection folded from the events up to `until` into a model of
 * its own (`<model>@<name>`), queried with the paged search like any read model. The live model
 * is not touched; building the same name again replaces the snapshot.
 */
export const buildSnapshot = async (
  events: EventStore,
  rows: ReadStore,
  p: Projection,
  name: string,
  until: string,
  now: () => Date,
): Promise<SnapshotRow> => {
  if (!SNAPSHOT_NAME.test(name))
    throw new Error(`snapshot names use letters, digits, - and _: ${name}`);
  const model = snapshotModel(p, name);
  const shadow: Projection = { ...p, name: `${p.name}@snapshot:${name}`, model };
  await rows.reset(shadow.name, [model.name]);
  const seen = { events: 0 };
  const runner = new ProjectionRunner(
    filteredLog(events, eventsUntil(until), seen),
    rows,
    [shadow],
    { shadow: true },
  );
  await runner.init();
  await runner.catchUp();
  const count = (await rows.search(model.name, { page: 0, size: 1, filters: [] })).pagination.total;
  const row: SnapshotRow = {
    name,
    projection: p.name,
    model: model.name,
    until,
    rows: count,
    events: seen.events,
    createdAt: now().toISOString(),
  };
  await rows.register([{ name: SNAPSHOTS_MODEL, fields: {}, sortBy: 'createdAt' }], {
    indexes: false,
  });
  await rows.commit([{ model: SNAPSHOTS_MODEL, id: name, row }], {});
  return row;
};

/** A snapshot's model made known to the read store's search again (after a restart). */
export const openSnapshot = async (
  rows: ReadStore,
  projections: readonly Projection[],
  name: string,
): Promise<SnapshotRow | null> => {
  await rows.register([{ name: SNAPSHOTS_MODEL, fields: {}, sortBy: 'createdAt' }], {
    indexes: false,
  });
  const row = await rows.get<SnapshotRow>(SNAPSHOTS_MODEL, name);
  const p = row && projections.find((x) => x.name === row.projection);
  if (!row || !p) return null;
  await rows.register([snapshotModel(p, name)], { indexes: false });
  return row;
};
