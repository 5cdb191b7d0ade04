import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { StoredEvent } from '@cairn/contracts';
import {
  type Checkpoint,
  type SqlClient,
  START,
  compareCheckpoints,
  createFsBlobStore,
  createPostgresEventStore,
  type EventStore,
  loadMasterKey,
  PersonalDataKeys,
  SealingEventStore,
} from '@cairn/infra';
import { ALL_PROJECTIONS, foldRows } from '@cairn/projection-service';
import type { DrivenCommand } from './command-driver';

/** What a command must have left in the store: its event type, and the id its answer named. */
export interface Expectation {
  commandId: string;
  command: DrivenCommand;
  eventType: string;
  uuid: string;
}

export interface AuditReport {
  events: number;
  /** Acknowledged commands whose event is not in the store. */
  lost: string[];
  /** Commands appended more than once, or with more events than they make. */
  duplicated: string[];
  /** Events of the workload's command ids that no acknowledged command accounts for. */
  unaccounted: string[];
  /** Read-model rows that differ from a rebuild from zero (model/id). */
  readModelMismatches: string[];
  readModelRows: number;
  /** Projections whose checkpoint is behind the last event. */
  behind: string[];
  /** Uploads whose blob is missing or not the content its hash names. */
  brokenBlobs: string[];
  /**
   * Commands whose event was stored by an earlier attempt than the one answered: the kill took
   * the answer, and the retry with the same key was answered from the store without a second append.
   */
  answeredFromStore: number;
}

/**
 * The log as the app reads it: personal fields opened with the app's master key (CAIRN_MASTER_KEY,
 * or DATA_DIR/master-key when the app made one), as the projections saw them (issue 33).
 */
const appEventStore = async (sql: SqlClient, dataDir?: string): Promise<EventStore> => {
  const events = await createPostgresEventStore(sql, { migrate: false });
  const hasKey =
    process.env.CAIRN_MASTER_KEY || (dataDir && existsSync(join(dataDir, 'master-key')));
  if (!hasKey || !dataDir) return events;
  const { key } = await loadMasterKey(process.env.CAIRN_MASTER_KEY, dataDir);
  return new SealingEventStore(events, new PersonalDataKeys(sql, key));
};

export const readAllEvents = async (
  sql: SqlClient,
  dataDir?: string,
): Promise<{ events: StoredEvent[]; head: Checkpoint }> => {
  const store = await appEventStore(sql, dataDir);
  const events: StoredEvent[] = [];
  let at: Checkpoint = START;
  for (;;) {
    const batch = await store.readAll(at, 5000);
    if (batch.events.length === 0) break;
    events.push(...batch.events);
    at = batch.checkpoint;
  }
  await store.close();
  return { events, head: at };
};

/** JSON with sorted keys: jsonb keeps no key order, and drops undefined like JSON does. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

/** Every read model in the store against `foldRows` of the whole log (what `npm run replay` rebuilds). */
export const compareReadModels = async (
  sql: SqlClient,
  events: readonly StoredEvent[],
): Promise<{ mismatches: string[]; rows: number }> => {
  const models = new Set(ALL_PROJECTIONS.map((p) => p.model.name));
  if (models.size !== ALL_PROJECTIONS.length)
    throw new Error('two projections share a read model; compare them together');
  const { rows } = await sql.query<{ model: string; id: string; data: unknown }>(
    'select model, id, data from read_rows',
  );
  const stored = new Map(rows.map((r) => [`${r.model}/${r.id}`, canonical(r.data)]));
  const mismatches: string[] = [];
  let expected = 0;
  for (const projection of ALL_PROJECTIONS) {
    for (const [id, row] of foldRows(projection, events)) {
      expected++;
      const key = `${projection.model.name}/${id}`;
      if (stored.get(key) !== canonical(row))
        mismatches.push(`${key}: ${stored.has(key) ? 'differs' : 'missing'}`);
      stored.delete(key);
    }
  }
  // Rows no rebuild makes (of our models; a model no projection owns is not ours to judge).
  for (const key of stored.keys())
    if (models.has(key.split('/')[0])) mismatches.push(`${key}: not in a rebuild`);
  return { mismatches, rows: expected };
};

/**
 * Audits the store after a crash run: each acknowledged command's event exactly once (one append,
 * the id its answer named), nothing else under the workload's command ids, every read model equal
 * to a rebuild from zero and caught up, every uploaded file's blob whole.
 */
export const auditStore = async (
  sql: SqlClient,
  dataDir: string,
  expectations: Expectation[],
  commandIds: Set<string>,
): Promise<AuditReport> => {
  const { events, head } = await readAllEvents(sql, dataDir);
  const workloadTypes = new Set(expectations.map((e) => e.eventType));
  const byCommand = new Map<string, StoredEvent[]>();
  for (const event of events) {
    const id = event.metadata.commandId;
    // The workload's event types too: a retry under a new key would show up there.
    if (!commandIds.has(id) && !workloadTypes.has(event.type)) continue;
    byCommand.set(id, [...(byCommand.get(id) ?? []), event]);
  }
  const report: AuditReport = {
    events: events.length,
    lost: [],
    duplicated: [],
    unaccounted: [],
    readModelMismatches: [],
    readModelRows: 0,
    behind: [],
    brokenBlobs: [],
    answeredFromStore: 0,
  };
  const expected = new Set<string>();
  for (const e of expectations) {
    expected.add(e.commandId);
    const found = byCommand.get(e.commandId) ?? [];
    const ofType = found.filter((x) => x.type === e.eventType);
    if (ofType.length === 0) report.lost.push(`${e.command.kind} ${e.commandId}`);
    if (ofType.length > 1 || new Set(found.map((x) => x.transactionId)).size > 1)
      report.duplicated.push(`${e.command.kind} ${e.commandId} (${found.length} events)`);
    if (
      ofType.length === 1 &&
      Date.parse(ofType[0].metadata.occurredAt) < (e.command.lastSentAt ?? 0)
    )
      report.answeredFromStore++;
    if (ofType.length === 1 && (ofType[0].data as { uuid?: string }).uuid !== e.uuid)
      report.duplicated.push(
        `${e.command.kind} ${e.commandId}: answered ${e.uuid}, stored ${(ofType[0].data as { uuid?: string }).uuid}`,
      );
  }
  for (const id of byCommand.keys()) if (!expected.has(id)) report.unaccounted.push(id);

  const compared = await compareReadModels(sql, events);
  report.readModelMismatches = compared.mismatches;
  report.readModelRows = compared.rows;
  const { rows: marks } = await sql.query<{ name: string; tx_id: string; position: string }>(
    'select name, tx_id, position from projection_checkpoints',
  );
  for (const p of ALL_PROJECTIONS) {
    const mark = marks.find((m) => m.name === p.name);
    if (!mark || compareCheckpoints({ txId: mark.tx_id, position: mark.position }, head) < 0)
      report.behind.push(p.name);
  }

  const blobs = await createFsBlobStore(join(dataDir, 'blobs'));
  for (const event of events) {
    if (event.type !== 'FileUploaded') continue;
    const content = await blobs.get(event.data.sha256);
    if (!content || createHash('sha256').update(content).digest('hex') !== event.data.sha256)
      report.brokenBlobs.push(event.data.uuid);
  }
  return report;
};
