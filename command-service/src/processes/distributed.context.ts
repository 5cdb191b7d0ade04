import { newId } from '../command-handling/command-ids';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createFsBlobStore, type Config, type Logger } from '@cairn/infra';
import { createEsdbEventStore, createMongoReadStore } from '@cairn/infra/src/distributed';
import { ALL_PROJECTIONS } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { CommandHandler } from '../command-handling/command-handler';
import { signInLimiters } from '../identity/attempt-limiter';
import { OneTimeCodes } from '../identity/one-time-codes';
import { TokenService } from '../identity/tokens';
import type { DistributedConfig } from './distributed.config';
import { RemoteProjections } from './remote-projections';

export interface DistributedApp {
  app: AppContext;
  close(): Promise<void>;
}

/**
 * The app's context on the distributed engines: EventStoreDB events, MongoDB rows, blobs on a
 * volume every process mounts (DATA_DIR/blobs). Every instance must share AUTH_SECRET.
 */
export const buildDistributedApp = async (
  config: Config,
  distributed: DistributedConfig,
  logger: Logger,
): Promise<DistributedApp> => {
  if (!config.authSecret)
    throw new Error(
      'AUTH_SECRET is required by the distributed profile: every instance signs with it',
    );
  await mkdir(config.dataDir, { recursive: true });
  const events = createEsdbEventStore(distributed.esdbUrl);
  const rows = await createMongoReadStore(distributed.mongoUrl, distributed.mongoDatabase, {
    transactions: distributed.mongoTransactions,
  });
  await rows.register(ALL_PROJECTIONS.map((p) => p.model));
  const projections = new RemoteProjections(events, rows, ALL_PROJECTIONS);
  await projections.init();
  const app: AppContext = {
    config,
    logger,
    events,
    rows,
    projections,
    rebuilds: null,
    blobs: await createFsBlobStore(join(config.dataDir, 'blobs')),
    commands: new CommandHandler(events),
    tokens: new TokenService(Buffer.from(config.authSecret), config.tokenTtlHours * 3600_000),
    codes: new OneTimeCodes(config.otpTtlSeconds * 1000, config.dataDir, logger),
    limiter: signInLimiters(),
    awaitAnalysis: null, // the worker reads pictures in its own process; the form's weight prefill is skipped
    now: () => new Date(),
    newId,
  };
  return {
    app,
    close: async () => {
      await events.close();
      await rows.close();
    },
  };
};

/** The file a started process touches every few seconds: the compose health check reads its age. */
export const HEARTBEAT_FILE = process.env.HEARTBEAT_FILE || '/tmp/cairn-heartbeat';
const HEARTBEAT_MS = 5_000;

/** SIGINT/SIGTERM stop a process cleanly; a failed start exits 1; a started one beats a heartbeat. */
export const runProcess = (name: string, start: () => Promise<() => Promise<void>>): void => {
  start().then(
    (stop) => {
      const beat = () =>
        void writeFile(HEARTBEAT_FILE, new Date().toISOString()).catch(() => undefined);
      beat();
      const heartbeat = setInterval(beat, HEARTBEAT_MS);
      const shutdown = (signal: string) => {
        clearInterval(heartbeat);
        console.info(`${name}: ${signal}, stopping`);
        stop().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.on('SIGINT', () => shutdown('SIGINT'));
      process.on('SIGTERM', () => shutdown('SIGTERM'));
    },
    (error: unknown) => {
      console.error(`${name} failed to start`, error);
      process.exit(1);
    },
  );
};
