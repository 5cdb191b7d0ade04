import { Button, Navbar } from '@blueprintjs/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { getUser } from '../api/session';
import { ErrorAlertBar } from '../shell/error-alert-bar';
import { PageSpinner } from '../shell/page-spinner';
import { useSignOut } from '../shell/use-sign-out.hook';
import './hub-portal.css';

/** The owner portal frame: the owner's hub name, their name and sign-out. */
export default function HubPortalLayout() {
  const signOut = useSignOut();
  const user = getUser();
  const hubName = user?.company?.name ?? 'Cairn';
  return (
    <div className="hub-portal">
      <Navbar className="hub-portal__bar">
        <Navbar.Group className="hub-portal__bar-group">
          <Navbar.Heading className="hub-portal__hub-name" title={hubName}>{hubName}</Navbar.Heading>
          <span className="hub-portal__spacer" />
          {user && <span className="hub-portal__user">{user.firstName} {user.lastName}</span>}
          <Button variant="minimal" icon="log-out" aria-label="Sign out" title="Sign out" onClick={() => void signOut()} />
        </Navbar.Group>
      </Navbar>
      <main className="hub-portal__content">
        <ErrorAlertBar />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
