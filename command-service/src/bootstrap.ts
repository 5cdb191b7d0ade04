import { randomBytes } from 'node:crypto';
import { newId } from './command-handling/command-ids';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import {
  type Config,
  type Logger,
  type SqlClient,
  CachedReadStore,
  GlobalChainSealer,
  PersonalDataKeys,
  SealingEventStore,
  loadMasterKey,
  verifyEventStore,
  createFsBlobStore,
  createPostgresEventStore,
  createPostgresReadStore,
  createSqlClient,
} from '@cairn/infra';
import {
  ALL_PROJECTIONS,
  PGLITE_BATCH_SIZE,
  ProjectionRebuilds,
  ProjectionRunner,
  type FileUploadRow,
} from '@cairn/projection-service';
import {
  ReactorRunner,
  ReportScheduler,
  TesseractOcrEngine,
  pictureUsedBefore,
  reviewHubEvent,
} from '@cairn/worker';
import type { AppContext } from './app-context';
import { CommandHandler } from './command-handling/command-handler';
import { createServer } from './http/server';
import { scheduleUnattachedUploads } from './files/unattached-uploads.job';
import { scheduleIdPictureRetention } from './personal-data/id-picture-retention.job';
import { signInLimiters } from './identity/attempt-limiter';
import { OneTimeCodes } from './identity/one-time-codes';
import { TokenService } from './identity/tokens';
import { CONTROL_SOCKET, startControlSocket } from './projections/projection-control.socket';
import { schedulerDeps } from './notifications/alert-wiring';
import { recordAutoReview } from './auto-review/auto-review.handlers';
import { autoReviewDeps, workerReactors } from './worker-reactors';
import { takeBackup } from './backup/take-backup';
import { BackupScheduler } from './backup/backup.schedule';
import { sampleAppMetrics } from './system/system-metrics';
import { recordSystemHistory } from './system/system-history';

/** The signing secret: AUTH_SECRET, or one made on first start and kept under DATA_DIR. */
export const authSecret = async (config: Config): Promise<Buffer> => {
  if (config.authSecret) return Buffer.from(config.authSecret);
  const file = join(config.dataDir, 'auth-secret');
  try {
    return Buffer.from(await readFile(file, 'utf8'), 'base64');
  } catch {
    const secret = randomBytes(32);
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, secret.toString('base64'), { mode: 0o600 });
    return secret;
  }
};

/** The master key of the personal data keys; said at start where it comes from (docs/personal-data.md). */
export const masterKeyOf = async (config: Config, logger: Logger): Promise<Buffer> => {
  const { key, source, file } = await loadMasterKey(config.masterKey, config.dataDir);
  if (source === 'made')
    logger.warn(
      `personal data master key made into ${file} (0600): back it up apart from the database, or set CAIRN_MASTER_KEY`,
    );
  else
    logger.info(`personal data master key from ${source === 'file' ? file : 'CAIRN_MASTER_KEY'}`);
  return key;
};

export interface RunningApp {
  app: AppContext;
  sql: SqlClient;
  listen(port: number): Promise<Server>;
  stop(): Promise<void>;
}

/**
 * Builds the embedded profile in one process: the event store and read store on one PostgreSQL
 * (PGlite under DATA_DIR, or DATABASE_URL), the projection runner, the OCR worker, the HTTP API.
 */
