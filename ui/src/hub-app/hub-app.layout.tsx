import { Icon } from '@blueprintjs/core';
import { NavLink } from 'react-router-dom';
import { BrowserNotifications } from '../notifications/browser-notifications';
import { HubFrame } from '../shell/hub-frame';
import './hub-app.css';

/** The hub operator app frame: hub name, the one navigation item, sign-out (Document 2 §2). */
export default function HubAppLayout() {
  return (
    <HubFrame block="hub-app" banner={<BrowserNotifications />}>
      <NavLink to="/hub-overview" className={({ isActive }) => `bp6-button bp6-minimal${isActive ? ' bp6-active' : ''}`}>
        Overview
      </NavLink>
      {/* The way in to a collector's or tracked item's pages: scan their card (issue 19.18). */}
      <NavLink to="/identity/scan" className="bp6-button bp6-minimal" aria-label="Scan a card" title="Scan a collector's or tracked item's card">
        <Icon icon="camera" />
      </NavLink>
    </HubFrame>
  );
}
