import { Button, Navbar } from '@blueprintjs/core';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { getUser } from '../api/session';
import { NotificationBell } from '../notifications/notification-bell';
import { ErrorAlertBar } from './error-alert-bar';
import { ImpersonationBanner } from './impersonation-banner';
import { PageSpinner } from './page-spinner';
import { useSignOut } from './use-sign-out.hook';
import { t } from '../i18n';

/**
 * The frame of the hub-side apps (operator app, owner portal): the hub's name, what the app adds
 * to the bar, the notification bell, sign-out, the error bar, a banner and a notice of the app, and the
 * page. `block` is the BEM block of the app's CSS.
 */
export function HubFrame({
  block,
  children,
  banner,
  notice,
}: {
  block: 'hub-app' | 'hub-portal';
  children?: ReactNode;
  banner?: ReactNode;
  notice?: ReactNode;
}) {
  const signOut = useSignOut();
  const hubName = getUser()?.company?.name ?? 'Cairn';
  return (
    <div className={block}>
      <ImpersonationBanner />
      <Navbar className={`${block}__bar`}>
        <Navbar.Group className={`${block}__bar-group`}>
          {/* The one h1 of every screen: the hub the operator works for, whole (it wraps, never clips). */}
          <h1 className={`bp6-navbar-heading ${block}__hub-name`}>{hubName}</h1>
          <span className={`${block}__spacer`} />
          {children}
          <NotificationBell />
          <Button
            variant="minimal"
            icon="log-out"
            aria-label={t('shell.signOut')}
            title={t('shell.signOut')}
            onClick={() => void signOut()}
          />
        </Navbar.Group>
      </Navbar>
      <main className={`${block}__content`}>
        <ErrorAlertBar />
        {banner}
        {notice}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
