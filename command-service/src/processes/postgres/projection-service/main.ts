import {
  createLogger,
  createPgSqlClient,
  createPostgresReadStore,
  loadConfig,
  PersonalDataKeys,
  SealingEventStore,
  createPostgresEventStore,
} from '@cairn/infra';
import { ALL_PROJECTIONS, ProjectionRunner } from '@cairn/projection-service';
import { masterKeyOf } from '../../../bootstrap';
import { runProcess } from '../../distributed.context';
import { ClusterLeases } from '../cluster-leases';
import { FencedReadStore } from '../fenced.read-store';
import { LeasedUnits } from '../leased-units';
import { leaseMs, ownerId } from '../postgres-cluster.context';

/**
 * Scaled PostgreSQL profile: folds the log into the read models. Start as many as wanted: each
 * projection is leased by one live process (its share of them), fenced at every commit.
 */
runProcess('projection-service', async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, undefined, { name: 'projection-service' });
  if (!config.databaseUrl) throw new Error('DATABASE_URL is required');
  const sql = createPgSqlClient(config.databaseUrl);
  const personalData = new PersonalDataKeys(sql, await masterKeyOf(config, logger));
  await personalData.migrate();
  const events = new SealingEventStore(await createPostgresEventStore(sql), personalData);
  // The models' tables, indexes and kept totals, once for all runners of this process.
  await (await createPostgresReadStore(sql)).register(ALL_PROJECTIONS.map((p) => p.model));
  const leases = new ClusterLeases(sql, ownerId('projector'), 'projector', leaseMs());
  await leases.migrate();
  let runner: ProjectionRunner | null = null;
  const units: LeasedUnits = new LeasedUnits(
    leases,
    ALL_PROJECTIONS.map((p) => p.name),
    async (held) => {
      await runner?.stop();
      runner = null;
      if (held.length === 0) return;
      const rows = new FencedReadStore(sql, leases, new Map(held.map((name) => [name, name])), () =>
        units.invalidate(),
      );
      const owned = ALL_PROJECTIONS.filter((p) => held.includes(p.name));
      runner = new ProjectionRunner(events, rows, owned, { logger, onOutdated: 'reset' });
      await runner.init();
      runner.start();
    },
    logger,
  );
  units.start();
  logger.info(
    `projection-service as ${leases.owner}: ${ALL_PROJECTIONS.length} projections leased`,
  );
  return async () => {
    await units.stop();
    await events.close();
    await sql.close();
  };
});
