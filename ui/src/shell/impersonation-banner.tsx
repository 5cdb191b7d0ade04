import { Button, Callout } from '@blueprintjs/core';
import type { SecurityRole } from '@cairn/contracts';
import { getUser, effectiveRole } from '../api/session';
import { hasOwnSession, restoreOwnSession } from '../users/impersonation';
import { useSignOut } from './use-sign-out.hook';
import { t } from '../i18n';

const ROLE_LABEL: Partial<Record<SecurityRole, string>> = {
  ROLE_HUB_MANAGER: 'shell.roleHubManager',
  ROLE_HUB_OWNER: 'shell.roleHubOwner',
};

/**
 * Says that the signed-in system user acts as someone else (Document 2 §6), whom, and offers the
 * way back to their own session (or, when that was lost, to sign out, which ends both).
 */
export function ImpersonationBanner() {
  const signOut = useSignOut();
  const user = getUser();
  if (!user?.impersonatedSignIn) return null;
  const roleKey = ROLE_LABEL[effectiveRole(user)];
  const role = roleKey ? t(roleKey) : effectiveRole(user);
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
      aria-label={t('shell.impersonation')}
    >
      <span className="cairn-impersonation-banner__text">
        {t('shell.actingAs')}{' '}
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
        text={t(hasOwnSession() ? 'shell.backToMyAccount' : 'shell.signOut')}
        onClick={back}
      />
    </Callout>
  );
}
