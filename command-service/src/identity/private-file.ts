import { appendFile, chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Appends to a file only its owner may read (0600): the outboxes hold first passwords, reset links and
 * one-time codes (issue 33). A file made before by a laxer version is narrowed on the next write.
 */
export const appendPrivate = async (dir: string, file: string, text: string): Promise<void> => {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, file);
  await appendFile(path, text, { mode: 0o600 });
  await chmod(path, 0o600);
};
