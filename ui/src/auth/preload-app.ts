/**
 * Fetches the app's files ahead on the light sign-in page (issue 18), listed by the build in the page's
 * #app-chunks block (route-preload.vite-plugin.ts), in the order the app needs them after signing in.
 * From the moment the form is up (the page's script is in the page itself), at most `PARALLEL` at a
 * time and below the sign-in's priority: the browser has six connections a host, and the sign-in's
 * request must find one free at once (on Fast 3G each request holds its connection for 562 ms or more).
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
    // Below the sign-in's request: a connection that frees goes to it first.
    link.fetchPriority = 'low';
    link.href = file;
    link.onload = link.onerror = () => done();
    document.head.append(link);
  });

/**
 * While the sign-in is under way, no later wave's file starts: each would hold one of the six
 * connections for a round trip, and the sign-in and the home's first requests queued behind the bag
 * form's files (issue 18, measured: the overview's figures came 450 ms later). Those under way go on.
 * At most `HOLD_MS`: a sign-in that is refused or never answers lets the files go on.
 */
const HOLD_MS = 4_000;
let held: Promise<void> | null = null;
let release = () => undefined as void;

/** Holds the files not yet started until the returned function is called (or `HOLD_MS` passed). */
export const holdPreloads = (): (() => void) => {
  held ??= new Promise<void>((resume) => {
    const timer = setTimeout(() => release(), HOLD_MS);
    release = () => {
      clearTimeout(timer);
      held = null;
      resume();
    };
  });
  return () => release();
};

const fetchAll = async (files: string[], holdable: boolean) => {
  let next = 0;
  const lane = async () => {
    for (;;) {
      while (holdable && held) await held;
      if (next >= files.length) return;
      await fetchAhead(files[next++]);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, lane));
};

/**
 * Resolves once every listed file has been fetched (or has failed: the app's import tries again).
 * The block lists waves: the next starts once the one before is in (the app and the home first,
 * which the sign-in's answer needs: a hold keeps back the later waves only).
 */
export const preloadApp = (): Promise<void> =>
  new Promise((done) => {
    const block = document.getElementById('app-chunks');
    const waves = block ? (JSON.parse(block.textContent || '[]') as string[][]) : [];
    const start = async () => {
      for (const [index, wave] of waves.entries()) await fetchAll(wave, index > 0);
      done();
    };
    void start();
  });
