import { readFile } from 'node:fs/promises';
import { appendPrivate } from '../identity/private-file';
import { join } from 'node:path';

/**
 * Writes one message to an outbox file unless a message with the same key is there already. The key
 * ends the line, and the line is one small append: a process killed after the append and before it
 * records its progress finds the key on its next try and writes nothing twice (issue 15).
 */
const appendOnce = async (
  dataDir: string,
  file: string,
  key: string,
  columns: string[],
): Promise<boolean> => {
  const path = join(dataDir, file);
  const existing = await readFile(path, 'utf8').catch(() => '');
  if (existing.includes(`\t${key}\n`)) return false;
  await appendPrivate(
    dataDir,
    file,
    `${[new Date().toISOString(), ...columns.map((c) => c.replace(/[\t\n]/g, ' ')), key].join('\t')}\n`,
  );
  return true;
};

export const writeEmailOnce = (
  dataDir: string,
  key: string,
  to: string,
  subject: string,
  text: string,
) => appendOnce(dataDir, 'email-outbox.log', key, [to, subject, text]);

export const writeSmsOnce = (dataDir: string, key: string, phoneNumber: string, message: string) =>
  appendOnce(dataDir, 'sms-outbox.log', key, [phoneNumber, message]);
