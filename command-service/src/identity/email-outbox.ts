import { appendPrivate } from './private-file';

/** Emails the built-in identity service would send; kept in a file under DATA_DIR. */
export const writeEmail = async (
  dataDir: string,
  to: string,
  subject: string,
  text: string,
): Promise<void> => {
  await appendPrivate(
    dataDir,
    'email-outbox.log',
    `${new Date().toISOString()}\t${to}\t${subject}\t${text.replace(/\n/g, ' ')}\n`,
  );
};
