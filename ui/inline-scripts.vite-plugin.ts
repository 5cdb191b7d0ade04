import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Whole-line comments and the trailing ones after code: these scripts hold no string with `//`. */
const withoutComments = (code: string) =>
  code
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .map((line) => line.replace(/\s+\/\/ .*$/, ''))
    .join('\n')
    .trim();

/**
 * The classic scripts of ui/public that index.html names (zod's settings, the route preloads) go
 * into the page itself: each was a request of its own before anything else could start (issue 18:
 * 562 ms a round trip on Fast 3G; zod-config.js even held the parser), and they count among the
 * first route's scripts. The server allows exactly these inline scripts by their hashes
 * (command-service/src/http/content-security-policy.ts), never inline scripts in general.
 */
export function inlineScripts(files: string[]): Plugin {
  let root = '';
  return {
    name: 'cairn-inline-scripts',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (basename(context.filename) !== 'index.html') return html;
        let out = html;
        for (const file of files) {
          const tag = new RegExp(`<script src="/${file.replace('.', '\\.')}"( async)?></script>`);
          if (!tag.test(out))
            throw new Error(`inline-scripts.vite-plugin: index.html has no ${file}`);
          const code = withoutComments(readFileSync(resolve(root, 'public', file), 'utf8'));
          if (code.includes('</script')) throw new Error(`inline-scripts.vite-plugin: ${file}`);
          out = out.replace(tag, () => `<script>${code}</script>`);
        }
        return out;
      },
    },
  };
}
