import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { loadConfig } from '../config/config';
import { createSqlClient } from '../sql/sql-client.factory';
import { migrateEventStore } from '../event-store/postgres.event-store.migration';
import { verifyEventStore } from '../event-store/event-store.verifier';
import { loadMasterKey } from './master-key';
import { PersonalDataKeys } from './personal-data-keys.store';
import { masterKeyId, parseMasterKey } from './personal-data.crypto';
import { convertStore } from './personal-data.convert';

/**
 * `npm run personal-data:convert`: seals an existing store (docs/personal-data.md).
 * `npm run personal-data:rotate-master-key`: re-wraps every data key under a new master key
 * (CAIRN_NEW_MASTER_KEY, or one made now). Stop the app first (PGlite: one process per folder).
 */
const main = async (command: string | undefined): Promise<number> => {
  const config = loadConfig();
  const sql = await createSqlClient({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateEventStore(sql);
    const master = await loadMasterKey(config.masterKey, config.dataDir);
    const keys = new PersonalDataKeys(sql, master.key);
    await keys.migrate();
    if (command === 'convert') {
      const before = await verifyEventStore(sql);
      if (before.problems.length > 0) {
        console.log(`not converted: the store does not verify: ${before.problems[0]?.message}`);
        return 1;
      }
      const report = await convertStore(sql, keys);
      console.log(
        report.eventsChanged === 0
          ? 'nothing to seal: every personal field is sealed already'
          : `sealed ${report.eventsChanged} events in ${report.streamsRechained} streams; old chain head ${report.oldHead ?? '(none)'} recorded in event_chain_reseals; new head ${report.newHead ?? '(none)'}`,
      );
      return (await verifyEventStore(sql)).problems.length === 0 ? 0 : 1;
    }
    if (command === 'rotate-master-key') {
      const next = process.env.CAIRN_NEW_MASTER_KEY
        ? parseMasterKey(process.env.CAIRN_NEW_MASTER_KEY)
        : randomBytes(32);
      const count = await PersonalDataKeys.rotate(sql, master.key, next);
      if (master.file) await writeFile(master.file, next.toString('base64'), { mode: 0o600 });
      console.log(
        `re-wrapped ${count} data keys under master key ${masterKeyId(next)}; ${master.file ? `written to ${master.file}` : 'set CAIRN_MASTER_KEY to the new key before the next start'}`,
      );
      if (!master.file && !process.env.CAIRN_NEW_MASTER_KEY)
        console.log(`new CAIRN_MASTER_KEY=${next.toString('base64')}`);
      return 0;
    }
    console.error('usage: personal-data.main.ts convert | rotate-master-key');
    return 2;
  } finally {
    await sql.close();
  }
};

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
