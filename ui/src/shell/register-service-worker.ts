/** How long the hub app has been on screen before a first install starts its precaching. */
const FIRST_INSTALL_DELAY_MS = 5_000;
let requested = false;

/**
 * Installs the service worker (ui/service-worker.vite-plugin.ts) for the hub app. A first install
 * precaches every script of the app: on a phone's slow network that download shared the line with
 * signing in, the overview and the first form (bench U2), so it waits until the hub app has been on
 * screen a while and the page is idle. A phone that already has it registers at once (an update check
 * fetches only what changed). Only built apps have /sw.js.
 */
export function registerServiceWorker(): void {
  if (requested || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  requested = true;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (navigator.serviceWorker.controller) return register();
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 5_000 })
      : register();
  const later = () => setTimeout(whenIdle, FIRST_INSTALL_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
