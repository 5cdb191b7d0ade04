import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseMasterKey } from './personal-data.crypto';

/**
 * The master key that wraps the personal data keys: CAIRN_MASTER_KEY, or (embedded profile) one
 * made on first start into DATA_DIR/master-key (0600), like the auth secret. `made` says which.
 */
export const loadMasterKey = async (
  envValue: string | undefined,
  dataDir: string,
): Promise<{ key: Buffer; source: 'environment' | 'file' | 'made'; file: string | null }> => {
  if (envValue) return { key: parseMasterKey(envValue), source: 'environment', file: null };
  const file = join(dataDir, 'master-key');
  try {
    return { key: parseMasterKey(await readFile(file, 'utf8')), source: 'file', file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const key = randomBytes(32);
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
    return { key, source: 'made', file };
  }
};
