import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '@cairn/infra';

export const readDemoPassword = async (config: Config): Promise<string | null> =>
  config.demoPassword ??
  (await readFile(join(config.dataDir, 'demo-password'), 'utf8').catch(() => null));

/** Printed on every start so a newcomer can sign in at once. */
export const printDemoAccounts = (password: string | null) => {
  if (!password) return;
  const lines = [
    'Demo accounts (password for all: ' + password + ')',
    '  admin            admin@cairn.example',
    '  system user      system@cairn.example',
    '  analyst          analyst@cairn.example  (reads the admin area, no commands)',
    '  hub manager      manager.pune@cairn.example    (collection center)',
    '  hub manager      +919800000001 by SMS code      (collection center; the code is in data/sms-outbox.log)',
    '  hub owner        owner.pune@cairn.example       (collection center)',
    '  every hub has manager.<hub>@ and owner.<hub>@cairn.example: pune, bandung, recife, koeln, minas, kothrud, network',
  ];
  process.stdout.write('\n' + lines.join('\n') + '\n\n');
};
