import type { TokenResponse } from '@cairn/contracts';
import { getToken, storeToken } from '../api/session';
import { loadLanguage } from '../i18n';
import { importAppModule } from './app-modules';
import { holdPreloads, preloadApp } from './preload-app';
import { mountSignIn } from './sign-in.view';

/**
 * sign-in.html's script (issue 18): the server sends this light page when /sign-in is opened, so a
 * cheap phone on Fast 3G can use the form about a second after the page arrives. The app itself
 * (React, the router, Blueprint and its styles, the home screens) is fetched once the form is up and
 * started here, without another page load, once the person has signed in. This script is built apart
 * and written into the page (light-script.vite-plugin.ts): the app's modules it starts come by URL.
 */
// As zod-config.js does for index.html: zod (loaded with the app) must not eval under the policy.
const global = globalThis as { __zod_globalConfig?: Record<string, unknown> };
global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true };

// The app's modules run (not render) once their files are in and the phone is idle, or, if the person
// was quicker, once the sign-in has answered and the home's first requests are sent: they then run
// during those requests' round trip. Not when the form is sent: on a cheap phone that long task could
// still run when the answer comes and hold the first requests back (measured: 370 ms).
let app: ReturnType<typeof importApp> | null = null;
const importApp = () => importAppModule('app-start');
const loadApp = () => (app ??= importApp());

const startAppAt = async (to: string, unmount: () => void) => {
  const { startApp } = await loadApp();
  history.replaceState(null, '', to);
  unmount();
  startApp();
};

if (getToken()) {
  // Signed in already: the app's callback goes on to their page.
  location.replace('/auth/callback');
} else {
  const root = document.getElementById('root');
  if (!root) throw new Error('sign-in.html has no #root element');
  // Nobody is known yet: the browser's language chooses (German texts load first, German browsers only).
  const show = () => mount(root);
  if (navigator.language.toLowerCase().startsWith('de')) void loadLanguage('DE').then(show, show);
  else show();
}

function mount(root: HTMLElement) {
  // The sign-in and the home's first requests go before the files fetched ahead (preload-app.ts).
  let resume = () => undefined as void;
  root.addEventListener('submit', () => (resume = holdPreloads()), { capture: true });
  const unmount = mountSignIn(root, {
    state: (history.state as { usr?: unknown } | null)?.usr,
    onSignedIn: async ({ token, expiresAt, user }: TokenResponse) => {
      storeToken(token, expiresAt);
      if (!user) {
        location.replace('/auth/callback');
        return;
      }
      // Its first requests start now, while the app's scripts run (enterApp).
      const { enterApp } = await importAppModule('enter-app');
      const state = (history.state as { usr?: unknown } | null)?.usr; // the router's `from`, kept over a reload
      // The files fetched ahead go on once the home's first requests are under way: by then the first
      // wave is mostly in, and the bag form's files then come with the overview (issue 18, measured:
      // the bag form 0.73-0.99 s after the tap instead of 0.89-1.36 s, the figures as before).
      const entered = enterApp(user, (to) => void startAppAt(to, unmount), state);
      resume();
      await entered;
    },
  });
  void preloadApp().then(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => void loadApp());
    else void loadApp();
  });
}
