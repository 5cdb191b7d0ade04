import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG = /\.(en|de)\.json$/;

/**
 * The translation catalogs (`*.en.json`, `*.de.json`, src/i18n.ts) compiled at build time with Lingui's
 * own message compiler, as its CLI does: the app then ships without the ICU parser (its runtime
 * is 2 KB), and a malformed message fails the build rather than a screen.
 */
export const i18nCatalogs = (): Plugin => ({
  name: 'cairn-i18n-catalogs',
  enforce: 'pre',
  apply: 'build',
  transform(code, id) {
    if (!CATALOG.test(id.split('?')[0])) return null;
    const messages = JSON.parse(code) as Record<string, string>;
    const compiled = Object.fromEntries(
      Object.entries(messages).map(([key, text]) => {
        const message = compileMessage(text);
        // A plain text stays a string (src/i18n.ts reads it as its own compiled form).
        return [key, message.length === 1 && typeof message[0] === 'string' ? message[0] : message];
      }),
    );
    return { code: JSON.stringify(compiled), map: null };
  },
});
