import { Button, Navbar } from '@blueprintjs/core';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { getUser } from '../api/session';
import { ErrorAlertBar } from './error-alert-bar';
import { PageSpinner } from './page-spinner';
import { useSignOut } from './use-sign-out.hook';

/**
 * The frame of the hub-side apps (operator app, owner portal): the hub's name, what the app adds
 * to the bar, sign-out, the error bar, the app's notice and the page. `block` is the BEM block of the app's CSS.
 */
export function HubFrame({ block, children, notice }: { block: 'hub-app' | 'hub-portal'; children?: ReactNode; notice?: ReactNode }) {
  const signOut = useSignOut();
  const hubName = getUser()?.company?.name ?? 'Cairn';
  return (
    <div className={block}>
      <Navbar className={`${block}__bar`}>
        <Navbar.Group className={`${block}__bar-group`}>
          <Navbar.Heading className={`${block}__hub-name`} title={hubName}>{hubName}</Navbar.Heading>
          <span className={`${block}__spacer`} />
          {children}
          <Button variant="minimal" icon="log-out" aria-label="Sign out" title="Sign out" onClick={() => void signOut()} />
        </Navbar.Group>
      </Navbar>
      <main className={`${block}__content`}>
        <ErrorAlertBar />
        {notice}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
