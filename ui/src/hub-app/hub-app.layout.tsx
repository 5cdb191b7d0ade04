import { Button, Navbar } from '@blueprintjs/core';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { getUser } from '../api/session';
import { ErrorAlertBar } from '../shell/error-alert-bar';
import { PageSpinner } from '../shell/page-spinner';
import { useSignOut } from '../shell/use-sign-out.hook';
import './hub-app.css';

/** The hub operator app frame: hub name, the one navigation item, sign-out (Document 2 §2). */
export default function HubAppLayout() {
  const signOut = useSignOut();
  const hubName = getUser()?.company?.name ?? 'Cairn';
  return (
    <div className="hub-app">
      <Navbar className="hub-app__bar">
        <Navbar.Group className="hub-app__bar-group">
          <Navbar.Heading className="hub-app__hub-name" title={hubName}>{hubName}</Navbar.Heading>
          <span className="hub-app__spacer" />
          <NavLink to="/hub-overview" className={({ isActive }) => `bp6-button bp6-minimal${isActive ? ' bp6-active' : ''}`}>
            Overview
          </NavLink>
          <Button variant="minimal" icon="log-out" aria-label="Sign out" title="Sign out" onClick={() => void signOut()} />
        </Navbar.Group>
      </Navbar>
      <main className="hub-app__content">
        <ErrorAlertBar />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
