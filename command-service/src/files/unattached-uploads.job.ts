import type { FileUploadRow } from '@cairn/projection-service';
import { START } from '@cairn/infra';
import { type AppContext, runCommand } from '../app-context';
import { fileUploadDecider } from './file-upload.decider';

/** Fields that name an upload, by the contracts' convention: pictureFileUploadUuid, documentFileUploadUuid, fileUploadUuid, … */
const NAMES_AN_UPLOAD = /fileuploaduuids?$/i;

/** Every upload uuid the data names, at any depth. */
export const uploadsNamedBy = (data: unknown, into: Set<string>, key = ''): Set<string> => {
  if (typeof data === 'string') {
    if (NAMES_AN_UPLOAD.test(key)) into.add(data);
  } else if (Array.isArray(data)) {
    for (const item of data) uploadsNamedBy(item, into, key);
  } else if (data && typeof data === 'object') {
    for (const [k, v] of Object.entries(data)) uploadsNamedBy(v, into, k);
  }
  return into;
};

/**
 * Uploads no record names, older than UNATTACHED_UPLOAD_GRACE_HOURS: each gets FileUploadDiscarded
 * (a record can no longer name it) and its content is deleted when no other upload has the same
 * bytes. The records are read from the whole event log, so a record type added later is covered.
 */
export const discardUnattachedUploads = async (app: AppContext): Promise<string[]> => {
  const now = app.now();
  const cutoff = now.getTime() - app.config.unattachedUploadGraceHours * 3600_000;
  const old = (await app.rows.list<FileUploadRow>('fileUploads')).filter(
    (r) => Date.parse(r.uploadedAt) < cutoff,
  );
  if (old.length === 0) return [];
  const named = new Set<string>();
  for (let at = START; ;) {
    const batch = await app.events.readAll(at, 1000);
    if (batch.events.length === 0) break;
    for (const event of batch.events)
      if (!event.type.startsWith('File')) uploadsNamedBy(event.data, named);
    at = batch.checkpoint;
  }
  const discarded: string[] = [];
  for (const row of old.filter((r) => !named.has(r.uuid))) {
    const stream = `fileUpload-${row.uuid}`;
    await runCommand(
      app,
      {
        commandId: `discard-unattached-${row.uuid}`,
        actorUuid: null,
        hubUuid: row.hubUuid,
        now: now.toISOString(),
      },
      async (reader) => ({
        appends: [
          {
            streamId: stream,
            events: fileUploadDecider.decide(
              {
                type: 'DiscardUnattachedUpload',
                uuid: row.uuid,
                hubUuid: row.hubUuid,
                at: now.toISOString(),
              },
              await reader.load(stream, fileUploadDecider),
            ),
          },
        ],
        result: { status: 200, body: { uuid: row.uuid } },
      }),
    );
    discarded.push(row.uuid);
    const sameBytes = (await app.rows.list<FileUploadRow>('fileUploads')).filter(
      (r) => r.sha256 === row.sha256 && r.uuid !== row.uuid,
    );
    if (sameBytes.length === 0) await app.blobs.delete(row.sha256);
  }
  if (discarded.length > 0)
    app.logger.info('unattached uploads discarded', { count: discarded.length });
  return discarded;
};

/**
 * Runs the job every `everyMs` until stopped, the first time one period after the start (a server
 * restarted often still runs it: the grace period is days); a failed run is logged and retried next time.
 */
export const scheduleUnattachedUploads = (
  app: AppContext,
  everyMs = 3600_000,
): { stop(): void } => {
  const run = () =>
    discardUnattachedUploads(app).catch((error: unknown) =>
      app.logger.warn('unattached uploads job failed', { error: String(error) }),
    );
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
