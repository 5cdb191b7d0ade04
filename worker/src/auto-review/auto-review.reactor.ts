import { createHash } from 'node:crypto';
import {
  type EventData,
  type EventType,
  type StoredEvent,
  HUB_EVENT_SOURCES,
  autoReviewChecksOf,
  createsHubEvent,
  weightFromText,
} from '@cairn/contracts';
import type { ReadStore } from '@cairn/infra';
import type { Check, DocumentEvidence, PictureEvidence } from './checks/check';
import {
  type ReviewSubject,
  hubEventsUsingPicture,
  loadHistory,
  loadSubject,
} from './auto-review.evidence';
import { lookAtPicture } from './picture-fingerprint';
import { pdfText } from './pdf-text';
import { ALL_CHECKS, autoReviewStatus, checksToRun, runChecks, versionOf } from './run-checks';

export type AutoReviewResult = Omit<EventData<'HubEventAutoReviewed'>, 'personReviewed'>;

export interface AutoReviewDeps {
  rows: ReadStore;
  readBlob(sha256: string): Promise<Buffer | null>;
  /** Text recognition runs (CAIRN_OCR): the review then waits for each picture's analysis, else skips the text checks. */
  textRecognition: boolean;
  now(): string;
  /** Appends the result as a command whose id derives from (hub event, check version). */
  record(result: AutoReviewResult, cause: StoredEvent): Promise<void>;
  checks?: readonly Check[];
  /** How long to wait for the read models to show a new hub event before the job is retried. */
  projectionWaitMs?: number;
}

