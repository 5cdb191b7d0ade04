import { Button, Callout } from '@blueprintjs/core';
import type { SecurityRole } from '@cairn/contracts';
import { getUser, effectiveRole } from '../api/session';
import { hasOwnSession, restoreOwnSession } from '../users/impersonation';
import { useSignOut } from './use-sign-out.hook';

const ROLE_LABEL: Partial<Record<SecurityRole, string>> = {
  ROLE_HUB_MANAGER: 'hub manager',
  ROLE_HUB_OWNER: 'hub owner',
};

/**
 * Says that the signed-in system user acts as someone else (Document 2 §6), whom, and offers the
 * way back to their own session (or, when that was lost, to sign out, which ends both).
 */
export function ImpersonationBanner() {
  const signOut = useSignOut();
  const user = getUser();
  if (!user?.impersonatedSignIn) return null;
  const role = ROLE_LABEL[effectiveRole(user)] ?? effectiveRole(user);
  const back = () => {
    // A full load: every cached answer of the other account goes with it.
    if (restoreOwnSession()) window.location.assign('/admin/users');
    else void signOut();
  };
  return (
    <Callout
      intent="warning"
      icon="person"
      compact
      className="cairn-impersonation-banner"
      role="status"
      aria-label="Impersonation"
    >
      <span className="cairn-impersonation-banner__text">
        You are acting as{' '}
        <strong>
          {user.firstName} {user.lastName}
        </strong>{' '}
        ({role}
        {user.company ? `, ${user.company.name}` : ''}).
      </span>
      <Button
        size="small"
        intent="warning"
        icon="undo"
        text={hasOwnSession() ? 'Back to my account' : 'Sign out'}
        onClick={back}
      />
    </Callout>
  );
}
