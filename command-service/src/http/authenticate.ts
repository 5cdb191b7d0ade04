import { hubWorks } from '@cairn/contracts';
import type { Request } from 'express';
import type { HubRow, UserRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import type { AuthUser } from './access';

const tokenOf = (req: Request): string | null => {
  const header = req.header('x-auth-token');
  if (header) return header;
  const auth = req.header('authorization');
  return auth?.startsWith('Bearer ') ? auth.slice(7) : null;
};

/** The user of a session begun at `issuedAt`, while it lives: not suspended, not signed out since. */
export const sessionUser = async (
  app: AppContext,
  sub: string,
  issuedAt: number,
): Promise<UserRow | null> => {
  const user = await app.rows.get<UserRow>('users', sub);
  if (!user || user.suspended) return null;
  if (user.tokensValidAfter && issuedAt <= Date.parse(user.tokensValidAfter)) return null;
  return user;
};

/**
 * A token is good while it is well signed and unexpired, its user is not suspended and has not
 * signed out since, and the user's hub (if any) is ACTIVE: pausing a hub locks its users out.
 */
export const authenticator =
  (app: AppContext) =>
  async (req: Request): Promise<AuthUser | null> => {
    const token = tokenOf(req);
    if (!token) return null;
    const claims = app.tokens.verify(token, app.now().getTime());
    if (!claims) return null;
    const user = await sessionUser(app, claims.sub, claims.iat);
    if (!user) return null;
    if (claims.imp) {
      // An impersonation lasts only while its system user may act: not suspended, not signed out since.
      const actor = await app.rows.get<UserRow>('users', claims.imp);
      if (!actor || actor.suspended || actor.role !== 'ROLE_SYSTEM_USER') return null;
      if (actor.tokensValidAfter && claims.iat <= Date.parse(actor.tokensValidAfter)) return null;
    }
    if (user.hubUuid) {
      const hub = await app.rows.get<HubRow>('hubs', user.hubUuid);
      if (!hub || !hubWorks(hub.state)) return null;
    }
    return {
      uuid: user.uuid,
      role: user.role,
      hubUuid: user.hubUuid,
      firstName: user.firstName,
      lastName: user.lastName,
      impersonatedBy: claims.imp ?? null,
      tokenIssuedAt: claims.iat,
      mustChangePassword: !claims.imp && user.mustChangePassword === true,
    };
  };
