import type { TokenResponse } from '@cairn/contracts';
import type { UserRow } from '@cairn/projection-service';
import type { AppContext } from '../../app-context';
import { DomainError } from '../../command-handling/domain-error';
import { issueSession, mayEnter } from '../identity.handlers';
import type { OidcIdentity } from './oidc.client';

/**
 * The Cairn session of someone the provider vouched for: the account with that (verified) email,
 * if the provider's roles claim grants that account's role and the account may enter (not
 * suspended, its hub active), exactly as the built-in sign-in would. Accounts are never created
 * here: a hub user needs a hub, and who is added to Cairn stays an administrator's decision.
 */
export const signInWithOidc = async (
  app: AppContext,
  identity: OidcIdentity,
): Promise<TokenResponse> => {
  if (!identity.email || !identity.emailVerified)
    throw new DomainError('unauthenticated', 'oidcSignInFailed');
  const [user] = await app.rows.findBy<UserRow>('users', 'email', identity.email);
  if (!user) throw new DomainError('forbidden', 'oidcUnknownUser');
  if (!identity.roles.includes(user.role)) throw new DomainError('forbidden', 'oidcRoleNotGranted');
  if (!(await mayEnter(app, user)))
    throw new DomainError('forbidden', user.suspended ? 'userSuspended' : 'hubNotActive');
  return issueSession(app, user);
};