export const bootstrap = async (
  config: Config,
  logger: Logger,
  options: { sql?: SqlClient; uiDist?: string | null } = {},
): Promise<RunningApp> => {
  await mkdir(config.dataDir, { recursive: true });
  const sql =
    options.sql ??
    (await createSqlClient({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  // Personal fields are sealed under each person's key before they reach the events (issue 33).
  const personalData = new PersonalDataKeys(sql, await masterKeyOf(config, logger));
  await personalData.migrate();
  const events = new SealingEventStore(await createPostgresEventStore(sql), personalData);
  // Every request reads its user and hub (authentication); the runner below commits through this
  // same store, which drops a changed row as soon as it is written (CachedReadStore).
  const rows = new CachedReadStore(await createPostgresReadStore(sql), {
    models: ['users', 'hubs'],
  });
  const blobs = await createFsBlobStore(join(config.dataDir, 'blobs'));
  const batchSize = sql.driver === 'pglite' ? PGLITE_BATCH_SIZE : undefined;
  // A read model made by another version keeps serving while its new version is built beside it.
  const projections = new ProjectionRunner(events, rows, ALL_PROJECTIONS, {
    logger,
    batchSize,
    onOutdated: 'pause',
  });
  const outdated = await projections.init();
  await projections.catchUp();
  projections.start();
  // PGlite runs each statement on this thread: small rebuild batches keep the app answering meanwhile.
  const rebuilds = new ProjectionRebuilds(events, rows, projections, ALL_PROJECTIONS, {
    logger,
    batchSize: sql.driver === 'pglite' ? 250 : undefined,
  });
  await rebuilds.resume(outdated);
  // Tamper evidence: extends the global hash chain over committed events (docs/decisions.md).
  const sealer = new GlobalChainSealer(sql, events, { logger });
  sealer.start();

  const ocr = config.ocr ? new TesseractOcrEngine() : null;
  const app: AppContext = {
    config,
    logger,
    events,
    rows,
    blobs,
    projections,
    rebuilds,
    commands: new CommandHandler(events),
    tokens: new TokenService(await authSecret(config), config.tokenTtlHours * 3600_000),
    codes: new OneTimeCodes(config.otpTtlSeconds * 1000, config.dataDir, logger),
    limiter: signInLimiters(),
    awaitAnalysis: ocr ? (uuid, timeoutMs) => waitForAnalysis(app, uuid, timeoutMs) : null,
    personalData,
    verifyChain: () => verifyEventStore(sql),
    now: () => new Date(),
    newId,
  };
  const reactors = workerReactors(app, ocr, logger).map(
    (reactor) => new ReactorRunner(events, rows, reactor, logger),
  );
  if (config.autoReview) {
    app.autoReview = {
      check: async (uuid) => {
        const result = await reviewHubEvent(uuid, autoReviewDeps(app), false);
        if (!result) return 'waiting';
        return (await recordAutoReview(app, result, null)) ? 'recorded' : 'unchanged';
      },
      usedBefore: (upload) => pictureUsedBefore(autoReviewDeps(app), upload),
    };
  }
  for (const reactor of reactors) await reactor.start();
  // Scheduled reports and overdue audit actions, in process (issue 15).
  const scheduler = new ReportScheduler(schedulerDeps(app), config.reportCheckSeconds * 1000);
  scheduler.start();

  const backup = (out: string) =>
    takeBackup(
      {
        sql,
        dataDir: config.dataDir,
        databaseUrl: config.databaseUrl,
        backupDir: config.backupDir,
      },
      out,
    );
  const backups = new BackupScheduler(
    backup,
    { dir: config.backupDir, everyHours: config.backupEveryHours, keep: config.backupKeep },
    logger,
  );
  backups.start();

  // The embedded profile runs the worker's housekeeping in process: uploads no record ever named.
  const unattachedUploads = scheduleUnattachedUploads(app);
  // And the end of ID pictures' retention (issue 33 §6).
  const idPictureRetention = scheduleIdPictureRetention(app);
  const reactorNames = reactors.map((r) => r.name);
  const stopSampling = sampleAppMetrics(app, reactorNames);
  const history = recordSystemHistory(app, reactorNames);
  app.systemHistory = history;
  const http = createServer(app, options.uiDist ?? null);
  let server: Server | null = null;
  let stopControl = async () => undefined as void;
  return {
    app,
    sql,
    listen: async (port) => {
      stopControl = await startControlSocket(app, join(config.dataDir, CONTROL_SOCKET), backup);
      return new Promise((resolve) => {
        const listening = http.listen(port, '0.0.0.0', () => resolve(listening));
        server = listening;
        // Longer than the ~60 s a proxy (or a client's pool) keeps an idle connection: the side that
        // closes first makes the other fail a request with ECONNRESET.
        listening.keepAliveTimeout = 65_000;
        listening.headersTimeout = 66_000;
      });
    },
    stop: async () => {
      await stopControl();
      stopSampling();
      history.stop();
      // Graceful: no new connections, idle ones closed, requests in flight finish (up to 10 s) before
      // the stores close; the projections stop after their batch, checkpoint committed with it.
      const closed = new Promise<void>((resolve) =>
        server ? server.close(() => resolve()) : resolve(),
      );
      server?.closeIdleConnections();
      const cut = setTimeout(() => server?.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(cut);
      await scheduler.stop();
      await backups.stop();
      unattachedUploads.stop();
      idPictureRetention.stop();
      for (const reactor of reactors) await reactor.stop();
      await rebuilds.stop();
      await projections.stop();
      await sealer.stop();
      await ocr?.close();
      await events.close();
      if (!options.sql) await sql.close();
    },
  };
};

/** The automatic review on this app's stores: the embedded runner and the distributed worker both use it. */
const waitForAnalysis = async (app: AppContext, uuid: string, timeoutMs: number): Promise<void> => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const row = await app.rows.get<FileUploadRow>('fileUploads', uuid);
    if (row?.analyzed) return;
    await new Promise((r) => setTimeout(r, 100));
  }
};