const isImage = (mimeType: string | undefined) =>
  !!mimeType && mimeType.toLowerCase().startsWith('image/');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const pictureEvidence = async (
  subject: ReviewSubject,
  deps: AutoReviewDeps,
): Promise<PictureEvidence | null> => {
  const upload = subject.picture;
  if (!upload) return null;
  const evidence: PictureEvidence = {
    uuid: upload.uuid,
    sha256: upload.sha256,
    perceptualHash: null,
    colorHash: null,
    detailHash: null,
    decodeError: null,
    ocrLines: deps.textRecognition ? upload.postAnalysisResults : null,
    latitude: upload.latitude,
    longitude: upload.longitude,
  };
  if (!isImage(upload.mimeType)) return evidence;
  const blob = await deps.readBlob(upload.sha256);
  if (!blob) return { ...evidence, decodeError: 'pictureMissing' };
  try {
    return { ...evidence, ...(await lookAtPicture(blob)), sha256: upload.sha256 };
  } catch (error) {
    return {
      ...evidence,
      decodeError: `pictureNotDecoded: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
};

const isPdf = (mimeType: string | undefined) => mimeType?.toLowerCase() === 'application/pdf';

/** The event's upload as a document: a PDF's text layer (read here: no OCR needed), or a picture's recognised lines. */
const documentEvidence = async (
  subject: ReviewSubject,
  deps: AutoReviewDeps,
): Promise<DocumentEvidence | null> => {
  const upload = subject.picture;
  if (!upload) return null;
  if (isImage(upload.mimeType))
    return {
      uuid: upload.uuid,
      kind: 'PICTURE',
      lines: deps.textRecognition ? upload.postAnalysisResults : null,
      error: null,
    };
  if (!isPdf(upload.mimeType)) return null;
  const blob = await deps.readBlob(upload.sha256);
  const text = blob ? await pdfText(blob) : { lines: null, error: 'pdfMissing' };
  return { uuid: upload.uuid, kind: 'PDF', ...text };
};

/**
 * Waits for the read models to show the hub event (they run beside this reactor) and, when the
 * analysis of one of its pictures triggered it, that analysis too: read before the projection has it,
 * the picture would still look unread and nothing would trigger the review again.
 */
const subjectOf = async (
  uuid: string,
  deps: AutoReviewDeps,
  wait: boolean,
  analyzedUpload: string | null,
): Promise<ReviewSubject | null> => {
  const until = Date.now() + (wait || analyzedUpload ? (deps.projectionWaitMs ?? 5000) : 0);
  const shown = (subject: ReviewSubject) =>
    !analyzedUpload ||
    [subject.picture, subject.platePicture].every((u) => u?.uuid !== analyzedUpload || u.analyzed);
  for (;;) {
    const subject = await loadSubject(deps.rows, uuid);
    if ((subject && shown(subject)) || Date.now() >= until) return subject;
    await sleep(100);
  }
};

/**
 * Checks one hub event; null when there is nothing to do yet (its picture is still being read: the
 * analysis arriving triggers it again) or it was removed. `analyzedUpload`: the picture whose
 * analysis triggered this review.
 */
export const reviewHubEvent = async (
  uuid: string,
  deps: AutoReviewDeps,
  wait = true,
  analyzedUpload: string | null = null,
): Promise<AutoReviewResult | null> => {
  const subject = await subjectOf(uuid, deps, wait, analyzedUpload);
  if (!subject) throw new Error(`hub event ${uuid} is not in the read models yet`);
  const row = await deps.rows.get<{ removed: boolean }>('hubEvents', uuid);
  if (row?.removed) return null;
  const waiting = (u: ReviewSubject['picture']) =>
    deps.textRecognition && !!u && !u.analyzed && isImage(u.mimeType);
  if (waiting(subject.picture) || waiting(subject.platePicture)) return null;

  const picture = await pictureEvidence(subject, deps);
  const history = await loadHistory(deps.rows, subject, picture);
  const checks = checksToRun(
    autoReviewChecksOf(subject.hub.eventAutoReviewTags ?? []),
    deps.textRecognition,
    deps.checks ?? ALL_CHECKS,
  );
  const platePicture = subject.platePicture && {
    uuid: subject.platePicture.uuid,
    ocrLines: deps.textRecognition ? subject.platePicture.postAnalysisResults : null,
  };
  const document = await documentEvidence(subject, deps);
  const result = runChecks(
    { event: subject.event, picture, platePicture, document, history },
    checks,
  );
  return {
    uuid,
    hubUuid: subject.event.hubUuid,
    hubName: subject.hub.name,
    hubEventCreatedAt: subject.event.createdAt,
    checkVersion: result.checkVersion,
    checks: result.checks,
    status: autoReviewStatus(result, subject.hub.autoPublishEvents),
    tags: result.tags,
    findings: result.findings,
    failures: result.failures,
    picture: picture && {
      uuid: picture.uuid,
      sha256: picture.sha256,
      perceptualHash: picture.perceptualHash,
      colorHash: picture.colorHash,
      detailHash: picture.detailHash,
      readWeight: picture.ocrLines ? weightFromText(picture.ocrLines) : null,
      latitude: picture.latitude,
      longitude: picture.longitude,
    },
    at: deps.now(),
  };
};

/**
 * The automatic review as a reactor: a new hub event, or the analysis of its picture arriving, runs
 * the hub's checks and records one HubEventAutoReviewed on the hub event's stream.
 */
export const createAutoReviewReactor = (deps: AutoReviewDeps) => ({
  // The checks' versions are in the name, so the runner keeps a checkpoint per version: a new
  // version goes through the whole log again, and the command ids keep it from recording twice.
  name: `autoReview-${createHash('sha256')
    .update(versionOf(deps.checks ?? ALL_CHECKS))
    .digest('hex')
    .slice(0, 8)}`,
  handles: [...HUB_EVENT_SOURCES, 'FileAnalyzed'] as readonly EventType[],
  async react(event: StoredEvent): Promise<void> {
    const uuids =
      event.type === 'FileAnalyzed'
        ? await hubEventsUsingPicture(deps.rows, event.data.uuid)
        : createsHubEvent(event)
          ? [event.data.uuid]
          : [];
    for (const uuid of uuids) {
      const result =
        event.type === 'FileAnalyzed'
          ? await reviewHubEvent(uuid, deps, false, event.data.uuid)
          : await reviewHubEvent(uuid, deps);
      if (result) await deps.record(result, event);
    }
  },
});
