// Must run before anything renders an icon.
import './shell/icons';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import './shell/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getUser } from './api/session';
import { App } from './app';
import { loadLanguage } from './i18n';

// The stored identity's language applies from the first screen (the callback sets it after sign-in).
const user = getUser();
// German texts load first for German users (a chunk English users never fetch).
const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// Before anyone is signed in (the sign-in page), the browser's language chooses.
const browserGerman = !user && navigator.language.toLowerCase().startsWith('de');
if (user?.language === 'DE' || browserGerman) void loadLanguage('DE').then(render, render);
else render();
