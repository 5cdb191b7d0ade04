import { loadConfig } from '../config/config';
import { createSqlClient } from '../sql/sql-client.factory';
import { sealGlobalChain } from './event-chain.sealer';
import { migrateEventStore } from './postgres.event-store.migration';
import { verifyEventStore } from './event-store.verifier';

/**
 * `npm run verify [-- --no-seal]`: checks every event's hash, every stream chain and the sealed
 * global chain; names the first event changed or removed and exits 1. When all is well it seals
 * what is not sealed yet (never before checking: that would seal a forgery) and prints the chain
 * head to keep elsewhere. On the embedded profile stop the app first (PGlite: one process per folder).
 */
const main = async (): Promise<number> => {
  const config = loadConfig();
  const sql = await createSqlClient({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateEventStore(sql);
    const started = Date.now();
    const report = await verifyEventStore(sql);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `checked ${report.events} events in ${report.streams} streams in ${seconds} s; ${report.sealed} in the global chain; ${report.unhashed} written before hashes`,
    );
    if (report.problems.length > 0) {
      console.log(`TAMPERED: first: ${report.problems[0].message}`);
      for (const problem of report.problems.slice(1)) console.log(`  then: ${problem.message}`);
      return 1;
    }
    const sealed = process.argv.includes('--no-seal') ? 0 : await sealGlobalChain(sql);
    const head = await sql.query<{ chain: string }>(
      `select encode(chain, 'hex') as chain from event_chain order by transaction_id desc, global_position desc limit 1`,
    );
    console.log(
      `OK: no event changed or removed; sealed ${sealed} more; global chain head ${head.rows[0]?.chain ?? '(empty)'}`,
    );
    return 0;
  } finally {
    await sql.close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
