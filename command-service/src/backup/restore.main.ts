import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '@cairn/infra';
import { restoreBackup } from './restore-backup';

/**
 * `npm run restore -- --from FILE`: fills an empty DATA_DIR (and the empty database of DATABASE_URL)
 * from a backup and checks the restored events lead to the chain head it recorded. Then
 * `npm run verify` checks every hash and prints that same head.
 */
const main = async (): Promise<void> => {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  if (!values.from) throw new Error('usage: npm run restore -- --from FILE');
  const config = loadConfig();
  const started = Date.now();
  const result = await restoreBackup(resolve(values.from), {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `restored the backup of ${result.manifest.createdAt} (${result.head.events} events) into ${config.databaseUrl ? 'DATABASE_URL and ' : ''}${config.dataDir} in ${seconds} s${result.advancedXids > 0n ? `; advanced ${result.advancedXids} transaction ids` : ''}`,
  );
  console.log(`chain head ${result.head.head ?? '(empty)'} (as recorded at backup time)`);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
