import {
  ERASED,
  type PersonalDataFieldView,
  type PersonalDataSubjectKind,
  type PersonalDataView,
  type StoredEvent,
} from '@cairn/contracts';
import { holdersOf } from '@cairn/infra';
import {
  ALL_PROJECTIONS,
  type CollectorRow,
  type FileUploadRow,
  type HubEventRecord,
  type UserRow,
} from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { fold } from '../command-handling/decider';
import { DomainError, notFound } from '../command-handling/domain-error';
import { collectorStream } from '../collectors/collector.decider';
import { fileView } from '../files/file-upload.handlers';
import { emailClaimStream, phoneClaimStream } from '../identity/contact-claim.decider';
import { userStream } from '../identity/user.decider';
import { managedUserDecider } from '../users/user-admin.decider';
import { erasureDecider, erasureStream } from './personal-data-erasure.decider';

/** Whose uuid this is: a collector card's or a user account's; anything else is not found. */
const kindOf = async (app: AppContext, uuid: string): Promise<PersonalDataSubjectKind> => {
  if (await app.rows.get<CollectorRow>('collectors', uuid)) return 'COLLECTOR';
  if (await app.rows.get<UserRow>('users', uuid)) return 'USER';
  throw notFound();
};

/** Every personal field of the subject an event holds, with the event that recorded it. */
const fieldsIn = (event: StoredEvent, uuid: string): PersonalDataFieldView[] =>
  holdersOf(event.type, event.data as Record<string, unknown>)
    .filter((holder) => holder.subject === uuid)
    .flatMap(({ object, fields }) =>
      fields
        .filter((field) => object[field] !== undefined)
        .map((field) => ({
          field,
          value: (object[field] as string | null) ?? null,
          eventType: event.type,
          eventId: event.id,
          streamId: event.streamId,
          recordedAt: event.metadata.occurredAt,
        })),
    );

/** The streams that hold the subject's own personal fields (the account's claims of its contacts too). */
const streamsOf = async (
  app: AppContext,
  kind: PersonalDataSubjectKind,
  uuid: string,
): Promise<StoredEvent[]> => {
  if (kind === 'COLLECTOR') return app.events.readStream(collectorStream(uuid));
  const own = await app.events.readStream(userStream(uuid));
  const contacts = fieldsIn0(own, uuid);
  const claims = await Promise.all([
    ...contacts.email.map((email) => app.events.readStream(emailClaimStream(email))),
    ...contacts.phone.map((phone) => app.events.readStream(phoneClaimStream(phone))),
  ]);
  return [...own, ...claims.flat().filter((e) => fieldsIn(e, uuid).length > 0)];
};

const fieldsIn0 = (events: StoredEvent[], uuid: string) => {
  const values = (name: string) => [
    ...new Set(
      events
        .flatMap((e) => fieldsIn(e, uuid))
        .filter((f) => f.field === name && f.value && f.value !== ERASED)
        .map((f) => f.value as string),
    ),
  ];
  return { email: values('email'), phone: values('phoneNumber') };
};

/** GET /api/admin/personalData/{uuid}: everything Cairn holds about the person (issue 33 §4). */
export const personalDataOf = async (app: AppContext, uuid: string): Promise<PersonalDataView> => {
  const kind = await kindOf(app, uuid);
  const events = await streamsOf(app, kind, uuid);
  const fields = events.flatMap((event) => fieldsIn(event, uuid));
  const { erased } = fold(erasureDecider, await app.events.readStream(erasureStream(uuid)));
  const uploads = [
    ...new Set(
      fields
        .filter((f) => f.field === 'idDocumentFileUploadUuid' && f.value && f.value !== ERASED)
        .map((f) => f.value as string),
    ),
  ];
  const rows = await app.rows.getMany<FileUploadRow>('fileUploads', uploads);
  const files = await Promise.all(
    uploads.map(async (fileUuid) => {
      const row = rows.get(fileUuid);
      const present = row ? await app.blobs.pathOf(row.sha256) : null;
      return {
        uuid: fileUuid,
        fileName: row?.fileName ?? '',
        mimeType: row?.mimeType ?? '',
        url: row && present ? fileView(app, row).directLink : null,
      };
    }),
  );
  return { subjectUuid: uuid, kind, erased, fields, files };
};

