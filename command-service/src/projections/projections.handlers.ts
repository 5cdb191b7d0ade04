import type {
  Page,
  PagedSearchRequest,
  ProjectionStatus,
  RebuildProgress,
  SecurityRole,
  SnapshotRequest,
} from '@cairn/contracts';
import { personalFieldsOf, readsPersonalData } from '@cairn/contracts';
import {
  ALL_PROJECTIONS,
  SNAPSHOTS_MODEL,
  type SnapshotRow,
  buildSnapshot,
  openSnapshot,
  projectionNamed,
  projectionStatuses,
} from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { DomainError, notFound } from '../command-handling/domain-error';
import { csvLine } from '../review/hub-event-export';

const known = (name: string) => {
  const projection = projectionNamed(name);
  if (!projection) throw notFound();
  return projection;
};

const rebuildsOf = (app: AppContext) => {
  if (!app.rebuilds) throw new DomainError('conflict', 'projectionRebuildElsewhere');
  return app.rebuilds;
};

export const projectionsStatus = async (app: AppContext): Promise<ProjectionStatus[]> =>
  projectionStatuses(
    app.events,
    app.projections,
    app.rebuilds,
    ALL_PROJECTIONS,
    await app.rows.checkpoints(),
  );

export const startRebuild = (app: AppContext, name: string): RebuildProgress =>
  rebuildsOf(app).start(known(name).name);

export const cancelRebuild = async (
  app: AppContext,
  name: string,
): Promise<{ cancelled: boolean }> => ({
  cancelled: await rebuildsOf(app).cancel(known(name).name),
});

/** A replay to a point in time; the live model is not touched, so it runs in any profile. */
export const takeSnapshot = (
  app: AppContext,
  name: string,
  request: SnapshotRequest,
): Promise<SnapshotRow> =>
  buildSnapshot(app.events, app.rows, known(name), request.into, request.until, () => app.now());

export const listSnapshots = async (app: AppContext): Promise<SnapshotRow[]> => {
  await app.rows.register([{ name: SNAPSHOTS_MODEL, fields: {}, sortBy: 'createdAt' }], {
    indexes: false,
  });
  return app.rows.list<SnapshotRow>(SNAPSHOTS_MODEL);
};

const opened = async (app: AppContext, name: string): Promise<SnapshotRow> => {
  const snapshot = await openSnapshot(app.rows, ALL_PROJECTIONS, name);
  if (!snapshot) throw notFound();
  return snapshot;
};

/** A snapshot's rows as `reader` may see them: a collectors or users snapshot loses its personal fields for the analyst (issue 33). */
const readableBy = (reader: SecurityRole, snapshot: SnapshotRow) => {
  const hidden = readsPersonalData(reader) ? [] : personalFieldsOf(snapshot.projection);
  return <T extends object>(row: T): T =>
    hidden.length
      ? (Object.fromEntries(Object.entries(row).filter(([k]) => !hidden.includes(k))) as T)
      : row;
};

export const snapshotRows = async (
  app: AppContext,
  name: string,
  request: PagedSearchRequest,
  reader: SecurityRole,
): Promise<Page<object>> => {
  const snapshot = await opened(app, name);
  const page = await app.rows.search<object>(snapshot.model, request);
  return { ...page, items: page.items.map(readableBy(reader, snapshot)) };
};

/** Every row of a snapshot as CSV: one column per top-level field, nested values as JSON. */
export const snapshotCsv = async (
  app: AppContext,
  name: string,
  reader: SecurityRole,
): Promise<string> => {
  const snapshot = await opened(app, name);
  const rows = (await app.rows.list<Record<string, unknown>>(snapshot.model)).map(
    readableBy(reader, snapshot),
  );
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value: unknown) =>
    value === null || value === undefined
      ? null
      : typeof value === 'object'
        ? JSON.stringify(value)
        : typeof value === 'number'
          ? value
          : String(value);
  return [
    csvLine(columns),
    ...rows.map((row) => csvLine(columns.map((column) => cell(row[column])))),
  ].join('\r\n');
};
