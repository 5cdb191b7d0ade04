// Must run before anything renders an icon.
import './shell/icons';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import './shell/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getUser } from './api/session';
import { App } from './app';
import { setLanguage } from './i18n';

// The stored identity's language applies from the first screen (the callback sets it after sign-in).
const user = getUser();
if (user) setLanguage(user.language);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
