import { CapturedAtBody, type SystemSample } from '@cairn/contracts';
import type {
  BlobStore,
  Config,
  EventStore,
  Logger,
  PersonalDataKeys,
  ReadStore,
  VerifyReport,
} from '@cairn/infra';
import type { ProjectionRebuilds, ProjectionRunner } from '@cairn/projection-service';
import type {
  CommandContext,
  CommandHandler,
  Decision,
  HandledCommand,
  StreamReader,
} from './command-handling/command-handler';
import type { ApiAnswer, ApiRequest } from './http/route-registry';
import { parse } from './http/validate';
import type { TokenService } from './identity/tokens';
import type { OneTimeCodes } from './identity/one-time-codes';
import type { SignInLimiters } from './identity/attempt-limiter';

/** Everything a handler may use; built once in main.ts (or by a test). */
export interface AppContext {
  config: Config;
  logger: Logger;
  events: EventStore;
  rows: ReadStore;
  blobs: BlobStore;
  commands: CommandHandler;
  projections: ProjectionRunner;
  /** Blue/green rebuilds beside the live runner; null where projections run in another process. */
  rebuilds: ProjectionRebuilds | null;
  tokens: TokenService;
  codes: OneTimeCodes;
  limiter: SignInLimiters;
  /** Waits for the worker's text recognition of an upload (embedded profile); null when OCR is off. */
  awaitAnalysis: ((uploadUuid: string, timeoutMs: number) => Promise<void>) | null;
  /** The worker's automatic review of one hub event, run now (an admin's re-check); absent where the worker runs apart. */
  autoReview?: {
    check(hubEventUuid: string): Promise<'recorded' | 'unchanged' | 'waiting'>;
    /** IMAGE_IMMEDIATE_REVIEW: an upload's picture already used by a hub event (IMAGE_DUPLICATE's rule). */
    usedBefore(upload: {
      uuid: string;
      sha256: string;
      postAnalysisResults: string[];
      analyzed: boolean;
      hubUuid: string | null;
    }): Promise<{ createdAt: string; sameHub: boolean } | null>;
  } | null;
  /** The personal data key store (issue 33); absent where events are not sealed (the distributed profile). */
  personalData?: PersonalDataKeys;
  /** The System screen's last hour of samples (system/system-history.ts); absent where not recorded. */
  systemHistory?: { samples(): SystemSample[] } | null;
  /** Cairn's hash chain checked over the whole store (npm run verify's check); absent where not wired. */
  verifyChain?: () => Promise<VerifyReport>;
  now(): Date;
  newId(): string;
}

/**
 * The capture time a hub-app form sends beside its fields (issue 31), checked by contracts' rule (a
 * bad one answers 400 under capturedAt before anything is appended) and kept in every event's
 * metadata, whatever the command.
 */
const capturedAtOf = (body: unknown): string | null => {
  if (typeof body !== 'object' || body === null || !('capturedAt' in body)) return null;
  const { capturedAt } = parse(CapturedAtBody, body);
  return capturedAt ? new Date(capturedAt).toISOString() : null;
};

export const commandContextOf = (app: AppContext, req: ApiRequest): CommandContext => ({
  commandId: req.commandId,
  freshCommandId: req.freshCommandId,
  actorUuid: req.user?.uuid ?? null,
  impersonatedBy: req.user?.impersonatedBy ?? null,
  hubUuid: req.user?.hubUuid ?? null,
  now: app.now().toISOString(),
  timeZone: req.timeZone,
  capturedAt: capturedAtOf(req.body),
});

/** Runs a command and, once appended, waits until the read models show it (read your writes). */
export const runCommand = async (
  app: AppContext,
  ctx: CommandContext,
  decide: (reader: StreamReader) => Promise<Decision>,
): Promise<HandledCommand> => {
  const done = await app.commands.execute(ctx, decide);
  if (done.checkpoint) await app.projections.waitFor(done.checkpoint, 5000);
  // A repeated key answers the first answer, and the handler may read rows the first run wrote:
  // that run may still be on its way (the same key sent twice at once), so wait for what is stored.
  else if (done.duplicate) await app.projections.waitForLatest(5000);
  return done;
};

export const answer = (done: { status: number; body: unknown }): ApiAnswer => ({
  status: done.status,
  body: done.body,
});
