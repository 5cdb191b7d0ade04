import { Icon, type IconName } from '@blueprintjs/core';
import { NavLink } from 'react-router-dom';
import { getUser } from '../api/session';
import { useSignOut } from './use-sign-out.hook';
import { t } from './shell.messages';

/** The admin entries of Document 1 §2. */
export const ADMIN_NAVIGATION: ReadonlyArray<{ path: string; label: string; icon: IconName }> = [
  { path: '/admin/hubs', label: 'shell.navHubs', icon: 'office' },
  { path: '/admin/users', label: 'shell.navUsers', icon: 'people' },
  { path: '/admin/hub-events', label: 'shell.navHubEvents', icon: 'timeline-events' },
  { path: '/admin/hub-stock', label: 'shell.navHubStock', icon: 'box' },
  { path: '/admin/projections', label: 'shell.navProjections', icon: 'database' },
  { path: '/admin/audit', label: 'shell.navAudit', icon: 'endorsed' },
  { path: '/admin/system', label: 'shell.navSystem', icon: 'pulse' },
  { path: '/admin/epcis-keys', label: 'shell.navEpcisKeys', icon: 'key' },
  { path: '/admin/settings', label: 'shell.navSettings', icon: 'cog' },
];

/** The entries, the signed-in user and sign-out; shared by the side drawer and the mobile drawer. */
export function NavigationEntries({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const signOut = useSignOut();
  const user = getUser();
  const fullName = user ? `${user.firstName} ${user.lastName}` : '';
  // Admins, analysts and system users belong to no hub: their company is the platform's operator.
  const company = user?.company?.name ?? t('shell.operatorCompany');
  const initials = user
    ? `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()
    : '';

  return (
    <>
      <ul className="cairn-nav-list">
        {ADMIN_NAVIGATION.map(({ path, label: key, icon }) => {
          const label = t(key);
          return (
            <li key={path}>
              <NavLink
                to={path}
                className={({ isActive }) => `cairn-nav-item${isActive ? ' is-active' : ''}`}
                title={collapsed ? label : undefined}
                aria-label={collapsed ? label : undefined}
                onClick={onNavigate}
              >
                <Icon icon={icon} size={20} />
                {!collapsed && <span>{label}</span>}
              </NavLink>
            </li>
          );
        })}
      </ul>
      <div className="cairn-nav-footer">
        <div className="cairn-nav-user" title={collapsed ? `${fullName}, ${company}` : undefined}>
          <span className="cairn-nav-avatar" aria-hidden>
            {initials}
          </span>
          {!collapsed && (
            <span className="cairn-nav-user-text">
              <span className="cairn-nav-user-name">{fullName}</span>
              <span className="cairn-nav-user-company">{company}</span>
            </span>
          )}
        </div>
        <button
          type="button"
          className="cairn-nav-item"
          title={collapsed ? t('shell.signOut') : undefined}
          aria-label={collapsed ? t('shell.signOut') : undefined}
          onClick={() => void signOut()}
        >
          <Icon icon="log-out" size={20} />
          {!collapsed && <span>{t('shell.signOut')}</span>}
        </button>
      </div>
    </>
  );
}
