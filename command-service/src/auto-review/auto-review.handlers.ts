import {
  type AutoReviewRecheckRequest,
  type EventData,
  type ImmediateReview,
  type StoredEvent,
  weightFromText,
} from '@cairn/contracts';
import type { FileUploadRow } from '@cairn/projection-service';
import { loadUpload } from '../files/file-upload.handlers';
import type { AppContext } from '../app-context';
import { DomainError } from '../command-handling/domain-error';
import { autoReviewDecider } from './auto-review.decider';

type Result = Omit<EventData<'HubEventAutoReviewed'>, 'personReviewed'>;

/** The hub event's own stream, from its row in the read model. */
const streamOf = async (app: AppContext, uuid: string): Promise<string> => {
  const row = await app.rows.get<{ streamId: string }>('hubEvents', uuid);
  if (!row) throw new DomainError('notFound', 'notFoundMessage');
  return row.streamId;
};

/**
 * Records the worker's result on the hub event's stream. The command id derives from (hub event,
 * check version), so a replay, a retried job or a second trigger records nothing twice.
 */
export const recordAutoReview = async (
  app: AppContext,
  result: Result,
  cause: StoredEvent | null,
): Promise<boolean> => {
  const stream = await streamOf(app, result.uuid);
  const handled = await app.commands.execute(
    {
      commandId: `autoReview:${result.uuid}:${result.checkVersion}`,
      actorUuid: null,
      hubUuid: result.hubUuid,
      correlationId: cause?.metadata.correlationId,
      now: app.now().toISOString(),
    },
    async (reader) => {
      const events = autoReviewDecider.decide(
        { type: 'RecordAutoReview', ...result },
        await reader.load(stream, autoReviewDecider),
      );
      return {
        appends: events.length ? [{ streamId: stream, events }] : [],
        result: { status: 200, body: { recorded: events.length > 0 } },
      };
    },
  );
  return !handled.duplicate && (handled.body as { recorded: boolean }).recorded;
};

export interface RecheckAnswer {
  checked: number;
  recorded: number;
  unchanged: number;
  waiting: number;
}

/**
 * An admin re-checks one hub's events created in [from, to): each is reviewed again now, and a
 * result is recorded only where it is new for its check version (so a re-check twice records nothing).
 */
export const recheckHub = async (
  app: AppContext,
  request: AutoReviewRecheckRequest,
): Promise<RecheckAnswer> => {
  if (!app.autoReview) throw new DomainError('conflict', 'autoReviewOff');
  if (!(await app.rows.get('hubs', request.hubUuid)))
    throw new DomainError('notFound', 'notFoundMessage');
  const from = Date.parse(request.from);
  const to = Date.parse(request.to);
  const events = (
    await app.rows.findBy<{ uuid: string; createdAt: string; removed: boolean }>(
      'hubEvents',
      'hubUuid',
      request.hubUuid,
    )
  )
    .filter((e) => !e.removed && Date.parse(e.createdAt) >= from && Date.parse(e.createdAt) < to)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const answer: RecheckAnswer = { checked: events.length, recorded: 0, unchanged: 0, waiting: 0 };
  for (const event of events) answer[await app.autoReview.check(event.uuid)]++;
  await app.projections.waitForLatest(5000);
  return answer;
};

/**
 * IMAGE_IMMEDIATE_REVIEW: what the hub app tells the operator right after the upload, before Save:
 * the weight read (once the picture is read) and whether the picture was used before. Another hub's
 * upload is 404 (loadUpload's scope).
 */
export const immediateReview = async (
  app: AppContext,
  uuid: string,
  hubScope: string | null,
): Promise<ImmediateReview> => {
  const upload = await loadUpload(app, uuid, hubScope);
  if (!upload.analyzed) await app.awaitAnalysis?.(upload.uuid, 10_000);
  const read = (await app.rows.get<FileUploadRow>('fileUploads', uuid)) ?? upload;
  return {
    analyzed: read.analyzed,
    readWeight: read.analyzed ? weightFromText(read.postAnalysisResults) : null,
    usedBefore: (await app.autoReview?.usedBefore(read)) ?? null,
  };
};
