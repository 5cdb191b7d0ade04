import type { EventData } from '@cairn/contracts';
import type { UserRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { writeEmailOnce, writeSmsOnce } from './outbox-once';

/** Report files are reached from an email for a week; the app itself signs links when it shows them. */
const EMAILED_LINK_TTL_MS = 7 * 86_400_000;

const FILE_PATH = /\/files\/[0-9a-f-]{36}\.[a-z]+/g;

/** File paths in a notification's text, signed for `ttlMs` (and absolute for an email). Stored rows keep them unsigned. */
export const signFilePaths = (app: AppContext, text: string, ttlMs: number, origin = ''): string =>
  text.replace(
    FILE_PATH,
    (path) => `${origin}${app.tokens.signLink(path, app.now().getTime() + ttlMs)}`,
  );

/** The link as an email carries it: absolute, and signed when it is a file. */
export const emailedLink = (app: AppContext, link: string | null): string | null => {
  if (!link) return null;
  return link.startsWith('/files/')
    ? signFilePaths(app, link, EMAILED_LINK_TTL_MS, app.config.publicUrl)
    : `${app.config.publicUrl}${link}`;
};

/** One notification to its user's outbox: email when the user has an address, else SMS to the phone. */
export const deliverNotification = async (
  app: AppContext,
  n: EventData<'UserNotified'>,
): Promise<void> => {
  const user = await app.rows.get<UserRow>('users', n.userUuid);
  if (!user || user.suspended) return;
  const link = emailedLink(app, n.link);
  if (user.email) {
    await writeEmailOnce(
      app.config.dataDir,
      n.uuid,
      user.email,
      n.title,
      `${signFilePaths(app, n.body, EMAILED_LINK_TTL_MS, app.config.publicUrl)}${link ? `\n${link}` : ''}`,
    );
  } else if (user.phoneNumber) {
    await writeSmsOnce(
      app.config.dataDir,
      n.uuid,
      user.phoneNumber,
      `${n.title}: ${signFilePaths(app, n.body, EMAILED_LINK_TTL_MS, app.config.publicUrl)}`,
    );
  }
};
