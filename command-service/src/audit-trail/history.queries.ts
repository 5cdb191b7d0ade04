import {
  type HistoryKind,
  type RecordHistory,
  type SecurityRole,
  type StoredEvent,
  personalFieldsInStream,
  readsPersonalData,
} from '@cairn/contracts';
import type { HubEventRecord, UserRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { DomainError } from '../command-handling/domain-error';
import { peopleOf, recordHistory } from './record-history';

/** A clearance's stream is named by the kind of clearance; its uuid alone does not say which. */
const CLEARANCE_STREAMS = ['materialClearance', 'clearanceTransport', 'handlingCenterClearance'];
const STREAM_PREFIX: Record<Exclude<HistoryKind, 'hubEvent' | 'clearance'>, string> = {
  hub: 'hub',
  user: 'user',
  collector: 'collector',
  trackedItem: 'trackedItem',
  auditAction: 'complianceAction',
};

/**
 * The streams that hold a record's events. A hub event lives on the stream of the fact it reviews
 * (a bag, a truck load, a clearance...): the hub events read model keeps that stream's name.
 */
const streamsOf = async (app: AppContext, kind: HistoryKind, uuid: string): Promise<string[]> => {
  if (kind === 'hubEvent') {
    const row = await app.rows.get<HubEventRecord>('hubEvents', uuid);
    return row ? [row.streamId] : [];
  }
  if (kind === 'clearance') return CLEARANCE_STREAMS.map((prefix) => `${prefix}-${uuid}`);
  return [`${STREAM_PREFIX[kind]}-${uuid}`];
};

const readWhole = async (app: AppContext, streamId: string): Promise<StoredEvent[]> => {
  const events: StoredEvent[] = [];
  for (;;) {
    const batch = await app.events.readStream(streamId, {
      fromPosition: events.length ? events[events.length - 1].streamPosition + 1 : 0,
      limit: 1000,
    });
    events.push(...batch);
    if (batch.length < 1000) return events;
  }
};

/** Names of the people who acted, from the accounts read model (a name is not part of an event's metadata). */
const namesOf = async (app: AppContext, uuids: string[]): Promise<Map<string, string>> => {
  const users = await app.rows.getMany<UserRow>('users', uuids);
  return new Map([...users].map(([uuid, u]) => [uuid, `${u.firstName} ${u.lastName}`.trim()]));
};

/**
 * GET /api/admin/history/{kind}/{uuid}: every event of the record's streams, read from the event store;
 * a reader without personal data (the analyst) sees its personal fields as "(hidden)".
 */
export const historyOf = async (
  app: AppContext,
  kind: HistoryKind,
  uuid: string,
  reader: SecurityRole,
): Promise<RecordHistory> => {
  const streams: string[] = [];
  const events: StoredEvent[] = [];
  for (const streamId of await streamsOf(app, kind, uuid)) {
    const read = await readWhole(app, streamId);
    if (read.length) {
      streams.push(streamId);
      events.push(...read);
    }
  }
  if (!events.length) throw new DomainError('notFound', 'notFoundMessage');
  return {
    kind,
    uuid,
    streams,
    entries: recordHistory(
      events,
      await namesOf(app, peopleOf(events)),
      readsPersonalData(reader) ? () => [] : personalFieldsInStream,
    ),
  };
};