/** Deletes the content of these ID picture uploads: by erasure, and at the end of their retention. */
export const deleteIdPictureFiles = async (app: AppContext, files: string[]): Promise<void> => {
  const uploads = await app.rows.getMany<FileUploadRow>('fileUploads', files);
  for (const row of uploads.values()) {
    // Content is stored once by its hash: kept while another upload has the same bytes.
    const same = await app.rows.findBy<FileUploadRow>('fileUploads', 'sha256', row.sha256);
    if (same.every((other) => files.includes(other.uuid))) await app.blobs.delete(row.sha256);
  }
};

/** A collector's hub events still awaiting or under review: their reviewer may need the identity. */
const openWorkOf = async (app: AppContext, uuid: string): Promise<HubEventRecord[]> => {
  const collector = await app.rows.get<CollectorRow>('collectors', uuid);
  if (!collector) return [];
  const events = await app.rows.findBy<HubEventRecord>('hubEvents', 'hubUuid', collector.hubUuid);
  return events.filter(
    (e) =>
      e.collectorTrackingNumber === collector.trackingNumber &&
      (e.status === 'PENDING' || e.status === 'FLAGGED' || e.status === 'AUTO_FLAGGED'),
  );
};

export class OpenWork extends DomainError {
  constructor(readonly blockedBy: Array<{ hubEventUuid: string; status: string }>) {
    super('conflict', 'personalDataCollectorHasOpenWork');
  }
}

/**
 * POST /api/admin/personalData/{uuid}/erase (issue 33 §5): records who erased whom and why, then
 * deletes the person's key (their sealed fields read ERASED from then on, in every event) and ID
 * pictures, and rebuilds the read models so that no row keeps a copy. Again: nothing more.
 */
export const erasePersonalData = async (
  app: AppContext,
  ctx: CommandContext,
  uuid: string,
  reason: string,
): Promise<PersonalDataView> => {
  const keys = app.personalData;
  if (!keys) throw new DomainError('conflict', 'genericErrorMessage');
  const kind = await kindOf(app, uuid);
  const before = await personalDataOf(app, uuid);
  if (!before.erased) {
    if (kind === 'USER') {
      const user = fold(managedUserDecider, await app.events.readStream(userStream(uuid)));
      if (!user.suspended) throw new DomainError('conflict', 'personalDataUserNotSuspended');
    } else {
      const open = await openWorkOf(app, uuid);
      if (open.length > 0)
        throw new OpenWork(open.map((e) => ({ hubEventUuid: e.uuid, status: e.status })));
    }
  }
  const files = before.files.map((f) => f.uuid);
  await runCommand(app, ctx, async (reader) => ({
    appends: [
      {
        streamId: erasureStream(uuid),
        events: erasureDecider.decide(
          {
            type: 'ErasePersonalData',
            subjectUuid: uuid,
            kind,
            erasedBy: ctx.actorUuid ?? '',
            reason,
            deletedFileUploadUuids: files,
            at: ctx.now,
          },
          await reader.load(erasureStream(uuid), erasureDecider),
        ),
      },
    ],
    result: { status: 200, body: { uuid } },
  }));
  // After the record: should this fail, erasing again (idempotent) finishes it.
  const erasedNow = await keys.erase(uuid);
  await deleteIdPictureFiles(app, files);
  if (erasedNow) {
    app.logger.info('personal data erased', { subjectUuid: uuid, kind, by: ctx.actorUuid });
    // Records copied the person's name (a user's, as the author of records): every read model is
    // folded again, now reading ERASED, and swapped in when done.
    app.rebuilds?.startGroup(ALL_PROJECTIONS.map((p) => p.name));
  }
  return personalDataOf(app, uuid);
};
