/**
 * Installs the service worker (ui/service-worker.vite-plugin.ts) once the page has loaded, so its
 * precaching never competes with the first route. Only built apps have /sw.js.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => { navigator.serviceWorker.register('/sw.js').catch(() => undefined); };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
