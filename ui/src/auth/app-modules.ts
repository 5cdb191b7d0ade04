import type * as AppStart from '../app-start';
import type * as EnterApp from './enter-app';

/**
 * The app's modules that the light sign-in page starts itself, by their sources. The page's own script
 * is built apart and put into the page (ui/light-script.vite-plugin.ts, issue 18: its files were a
 * round trip of their own on Fast 3G before the form could show), so it imports these by the file
 * names the build writes into the page's #app-entries block: the same URLs the app's own imports use,
 * hence the same module instances. Under the dev server, by their sources.
 */
export const APP_MODULES = {
  'app-start': 'src/app-start.tsx',
  'enter-app': 'src/auth/enter-app.ts',
} as const;

interface AppModules {
  'app-start': typeof AppStart;
  'enter-app': typeof EnterApp;
}

/** Links a style sheet once; resolves when it has loaded (or failed: the app still runs). */
const linkStyle = (href: string) =>
  new Promise<void>((done) => {
    if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return done();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = href;
    link.onload = link.onerror = () => done();
    document.head.append(link);
  });

/** The module, once the style sheets it needs are in (as Vite's own lazy imports do). */
export const importAppModule = async <K extends keyof AppModules>(
  name: K,
): Promise<AppModules[K]> => {
  const block = document.getElementById('app-entries');
  const entries = block ? (JSON.parse(block.textContent || '{}') as Record<string, string[]>) : {};
  const [file = `/${APP_MODULES[name]}`, ...styles] = entries[name] ?? [];
  await Promise.all(styles.map(linkStyle));
  return (await import(/* @vite-ignore */ file)) as AppModules[K];
};
