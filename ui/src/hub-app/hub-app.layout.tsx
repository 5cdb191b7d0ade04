import { Icon } from '@blueprintjs/core';
import { useEffect, useSyncExternalStore } from 'react';
import { NavLink } from 'react-router-dom';
import { onStaleChange, staleSince } from '../api/last-known';
import { effectiveRole, getUser } from '../api/session';
import { BrowserNotifications } from '../notifications/browser-notifications';
import { HubFrame } from '../shell/hub-frame';
import { registerServiceWorker } from '../shell/register-service-worker';
import { OutboxStatus, StaleNotice } from './outbox/outbox-status';
import './hub-app.css';
import { t } from '../i18n';

/**
 * The hub operator app frame: hub name, the one navigation item, what waits to be sent, sign-out
 * (Document 2 §2); without a network, how old the figures on screen are (issue 18).
 */
export default function HubAppLayout() {
  const since = useSyncExternalStore(onStaleChange, staleSince);
  const user = getUser();
  const owner = user !== null && effectiveRole(user) === 'ROLE_HUB_OWNER';
  // The hub app is what works offline: its service worker is installed from here.
  useEffect(registerServiceWorker, []);
  return (
    <HubFrame
      block="hub-app"
      banner={<BrowserNotifications />}
      notice={<StaleNotice since={since} />}
    >
      <NavLink
        to="/hub-overview"
        className={({ isActive }) => `bp6-button bp6-minimal${isActive ? ' bp6-active' : ''}`}
      >
        {t('hub.overview')}
      </NavLink>
      {/* The owner's way to the material flow (issue 39); the owner portal's menu has it too. */}
      {owner && (
        <NavLink
          to="/flow"
          className={({ isActive }) => `bp6-button bp6-minimal${isActive ? ' bp6-active' : ''}`}
        >
          {t('portal.flow')}
        </NavLink>
      )}
      {/* The way in to a collector's or tracked item's pages: scan their card (issue 19.18). */}
      <NavLink
        to="/identity/scan"
        className="bp6-button bp6-minimal"
        aria-label={t('hub.scanCard')}
        title={t('hub.scanCardTitle')}
      >
        <Icon icon="camera" />
      </NavLink>
      <OutboxStatus />
    </HubFrame>
  );
}
