import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createSqlClient, loadConfig } from '@cairn/infra';
import { appIsRunning, callControl } from '@cairn/projection-service/src/replay-client';
import { CONTROL_SOCKET } from '../projections/projection-control.socket';
import type { BackupManifest } from './backup-archive';
import { takeBackup } from './take-backup';

/**
 * `npm run backup -- --out FILE`: the database, the uploaded files and DATA_DIR's secrets in one
 * .tar.gz, taken while the app runs. Embedded: the running app copies its PGlite folder (no second
 * process may open it); PostgreSQL: pg_dump of one snapshot. Prints the chain head to keep.
 */
const main = async (): Promise<void> => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new Error('usage: npm run backup -- --out FILE');
  const out = resolve(values.out);
  const config = loadConfig();
  const started = Date.now();
  const socket = join(config.dataDir, CONTROL_SOCKET);
  let manifest: BackupManifest;
  if (!config.databaseUrl && (await appIsRunning(socket))) {
    const answer = await callControl(socket, 'POST', '/backups', { out });
    if (answer.status !== 201) throw new Error(`the app refused: ${JSON.stringify(answer.body)}`);
    manifest = answer.body as BackupManifest;
  } else {
    const sql = await createSqlClient({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      manifest = await takeBackup(
        {
          sql,
          dataDir: config.dataDir,
          databaseUrl: config.databaseUrl,
          backupDir: config.backupDir,
        },
        out,
      );
    } finally {
      await sql.close();
    }
  }
  const mb = ((await stat(out)).size / 1e6).toFixed(1);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `backup written to ${out} (${manifest.profile}, ${manifest.events} events, ${mb} MB) in ${seconds} s`,
  );
  console.log(`chain head ${manifest.chainHead ?? '(empty)'}`);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
