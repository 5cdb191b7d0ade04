import { Button, Classes } from '@blueprintjs/core';
import { STORAGE } from '../api/session';
import { useLocalStorage } from '../common/use-local-storage.hook';
import { NotificationBell } from '../notifications/notification-bell';
import { NavigationEntries } from './navigation-entries';
import { t } from './shell.messages';

/**
 * The desktop side navigation of Document 1 §2: 280 px, 90 px collapsed, 300 ms transition
 * (widths and timing live in shell.css); the collapsed state is remembered.
 */
export function NavigationDrawer() {
  const [collapsed, setCollapsed] = useLocalStorage<boolean>(STORAGE.navCollapsed, false);
  return (
    <nav
      className={`${Classes.DARK} cairn-nav-drawer${collapsed ? ' is-collapsed' : ''}`}
      aria-label={t('shell.mainNavigation')}
    >
      <div className="cairn-nav-header">
        {!collapsed && <span className="cairn-brand">Cairn</span>}
        {!collapsed && <NotificationBell dark />}
        <Button
          variant="minimal"
          icon={collapsed ? 'menu-open' : 'menu-closed'}
          aria-label={t(collapsed ? 'shell.expandNavigation' : 'shell.collapseNavigation')}
          aria-expanded={!collapsed}
          onClick={() => setCollapsed(!collapsed)}
        />
      </div>
      <NavigationEntries collapsed={collapsed} />
    </nav>
  );
}
