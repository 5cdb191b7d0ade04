import { NavLink } from 'react-router-dom';
import { getUser } from '../api/session';
import { HubFrame } from '../shell/hub-frame';
import './hub-portal.css';
// In every first route (the entry): its texts are in the common catalog.
import { t } from '../i18n';

const entry = ({ isActive }: { isActive: boolean }) =>
  `bp6-button bp6-minimal${isActive ? ' bp6-active' : ''}`;

/** The owner portal frame: the owner's hub name, the portal's pages, their name and sign-out. */
export default function HubPortalLayout() {
  const user = getUser();
  return (
    <HubFrame block="hub-portal">
      <nav aria-label={t('portal.ownerPortal')} className="hub-portal__nav">
        <NavLink to="/hub-portal/dashboard" className={entry}>
          {t('portal.dashboard')}
        </NavLink>
        <NavLink to="/hub-owner/pipeline-overview" className={entry}>
          {t('portal.pipeline')}
        </NavLink>
        <NavLink to="/flow" className={entry}>
          {t('portal.flow')}
        </NavLink>
      </nav>
      {user && (
        <span className="hub-portal__user">
          {user.firstName} {user.lastName}
        </span>
      )}
    </HubFrame>
  );
}
