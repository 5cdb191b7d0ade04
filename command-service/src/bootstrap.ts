import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import {
  type Config, type Logger, type SqlClient, CachedReadStore, GlobalChainSealer, createFsBlobStore, createPostgresEventStore, createPostgresReadStore, createSqlClient,
} from '@cairn/infra';
import { ALL_PROJECTIONS, PGLITE_BATCH_SIZE, ProjectionRunner, type FileUploadRow } from '@cairn/projection-service';
import { ReactorRunner, TesseractOcrEngine, createOcrReactor } from '@cairn/worker';
import type { AppContext } from './app-context';
import { CommandHandler } from './command-handling/command-handler';
import { createServer } from './http/server';
import { scheduleUnattachedUploads } from './files/unattached-uploads.job';
import { signInLimiters } from './identity/attempt-limiter';
import { OneTimeCodes } from './identity/one-time-codes';
import { TokenService } from './identity/tokens';
import { recordAnalysis } from './files/file-analysis.handlers';

/** The signing secret: AUTH_SECRET, or one made on first start and kept under DATA_DIR. */
const authSecret = async (config: Config): Promise<Buffer> => {
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
export const bootstrap = async (config: Config, logger: Logger, options: { sql?: SqlClient; uiDist?: string | null } = {}): Promise<RunningApp> => {
  await mkdir(config.dataDir, { recursive: true });
  const sql = options.sql ?? (await createSqlClient({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const events = await createPostgresEventStore(sql);
  // Every request reads its user and hub (authentication); the runner below commits through this
  // same store, which drops a changed row as soon as it is written (CachedReadStore).
  const rows = new CachedReadStore(await createPostgresReadStore(sql), { models: ['users', 'hubs'] });
  const blobs = await createFsBlobStore(join(config.dataDir, 'blobs'));
  const projections = new ProjectionRunner(events, rows, ALL_PROJECTIONS, { logger, ...(sql.driver === 'pglite' ? { batchSize: PGLITE_BATCH_SIZE } : {}) });
  await projections.init();
  await projections.catchUp();
  projections.start();
  // Tamper evidence: extends the global hash chain over committed events (docs/decisions.md).
  const sealer = new GlobalChainSealer(sql, events, { logger });
  sealer.start();

  const ocr = config.ocr ? new TesseractOcrEngine() : null;
  const app: AppContext = {
    config, logger, events, rows, blobs, projections,
    commands: new CommandHandler(events),
    tokens: new TokenService(await authSecret(config), config.tokenTtlHours * 3600_000),
    codes: new OneTimeCodes(config.otpTtlSeconds * 1000, config.dataDir, logger),
    limiter: signInLimiters(),
    awaitAnalysis: ocr ? (uuid, timeoutMs) => waitForAnalysis(app, uuid, timeoutMs) : null,
    now: () => new Date(),
    newId: randomUUID,
  };
  const reactors = ocr ? [new ReactorRunner(events, rows, createOcrReactor({
    ocr, readBlob: (sha) => blobs.get(sha), now: () => app.now().toISOString(),
    log: (message, error) => logger.warn(message, { error: String(error ?? '') }),
    record: (analysis, cause) => recordAnalysis(app, analysis, cause),
  }), logger)] : [];
  for (const reactor of reactors) await reactor.start();

  // The embedded profile runs the worker's housekeeping in process: uploads no record ever named.
  const unattachedUploads = scheduleUnattachedUploads(app);
  const http = createServer(app, options.uiDist ?? null);
  let server: Server | null = null;
  return {
    app, sql,
    listen: (port) => new Promise((resolve) => { server = http.listen(port, '0.0.0.0', () => resolve(server!)); }),
    stop: async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server?.closeAllConnections?.();
      unattachedUploads.stop();
      for (const reactor of reactors) await reactor.stop();
      await projections.stop();
      await sealer.stop();
      await ocr?.close();
      await events.close();
      if (!options.sql) await sql.close();
    },
  };
};

const waitForAnalysis = async (app: AppContext, uuid: string, timeoutMs: number): Promise<void> => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const row = await app.rows.get<FileUploadRow>('fileUploads', uuid);
    if (row?.analyzed) return;
    await new Promise((r) => setTimeout(r, 100));
  }
};
