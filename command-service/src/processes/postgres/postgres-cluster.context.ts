import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import {
  type Config,
  type Logger,
  type PgSqlClient,
  GlobalChainSealer,
  PersonalDataKeys,
  SealingEventStore,
  createFsBlobStore,
  createPgSqlClient,
  createPostgresEventStore,
  createPostgresReadStore,
} from '@cairn/infra';
import { ALL_PROJECTIONS } from '@cairn/projection-service';
import type { AppContext } from '../../app-context';
import { authSecret, masterKeyOf } from '../../bootstrap';
import { CommandHandler } from '../../command-handling/command-handler';
import { newId } from '../../command-handling/command-ids';
import { signInLimiters } from '../../identity/attempt-limiter';
import { OneTimeCodes } from '../../identity/one-time-codes';
import { TokenService } from '../../identity/tokens';
import { RemoteProjections } from '../remote-projections';

export interface PostgresClusterApp {
  app: AppContext;
  sql: PgSqlClient;
  close(): Promise<void>;
}

/** A process's name in the leases: host, pid and a random tail (a restarted pid is someone else). */
export const ownerId = (kind: string): string =>
  `${kind}@${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** How long a silent owner keeps its units (CAIRN_LEASE_MS, default 5 s). */
export const leaseMs = (): number => Number(process.env.CAIRN_LEASE_MS ?? 5_000);

/**
 * The scaled PostgreSQL profile's app context (docs/distributed.md): one PostgreSQL (DATABASE_URL)
 * holds the log and the read models for every process; projections run elsewhere and this process
 * waits for their checkpoints (RemoteProjections). Every process shares AUTH_SECRET or DATA_DIR
 * (the secret, the personal data master key, the blobs).
 */
export const buildPostgresClusterApp = async (
  config: Config,
  logger: Logger,
): Promise<PostgresClusterApp> => {
  if (!config.databaseUrl)
    throw new Error('DATABASE_URL is required by the scaled PostgreSQL profile');
  await mkdir(config.dataDir, { recursive: true });
  const sql = createPgSqlClient(config.databaseUrl);
  const personalData = new PersonalDataKeys(sql, await masterKeyOf(config, logger));
  await personalData.migrate();
  const events = new SealingEventStore(await createPostgresEventStore(sql), personalData);
  // No row cache: another process's projections change the rows, this one would not hear of it.
  const rows = await createPostgresReadStore(sql);
  await rows.register(ALL_PROJECTIONS.map((p) => p.model));
  const projections = new RemoteProjections(events, rows, ALL_PROJECTIONS);
  await projections.init();
  // One sealer at a time holds the chain's advisory lock; every process may try.
  const sealer = new GlobalChainSealer(sql, events, { logger });
  sealer.start();
  const app: AppContext = {
    config,
    logger,
    events,
    rows,
    projections,
    rebuilds: null,
    blobs: await createFsBlobStore(join(config.dataDir, 'blobs')),
    commands: new CommandHandler(events),
    tokens: new TokenService(await authSecret(config), config.tokenTtlHours * 3600_000),
    codes: new OneTimeCodes(config.otpTtlSeconds * 1000, config.dataDir, logger),
    limiter: signInLimiters(),
    awaitAnalysis: null,
    personalData,
    now: () => new Date(),
    newId,
  };
  return {
    app,
    sql,
    close: async () => {
      await sealer.stop();
      await events.close();
      await sql.close();
    },
  };
};
