import { basename, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** A chunk's file, the files it imports statically (recursively) and their styles. */
const closure = (
  chunk: Chunk,
  byFile: Map<string, Chunk>,
  into = new Set<string>(),
): Set<string> => {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const file of chunk.imports) {
    const imported = byFile.get(file);
    if (imported) closure(imported, byFile, into);
  }
  return into;
};

/**
 * A page of its own (the light sign-in page, issue 18) that fetches the app ahead: `modules` in
 * waves, each fetched once the one before is in, in the order the app needs them once the person
 * has signed in; written into the page's #app-chunks block, less what the page has loaded already
 * and what an earlier wave has (src/auth/preload-app.ts reads it).
 */
export interface LightPage {
  html: string;
  modules: string[][];
}

/**
 * The server answers every path with the same index.html, so it cannot name the route's chunks;
 * the router finds them only after the first script has run. This writes, per path pattern, the
 * chunks of the route's lazy modules (their own imports included, the entry's left out: index.html
 * preloads those) into a JSON block that public/route-preload.js reads on arrival. `routes` maps a
 * path pattern to the modules the router loads there (layout and page, as in src/routes.tsx); a
 * stale entry only preloads a chunk for nothing, and a module that is no chunk fails the build.
 */
export function routePreload(
  routes: Record<string, string[]>,
  early?: string,
  light?: LightPage,
): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'cairn-route-preload',
    apply: 'build',
    // `early` is an entry of its own (index.html's module scripts would be one entry with the app's):
    // it runs once its own few imports are in, not after every script of the app.
    config: (config) =>
      early
        ? {
            build: {
              rolldownOptions: {
                input: {
                  index: resolve(config.root ?? '', 'index.html'),
                  early: resolve(config.root ?? '', early),
                  ...(light ? { light: resolve(config.root ?? '', light.html) } : {}),
                },
              },
            },
          }
        : {},
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const chunks = Object.values(context.bundle).filter(
          (output): output is Chunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        if (light && context.filename === resolve(root, light.html))
          return lightPage(html, context.bundle, chunks, byFile, light, root, base);
        if (basename(context.filename) !== 'index.html') return html;
        const byModule = new Map(
          chunks
            .filter((chunk) => chunk.facadeModuleId)
            .map((chunk) => [chunk.facadeModuleId, chunk]),
        );
        const loaded = new Set<string>();
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry, byFile, loaded);
        const map: Record<string, string[]> = {};
        for (const [pattern, modules] of Object.entries(routes)) {
          const files = new Set<string>();
          for (const module of modules) {
            const chunk = byModule.get(resolve(root, module));
            if (!chunk)
              throw new Error(
                `route-preload.vite-plugin: ${module} (for ${pattern}) is not a chunk of its own`,
              );
            for (const file of closure(chunk, byFile))
              if (!loaded.has(file)) files.add(`${base}${file}`);
          }
          map[pattern] = [...files];
        }
        const earlyChunk = early ? byModule.get(resolve(root, early)) : undefined;
        if (early && !earlyChunk)
          throw new Error(`route-preload.vite-plugin: ${early} is not an entry`);
        // The early entry's own imports, else found one level at a time as each arrives (a round
        // trip each); the app entry's are preloaded by Vite already.
        const earlyImports = earlyChunk
          ? [...closure(earlyChunk, byFile)].filter(
              (file) =>
                file !== earlyChunk.fileName && file.endsWith('.js') && !html.includes(`/${file}"`),
            )
          : [];
        // Before the module scripts, so the browser asks for them first (6 connections a host).
        const tags = `<script type="application/json" id="route-chunks">${JSON.stringify(map)}</script>\n    <script src="${base}route-preload.js" async></script>\n    ${
          earlyChunk
            ? `<script type="module" crossorigin src="${base}${earlyChunk.fileName}"></script>\n    ${earlyImports
                .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">\n    `)
                .join('')}`
            : ''
        }`;
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('route-preload.vite-plugin: index.html has no module script');
        return html.slice(0, at) + tags + html.slice(at);
      },
    },
  };
}

/** The light page's #app-chunks block: the files of `light.modules`, their imports and styles. */
const lightPage = (
  html: string,
  bundle: Rollup.OutputBundle,
  chunks: Chunk[],
  byFile: Map<string, Chunk>,
  light: LightPage,
  root: string,
  base: string,
): string => {
  const own = new Set<string>();
  for (const chunk of chunks)
    if (chunk.isEntry && chunk.facadeModuleId === resolve(root, light.html))
      closure(chunk, byFile, own);
  const waves = light.modules.map((modules) => {
    const files = new Set<string>();
    for (const module of modules) {
      const id = resolve(root, module);
      const chunk = chunks.find((c) => c.moduleIds.includes(id));
      if (!chunk) throw new Error(`route-preload.vite-plugin: ${module} is in no chunk`);
      for (const file of closure(chunk, byFile)) if (!own.has(file)) files.add(file);
    }
    for (const file of files) own.add(file);
    return [...files];
  });
  // The largest file of the first wave that the sign-in's answer does not run first starts with the
  // page, as a prefetch (not compiled, the load event does not wait for it): the link is idle while
  // the person types. Only one: every request under way shares the link's capacity, and the sign-in's
  // answer runs the first wave's first module and its imports (React, the request helper) at once,
  // which the page's lanes fetch first; with the largest four early, those came in after the answer
  // and held the home's first requests 550 ms (issue 18, measured on a cheap phone).
  const size = (file: string) => {
    const output = bundle[file];
    if (!output) return 0;
    return output.type === 'chunk' ? output.code.length : String(output.source).length;
  };
  const first = waves[0]?.length ? answerFirst(light, chunks, byFile, root) : new Set<string>();
  const early = [...(waves[0] ?? [])]
    .filter((file) => !first.has(file))
    .sort((a, b) => size(b) - size(a))
    .slice(0, 1);
  const links = early
    .map(
      (file) =>
        `<link rel="prefetch" as="${file.endsWith('.css') ? 'style' : 'script'}" crossorigin href="${base}${file}">`,
    )
    .join('\n    ');
  const listed = waves.map((wave) =>
    wave.filter((file) => !early.includes(file)).map((file) => `${base}${file}`),
  );
  const block = `<script type="application/json" id="app-chunks">${JSON.stringify(listed)}</script>\n  `;
  const head = html.indexOf('</head>');
  const body = html.indexOf('</body>');
  return html.slice(0, head) + `  ${links}\n  ` + html.slice(head, body) + block + html.slice(body);
};

/** The files of the light page's first module (the first wave's first), its imports included. */
const answerFirst = (
  light: LightPage,
  chunks: Chunk[],
  byFile: Map<string, Chunk>,
  root: string,
): Set<string> => {
  const id = resolve(root, light.modules[0][0]);
  const chunk = chunks.find((c) => c.moduleIds.includes(id));
  return chunk ? closure(chunk, byFile) : new Set<string>();
};
