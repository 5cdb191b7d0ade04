import { resolve } from 'node:path';
import { build, type Plugin, type PluginOption, type Rollup } from 'vite';

/**
 * A page whose module script is built apart and written into the page itself (the light sign-in
 * page, issue 18): on Fast 3G its four files were a round trip of their own (~600 ms) after the page
 * before the form could show. Its imports are bundled into it, but never the app's: the modules it
 * starts (`appModules`, src/auth/app-modules.ts) are entries of the app's build, kept with their
 * exports, and the page imports them by the file names written into its #app-entries block, so the
 * app finds the same module instances later. What the script loads lazily (the German texts) goes
 * to assets/light-*. The server allows the inline script by its hash (content-security-policy.ts).
 */
export interface LightScript {
  html: string;
  entry: string;
  appModules: Record<string, string>;
  /** The plugins the script's own modules need (catalogs, contracts), fresh for its build. */
  plugins: () => PluginOption[];
}

const ENTRY_FILE = 'light.js';

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The style sheets of a chunk and of the chunks it imports statically, each once. */
const stylesOf = (
  chunk: Chunk,
  bundle: Rollup.OutputBundle,
  seen = new Set<string>(),
): string[] => {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const imported = chunk.imports.flatMap((file) => {
    const output = bundle[file];
    return output?.type === 'chunk' ? stylesOf(output, bundle, seen) : [];
  });
  return [...new Set([...imported, ...(chunk.viteMetadata?.importedCss ?? [])])];
};

export function lightScript({ html, entry, appModules, plugins }: LightScript): Plugin {
  let root = '';
  let target: string | string[] | false = 'modules';
  let built: Promise<Rollup.OutputChunk[]> | null = null;
  const page = () => resolve(root, html);

  const buildScript = async (): Promise<Rollup.OutputChunk[]> => {
    const result = await build({
      configFile: false,
      root,
      base: '/',
      logLevel: 'warn',
      plugins: plugins(),
      build: {
        write: false,
        copyPublicDir: false,
        modulePreload: false,
        target,
        rolldownOptions: {
          input: resolve(root, entry),
          output: { entryFileNames: ENTRY_FILE, chunkFileNames: 'assets/light-[name]-[hash].js' },
        },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    return outputs.flatMap(({ output }) =>
      output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk'),
    );
  };

  return {
    name: 'cairn-light-script',
    apply: 'build',
    config: (config) => ({
      build: {
        rolldownOptions: {
          // The app's modules the page imports by URL keep their exports (an app build drops them).
          preserveEntrySignatures: 'allow-extension',
          input: Object.fromEntries(
            Object.entries(appModules).map(([name, module]) => [
              name,
              resolve(config.root ?? '', module),
            ]),
          ),
        },
      },
    }),
    configResolved(config) {
      root = config.root;
      target = config.build.target;
    },
    buildStart() {
      built = buildScript();
    },
    // The page's own script tag is left out of the app's build: the script comes built apart.
    transformIndexHtml: {
      order: 'pre',
      handler(source, context) {
        if (context.filename !== page()) return source;
        const tag = `<script type="module" src="/${entry}"></script>`;
        if (!source.includes(tag))
          throw new Error(`light-script.vite-plugin: ${html} has no ${tag}`);
        return source.replace(tag, '');
      },
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        if (!built) throw new Error('light-script.vite-plugin: the script was not built');
        const chunks = await built;
        const asset = bundle[html];
        if (!asset || asset.type !== 'asset')
          throw new Error(`light-script.vite-plugin: ${html} is not in the build`);
        // Each module's file, then the style sheets it and its imports need: an entry's styles are
        // the page's to link (Vite links them only for its own import() calls).
        const files: Record<string, string[]> = {};
        for (const [name, module] of Object.entries(appModules)) {
          const id = resolve(root, module);
          const chunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId === id,
          );
          if (!chunk || chunk.type !== 'chunk')
            throw new Error(`light-script.vite-plugin: ${module} is not an entry`);
          files[name] = [chunk.fileName, ...stylesOf(chunk, bundle)].map((file) => `/${file}`);
        }
        let script = '';
        for (const chunk of chunks) {
          // Its lazy imports resolve against the page's address (/sign-in), not a file's: absolute.
          const code = chunk.code.replace(/([`"'])\.\/assets\//g, '$1/assets/');
          if (chunk.fileName === ENTRY_FILE) script = code.trim();
          else this.emitFile({ type: 'asset', fileName: chunk.fileName, source: code });
        }
        if (!script) throw new Error(`light-script.vite-plugin: ${entry} built no script`);
        if (/<\/script|<!--/i.test(script))
          throw new Error(`light-script.vite-plugin: ${entry} holds text that ends a script`);
        const blocks =
          `<script type="application/json" id="app-entries">${JSON.stringify(files)}</script>\n` +
          `  <script type="module">${script}</script>\n  `;
        const source = String(asset.source);
        const body = source.lastIndexOf('</body>');
        asset.source = source.slice(0, body) + blocks + source.slice(body);
      },
    },
  };
}
