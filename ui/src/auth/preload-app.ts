/**
 * Fetches the app's files ahead on the light sign-in page (issue 18), listed by the build in the page's
 * #app-chunks block (route-preload.vite-plugin.ts), in the order the app needs them after signing in.
 * Only after the page's load event (the form is up, and the load event does not wait for these), and
 * at most `PARALLEL` at a time: the browser has six connections a host, and the sign-in's request must
 * find one free at once (on Fast 3G each request holds its connection for at least 562 ms).
 */
const PARALLEL = 5;

const fetchAhead = (file: string) =>
  new Promise<void>((done) => {
    const link = document.createElement('link');
    const css = file.endsWith('.css');
    // A module preload also compiles the script, and the app's import() then finds it in the module map.
    link.rel = css ? 'preload' : 'modulepreload';
    if (css) link.as = 'style';
    link.crossOrigin = ''; // as the app's own module scripts and styles load (crossorigin)
    link.href = file;
    link.onload = link.onerror = () => done();
    document.head.append(link);
  });

const fetchAll = async (files: string[]) => {
  let next = 0;
  const lane = async () => {
    while (next < files.length) await fetchAhead(files[next++]);
  };
  await Promise.all(Array.from({ length: PARALLEL }, lane));
};

/**
 * Resolves once every listed file has been fetched (or has failed: the app's import tries again).
 * The block lists waves: the next starts once the one before is in (the app and the home first).
 */
export const preloadApp = (): Promise<void> =>
  new Promise((done) => {
    const block = document.getElementById('app-chunks');
    const waves = block ? (JSON.parse(block.textContent || '[]') as string[][]) : [];
    const start = async () => {
      for (const wave of waves) await fetchAll(wave);
      done();
    };
    if (document.readyState === 'complete') void start();
    else window.addEventListener('load', () => void start(), { once: true });
  });
