// Must run before anything renders an icon.
import './shell/icons';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import './shell/shell.css';
// The small style sheets of the toaster and the hub app's forms (1 KB each) with the first ones:
// apart, each was a file the bag form waited for, a round trip of one of six connections on Fast 3G.
import './shell/toaster.css';
import './common/camera-capture.css';
import './common/file-picker.css';
import './auto-review/auto-review.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getUser } from './api/session';
import { App } from './app';
import { loadLanguage, setLanguage } from './i18n';

/**
 * Renders the app at the current path. index.html's entry calls it at once; the light sign-in page
 * (sign-in.html, issue 18) loads this module while the person types and calls it once signed in,
 * so the app's scripts and Blueprint's styles never hold up the sign-in form.
 */
export function startApp() {
  // The stored identity's language applies from the first screen (the callback sets it after sign-in).
  const user = getUser();
  const root = document.getElementById('root');
  if (!root) throw new Error('the page has no #root element');
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  // German texts load first for German users (a chunk English users never fetch); before anyone is
  // signed in (the app's /sign-in route), the browser's language chooses.
  const browserGerman = !user && navigator.language.toLowerCase().startsWith('de');
  if (user?.language === 'DE' || browserGerman) void loadLanguage('DE').then(render, render);
  else {
    if (user) setLanguage(user.language);
    render();
  }
}
