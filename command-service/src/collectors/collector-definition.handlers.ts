import {
  type CollectorDetailView,
  type DefineCollectorRequest,
  type FileUpload,
  dayIn,
} from '@cairn/contracts';
import type { CollectorRow, FileUploadRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { notFound } from '../command-handling/domain-error';
import { fileUploadDecider } from '../files/file-upload.decider';
import { fileView } from '../files/file-upload.handlers';
import { collectorDecider, collectorStream, decideDefineCollector } from './collector.decider';
import { loadTracked } from '../tracking/tracking.queries';

export type CollectorAnswer = CollectorDetailView & { idDocument: FileUpload | null };

/** GET /api/collectors/{id}: the hub's own collector card, with its ID picture link when defined. */
export const collectorOfHub = async (
  app: AppContext,
  hubUuid: string,
  uuid: string,
): Promise<CollectorAnswer> => {
  const row = await app.rows.get<CollectorRow>('collectors', uuid);
  if (!row || row.hubUuid !== hubUuid) throw notFound();
  const upload = row.idDocumentFileUploadUuid
    ? await app.rows.get<FileUploadRow>('fileUploads', row.idDocumentFileUploadUuid)
    : null;
  // The list's fields (company, qrCode, trackingUrl: Document 2 §3), then the identity the hub gave it.
  return {
    ...(await loadTracked(app, 'collector', uuid, hubUuid)),
    birthDate: row.birthDate ?? null,
    idNumber: row.idNumber ?? null,
    idDocumentFileUploadUuid: row.idDocumentFileUploadUuid ?? null,
    idDocument: upload ? fileView(app, upload) : null,
  };
};

/** POST /api/collectors/{uuid}: the hub gives a generated card a person's identity (again to correct it). */
export const defineCollector = async (
  app: AppContext,
  ctx: CommandContext,
  { hubUuid, uuid, input }: { hubUuid: string; uuid: string; input: DefineCollectorRequest },
): Promise<CollectorAnswer> => {
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const appends = decideDefineCollector(
      {
        type: 'DefineCollector',
        uuid,
        hubUuid,
        ...input,
        today: dayIn(ctx.now, ctx.timeZone ?? 'UTC'),
        at: ctx.now,
      },
      {
        collector: await reader.load(collectorStream(uuid), collectorDecider),
        picture: await reader.load(
          `fileUpload-${input.idDocumentFileUploadUuid}`,
          fileUploadDecider,
        ),
      },
    );
    return { appends, result: { status: 200, body: { uuid } } };
  });
  return collectorOfHub(app, hubUuid, uuid);
};
