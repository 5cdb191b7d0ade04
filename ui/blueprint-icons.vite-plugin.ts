import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('@blueprintjs/icons/package.json'));
const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
};
const generated = join(packageDir, 'lib/esm/generated');
const ICON_NAMES_MODULE = /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/;

/** Where the icons are served, versioned so a Blueprint upgrade never meets a stale cached icon. */
export const ICONS_BASE = `assets/blueprint-icons-${version}`;
const SIZES = ['16', '20'] as const;

/** One icon's SVG paths as JSON: the generated module is `export default ["M…", …];`. */
function iconJson(size: string, name: string): string {
  const source = readFileSync(join(generated, `${size}px/paths/${name}.js`), 'utf8');
  const json = source.slice(source.indexOf('['), source.lastIndexOf(']') + 1);
  JSON.parse(json); // fail the build rather than ship a broken icon
  return json;
}

/**
 * Every icon of `names` in one size as one JSON object (name → paths): the app's icons of a size in
 * one request, not one each (issue 18: on Fast 3G each held one of six connections for a round trip
 * while the overview and the bag form needed them; the 105 icons are 11 KB gzip a size).
 */
export const iconSetJson = (size: string, names: string[]): string =>
  `{${names.map((name) => `${JSON.stringify(name)}:${iconJson(size, name)}`).join(',')}}`;

/** `add-column-left` → `AddColumnLeft` and `ADD_COLUMN_LEFT`, what change-case makes of Blueprint's names. */
const pascalName = (name: string) =>
  name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
const legacyName = (name: string) => name.replaceAll('-', '_').toUpperCase();

/**
 * Blueprint's iconNames.js runs change-case's pascalCase and snakeCase over all ~700 icon names when
 * the first script loads (the icon loader needs the set of names): tens of milliseconds of the
 * first route's main thread, more on a busy CPU. The same table made with plain string operations;
 * the build checks that both agree for every name, so a Blueprint upgrade cannot change it unseen.
 * The names come as one string, not Blueprint's enum module (a key and a value per icon): 68 KB of
 * source less on every first route (issue 18). A production build lists only the icons the code
 * names (`shownIconNames`): the ~700 names were 3.4 KB gzip of the hub app's first route.
 */
const iconNamesSource = (
  names: string[],
) => `const names = ${JSON.stringify(names.join(' '))}.split(' ');
const pascalName = ${pascalName.toString()};
const legacyName = ${legacyName.toString()};
export const IconNames = {};
for (const name of names) IconNames[pascalName(name)] = name;
for (const name of names) IconNames[legacyName(name)] = name;
export const IconNamesSet = new Set(names);
`;

const sourceFiles = (dir: string, pattern: RegExp): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path, pattern);
    return pattern.test(entry) ? [path] : [];
  });

/**
 * The icons anything in the bundle can ask for: every icon name written as a whole string in the
 * app's sources or in Blueprint's components (`icon="tick"`, `icon: 'add'`), and every
 * `IconNames.X` they use. An icon name put together at run time would be missed, so the app never
 * builds one (`icon={\`caret-${dir}\`}` fails the build). Blueprint loads no icon outside the set.
 */
export function shownIconNames(appSources: string): string[] {
  const all = iconNameList();
  const byKey = new Map(
    all.flatMap((name) => [
      [pascalName(name), name],
      [legacyName(name), name],
    ]),
  );
  const known = new Set(all);
  const shown = new Set<string>();
  const blueprint = ['core', 'select'].map((pkg) =>
    join(dirname(require.resolve(`@blueprintjs/${pkg}/package.json`)), 'lib/esm'),
  );
  const files = [
    ...sourceFiles(appSources, /\.tsx?$/),
    ...blueprint.flatMap((dir) => sourceFiles(dir, /\.js$/)),
  ];
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    if (/icon\w*[=:]\s*\{?\s*`[^`]*\$\{/i.test(code))
      throw new Error(`blueprint-icons.vite-plugin: ${file} builds an icon name at run time`);
    for (const [, name] of code.matchAll(/['"`]([a-z0-9-]+)['"`]/g))
      if (known.has(name)) shown.add(name);
    for (const [, key] of code.matchAll(/\bIconNames\.([A-Za-z0-9_]+)/g)) {
      const name = byKey.get(key);
      if (name) shown.add(name);
    }
  }
  return [...shown].sort();
}

/** Every icon name, from Blueprint's generated enum of the 16 px set (the 20 px set has the same names). */
function iconNameList(): string[] {
  const source = readFileSync(join(generated, '16px/blueprint-icons-16.js'), 'utf8');
  const names = [...source.matchAll(/BlueprintIcons_16\["\w+"\] = "([a-z0-9-]+)";/g)].map(
    (match) => match[1],
  );
  if (names.length < 500)
    throw new Error(
      'blueprint-icons.vite-plugin: the icon names of blueprint-icons-16.js were not found',
    );
  return names;
}

function checkIconNames() {
  const { pascalCase, snakeCase } = createRequire(join(packageDir, 'package.json'))(
    'change-case',
  ) as Record<string, (s: string) => string>;
  const names = iconNameList();
  for (const name of names) {
    if (
      pascalCase(name) !== pascalName(name) ||
      snakeCase(name).toUpperCase() !== legacyName(name)
    ) {
      throw new Error(
        `blueprint-icons.vite-plugin: the icon name ${name} needs change-case; drop the iconNames.js replacement`,
      );
    }
  }
}

/**
 * Blueprint's built-in loaders put every icon of a size into one chunk, and a bundler glob over
 * the ~1,400 icon modules puts a table of all of them into the main chunk. Instead the icons the
 * app can show are a static JSON file a size (`16.json`, `20.json`) that src/shell/icons.ts fetches
 * the first time an icon of that size shows; each icon is a file of its own too, for a name the set
 * lacks. Nothing in the scripts grows with the number of icons.
 */
export function blueprintIconAssets(): Plugin {
  let names: string[] = [];
  return {
    name: 'cairn-blueprint-icon-assets',
    config: () => ({ define: { __BLUEPRINT_ICONS_BASE__: JSON.stringify(ICONS_BASE) } }),
    // The dev server keeps every name: an icon added while it runs shows without a restart.
    configResolved: (config) => {
      names =
        config.command === 'build' ? shownIconNames(join(config.root, 'src')) : iconNameList();
    },
    buildStart: checkIconNames,
    load: (id) => (ICON_NAMES_MODULE.test(id.split('?')[0]) ? iconNamesSource(names) : null),
    configureServer(server) {
      server.middlewares.use(`/${ICONS_BASE}/`, (req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const set = /^\/(16|20)\.json$/.exec(path);
        const one = /^\/(16|20)\/([a-z0-9-]+)\.json$/.exec(path);
        if (!set && !one) return next();
        try {
          res.setHeader('content-type', 'application/json');
          res.end(set ? iconSetJson(set[1], names) : one ? iconJson(one[1], one[2]) : '');
        } catch {
          res.statusCode = 404;
          res.end();
        }
      });
    },
    generateBundle() {
      for (const size of SIZES) {
        this.emitFile({
          type: 'asset',
          fileName: `${ICONS_BASE}/${size}.json`,
          source: iconSetJson(size, names),
        });
        for (const file of readdirSync(join(generated, `${size}px/paths`))) {
          if (!file.endsWith('.js') || file === 'index.js') continue;
          const name = file.slice(0, -'.js'.length);
          this.emitFile({
            type: 'asset',
            fileName: `${ICONS_BASE}/${size}/${name}.json`,
            source: iconJson(size, name),
          });
        }
      }
    },
  };
}
