import { extname } from 'node:path';
import type { FileUpload } from '@cairn/contracts';
import type { FileUploadRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { DomainError, TooManyAttempts, invalid } from '../command-handling/domain-error';
import { uploadAllowance } from './upload-allowance';
import { fileUploadDecider } from './file-upload.decider';
import { uploadLink } from './file-links';
import { sniffMimeType } from './sniff-mime-type';

export interface IncomingFile {
  buffer: Buffer;
  originalname: string;
  size: number;
}
export interface UploadMeta {
  hubUuid: string | null;
  latitude?: number;
  longitude?: number;
  accuracy?: number;
}

/** A display name only: the stored file is addressed by its hash, so a name can never choose a path. */
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 200) || 'file';

export const fileView = (app: AppContext, row: FileUploadRow): FileUpload => {
  const link = uploadLink(app, `/files/${row.uuid}${extname(row.fileName).toLowerCase()}`);
  return {
    uuid: row.uuid,
    directLink: link,
    thumbnailDirectLink: link,
    fileName: row.fileName,
    size: row.size,
    mimeType: row.mimeType,
    postAnalysisResults: row.postAnalysisResults,
    analysisResults: row.postAnalysisResults,
    capturedAt: row.capturedAt ?? null,
  };
};

export const storeUpload = async (
  app: AppContext,
  ctx: CommandContext,
  file: IncomingFile | undefined,
  meta: UploadMeta,
  allowed: string[],
): Promise<FileUploadRow> => {
  if (!file) throw invalid({ file: 'validationRequired' });
  const mimeType = await sniffMimeType(file.buffer);
  if (!mimeType || !allowed.includes(mimeType)) throw invalid({ file: 'validationFileType' });
  if (meta.hubUuid) await mustFitAllowance(app, meta.hubUuid, file.size);
  const { sha256, size } = await app.blobs.put(file.buffer);
  const uuid = app.newId();
  const done = await runCommand(app, { ...ctx, hubUuid: meta.hubUuid }, async (reader) => {
    const stream = `fileUpload-${uuid}`;
    const events = fileUploadDecider.decide(
      {
        type: 'UploadFile',
        uuid,
        hubUuid: meta.hubUuid,
        sha256,
        fileName: safeName(file.originalname),
        size,
        mimeType,
        latitude: meta.latitude ?? null,
        longitude: meta.longitude ?? null,
        accuracy: meta.accuracy ?? null,
        at: ctx.now,
      },
      await reader.load(stream, fileUploadDecider),
    );
    return { appends: [{ streamId: stream, events }], result: { status: 201, body: { uuid } } };
  });
  return loadUpload(app, (done.body as { uuid: string }).uuid, null);
};

/** A hub's uploads stay within its quota and hourly rate (as the read model has them: a burst may pass by a few). */
const mustFitAllowance = async (app: AppContext, hubUuid: string, size: number) => {
  const rows = await app.rows.findBy<FileUploadRow>('fileUploads', 'hubUuid', hubUuid);
  const usage = {
    storedBytes: rows.reduce((sum, r) => sum + r.size, 0),
    uploadedAt: rows.map((r) => r.uploadedAt),
  };
  const limits = {
    quotaBytes: app.config.uploadQuotaMbPerHub * 1_000_000,
    perHour: app.config.uploadRatePerHubPerHour,
  };
  const allowance = uploadAllowance(usage, limits, size, app.now().getTime());
  if (allowance.ok) return;
  if (allowance.reason === 'quota')
    throw new DomainError('tooLarge', 'uploadQuotaExceeded', { file: 'validationFileTooLarge' });
  throw new TooManyAttempts(allowance.retryAfterSeconds, 'uploadRateExceeded');
};

/** An upload; a hub user sees only their own hub's (another hub's answers 404). */
export const loadUpload = async (
  app: AppContext,
  uuid: string,
  hubScope: string | null,
): Promise<FileUploadRow> => {
  const row = await app.rows.get<FileUploadRow>('fileUploads', uuid);
  if (!row || (hubScope !== null && row.hubUuid !== hubScope))
    throw new DomainError('notFound', 'notFoundMessage');
  return row;
};
