import type { SecurityRole } from '@cairn/contracts';
import type { AppContext } from '../app-context';
import { sessionUser } from '../http/authenticate';
import { requestViewer } from '../http/request-viewer';
import type { LinkHolder } from '../identity/tokens';

/**
 * A link to an uploaded file (pictures, identity documents, evidence): it lasts minutes
 * (FILE_LINK_TTL_MINUTES), and only while the session it was handed to lives.
 */
export const uploadLink = (app: AppContext, path: string): string => {
  const viewer = requestViewer.getStore();
  const holder = viewer ? { sub: viewer.uuid, iat: viewer.tokenIssuedAt } : undefined;
  return app.tokens.signLink(
    path,
    app.now().getTime() + app.config.fileLinkTtlMinutes * 60_000,
    holder,
  );
};

/** A link handed to a session opens the file only while that session could still sign requests. */
export const holderStillSignedIn = async (
  app: AppContext,
  holder: LinkHolder | null,
): Promise<boolean> => holder === null || (await sessionUser(app, holder.sub, holder.iat)) !== null;

/** The role of the session a link was handed to (null: a link the server made for itself). */
export const holderRole = async (
  app: AppContext,
  holder: LinkHolder | null,
): Promise<SecurityRole | null> =>
  holder === null ? null : ((await sessionUser(app, holder.sub, holder.iat))?.role ?? null);
