import { Alert, Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { isEditableRole, type AdminUserRow } from '@cairn/contracts';
import { useState } from 'react';
import { useHref } from 'react-router-dom';
import { getUser } from '../api/session';
import { showToast } from '../shell/toaster';
import { UserEditDialog } from './user-edit.dialog';
import { impersonate, revalidateUsers, sendPasswordReset, suspendUser } from './users.api';
import { t } from './users.messages';
import { shownPersonal } from '../personal-data/personal-data.messages';
import { PersonalDataMenu, PersonalDataMenuItems } from '../personal-data/personal-data-actions';

/** Row menu of /admin/users (Document 2 §2): impersonation for system users; edit and suspend for hub users. */
export function UserRowMenu({ user }: { user: AdminUserRow }) {
  const [editing, setEditing] = useState(false);
  const [confirmSuspend, setConfirmSuspend] = useState(false);
  const [busy, setBusy] = useState(false);
  const viewerIsSystemUser = getUser()?.securityRole === 'ROLE_SYSTEM_USER';
  const historyHref = useHref(`/admin/history/user/${user.uuid}`);
  const editable = isEditableRole(user.role) && !user.suspended;
  const name = shownPersonal(user.fullName);
  // A suspended hub user's only actions: their personal data, to hand over or erase (issue 33).
  if (!isEditableRole(user.role)) return null;
  if (!editable)
    return <PersonalDataMenu uuid={user.uuid} name={name} onErased={revalidateUsers} erasable />;

  const run = async (action: () => Promise<unknown>, success?: string) => {
    setBusy(true);
    try {
      await action();
      if (success) showToast('success', success);
      await revalidateUsers();
    } catch {
      // request() has shown the error bar
    } finally {
      setBusy(false);
      setConfirmSuspend(false);
    }
  };

  const menu = (
    <Menu aria-label={t('users.actionsFor', { name: user.fullName })}>
      {viewerIsSystemUser && user.role === 'ROLE_HUB_MANAGER' && (
        <MenuItem
          icon="person"
          text={t('users.impersonateManager')}
          onClick={() => void run(() => impersonate(user.uuid, 'ROLE_HUB_MANAGER'))}
        />
      )}
      {viewerIsSystemUser && user.role === 'ROLE_HUB_OWNER' && (
        <MenuItem
          icon="person"
          text={t('users.impersonateOwner')}
          onClick={() => void run(() => impersonate(user.uuid, 'ROLE_HUB_OWNER'))}
        />
      )}
      <MenuItem icon="edit" text={t('users.edit')} onClick={() => setEditing(true)} />
      <MenuItem icon="history" text={t('users.history')} href={historyHref} />
      <MenuItem
        icon="key"
        text={t('users.sendReset')}
        onClick={() => void run(() => sendPasswordReset(user.uuid), t('users.resetSent'))}
      />
      <PersonalDataMenuItems uuid={user.uuid} name={name} erasable={false} />
      <MenuItem
        icon="disable"
        text={t('users.suspend')}
        intent="danger"
        onClick={() => setConfirmSuspend(true)}
      />
    </Menu>
  );

  return (
    <>
      <PopoverNext content={menu} placement="bottom-end">
        <Button
          variant="minimal"
          icon="more"
          aria-label={t('users.actionsFor', { name: user.fullName })}
          loading={busy}
        />
      </PopoverNext>
      {editing && <UserEditDialog user={user} onClose={() => setEditing(false)} />}
      <Alert
        isOpen={confirmSuspend}
        intent="danger"
        icon="disable"
        confirmButtonText={t('users.suspend')}
        cancelButtonText={t('users.cancel')}
        loading={busy}
        onCancel={() => setConfirmSuspend(false)}
        onConfirm={() => void run(() => suspendUser(user.uuid), 'userSuspendedMessage')}
      >
        <p>{t('users.suspendQuestion', { name: user.fullName })}</p>
      </Alert>
    </>
  );
}
