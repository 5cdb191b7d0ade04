import { readFile } from 'node:fs/promises';
import { verifyPack } from './evidence-pack.verify';

/**
 * `npm run verify-pack -- pack.zip`: checks an evidence pack offline (no server, no database):
 * every file against manifest.json and every event's hash chain in proof.json. Exit 0 = intact.
 */
const main = async (): Promise<number> => {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
  if (!file) {
    console.error('usage: npm run verify-pack -- <evidence-pack.zip>');
    return 2;
  }
  const check = verifyPack(new Uint8Array(await readFile(file)));
  if (!check.ok) {
    console.log(`TAMPERED: ${check.problems[0]}`);
    for (const problem of check.problems.slice(1, 100)) console.log(`  then: ${problem}`);
    return 1;
  }
  console.log(
    `OK: ${check.files} files match the manifest; ${check.events} events match their hash chains`,
  );
  return 0;
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
