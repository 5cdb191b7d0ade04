import {
  type RetentionCandidate,
  dueForRetention,
  lastActivityOf,
  retentionCutoff,
} from '@cairn/contracts';
import type { CollectorRow, HubEventRecord } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import { platformSettingsOf } from '../platform-settings/platform-settings.handlers';
import { retentionDecider, retentionStream } from './id-picture-retention.decider';
import { deleteIdPictureFiles, personalDataOf } from './personal-data.handlers';

/** Each collector's newest hub event, else when their card was made. */
const lastActivities = async (app: AppContext): Promise<Map<CollectorRow, string>> => {
  const collectors = await app.rows.list<CollectorRow>('collectors');
  const byHub = new Map<string, HubEventRecord[]>();
  const out = new Map<CollectorRow, string>();
  for (const collector of collectors) {
    let events = byHub.get(collector.hubUuid);
    if (!events) {
      events = await app.rows.findBy<HubEventRecord>('hubEvents', 'hubUuid', collector.hubUuid);
      byHub.set(collector.hubUuid, events);
    }
    const times = events
      .filter((e) => e.collectorTrackingNumber === collector.trackingNumber)
      .map((e) => e.createdAt);
    out.set(collector, lastActivityOf(collector.createdAt, times));
  }
  return out;
};

/**
 * Issue 33 §6: deletes the ID document pictures of collectors inactive for longer than the
 * platform's retention setting, and records each deletion (IdPictureDeleted, reason RETENTION).
 * Returns the collectors whose pictures were deleted.
 */
export const deleteExpiredIdPictures = async (
  app: AppContext,
  now: Date = app.now(),
): Promise<string[]> => {
  const { idPictureRetentionMonths: months } = await platformSettingsOf(app);
  const cutoff = retentionCutoff(now, months).getTime();
  const candidates: RetentionCandidate[] = [];
  for (const [collector, lastActivityAt] of await lastActivities(app)) {
    // Its card's making bounds the activity from below: only the inactive are worth reading.
    if (Date.parse(lastActivityAt) >= cutoff) continue;
    const { files, fields } = await personalDataOf(app, collector.uuid);
    const present = files.filter((f) => f.url !== null).map((f) => f.uuid);
    // The collector's definition (their fields recorded) counts as activity too.
    candidates.push({
      collectorUuid: collector.uuid,
      lastActivityAt: lastActivityOf(
        lastActivityAt,
        fields.map((f) => f.recordedAt),
      ),
      fileUploadUuids: present,
    });
  }
  const due = dueForRetention(candidates, months, now);
  for (const { collectorUuid, lastActivityAt, fileUploadUuids } of due) {
    const stream = retentionStream(collectorUuid);
    await runCommand(
      app,
      {
        commandId: `id-picture-retention-${collectorUuid}-${now.toISOString()}`,
        actorUuid: null,
        now: now.toISOString(),
      },
      async (reader) => ({
        appends: [
          {
            streamId: stream,
            events: retentionDecider.decide(
              {
                type: 'DeleteIdPicturesForRetention',
                collectorUuid,
                fileUploadUuids,
                retentionMonths: months,
                lastActivityAt,
                at: now.toISOString(),
              },
              await reader.load(stream, retentionDecider),
            ),
          },
        ],
        result: { status: 200, body: { uuid: collectorUuid } },
      }),
    );
    // After the record: should this fail, the next run deletes them (and records nothing again).
    await deleteIdPictureFiles(app, fileUploadUuids);
  }
  if (due.length > 0) app.logger.info('ID pictures past retention deleted', { count: due.length });
  return due.map((c) => c.collectorUuid);
};

/** Runs the job every `everyMs` (6 hours) until stopped; a failed run is logged and retried next time. */
export const scheduleIdPictureRetention = (
  app: AppContext,
  everyMs = 6 * 3600_000,
): { stop(): void } => {
  const run = () =>
    deleteExpiredIdPictures(app).catch((error: unknown) =>
      app.logger.warn('ID picture retention job failed', { error: String(error) }),
    );
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
