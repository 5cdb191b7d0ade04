import { Button, Drawer, Navbar } from '@blueprintjs/core';
import { useState } from 'react';
import { NotificationBell } from '../notifications/notification-bell';
import { NavigationEntries } from './navigation-entries';
import { t } from './shell.messages';

/** Small screens (Document 1 §2): a top bar whose menu button opens the navigation in a drawer. */
export function MobileTopBar() {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* A landmark while the drawer is closed: the bar is the way to the navigation on a phone. */}
      <Navbar className="cairn-top-bar" fixedToTop role="navigation" aria-label={t('shell.topBar')}>
        <Navbar.Group>
          <Button
            variant="minimal"
            icon="menu"
            aria-label={t('shell.openNavigation')}
            onClick={() => setOpen(true)}
          />
          <Navbar.Heading className="cairn-brand">Cairn</Navbar.Heading>
        </Navbar.Group>
        <Navbar.Group align="end">
          <NotificationBell />
        </Navbar.Group>
      </Navbar>
      <Drawer
        isOpen={open}
        onClose={() => setOpen(false)}
        position="left"
        size={280}
        title="Cairn"
        className="cairn-mobile-drawer"
      >
        <nav className="cairn-mobile-nav" aria-label={t('shell.mainNavigation')}>
          <NavigationEntries onNavigate={() => setOpen(false)} />
        </nav>
      </Drawer>
    </>
  );
}
