import type { Plugin } from 'vite';

const BLUEPRINT_SOURCE =
  /[\\/]node_modules[\\/]@blueprintjs[\\/][^\\/]+[\\/]lib[\\/]esm[\\/].+\.js$/;
const NODE_ENV_CHECK = /\b(?:Utils\.)?isNodeEnv\("(production|development)"\)/g;

/**
 * Blueprint guards its development warnings with `isNodeEnv("production")`, a function reading a
 * `NODE_ENV` global that its docs ask the bundler to define. Defined or not, the call stays a call,
 * so the bundler keeps every warning and its text (errors.js: 1.6 KB gzip of the hub app's first
 * route, issue 18). In a production build the answer is known: the checks become constants and the
 * dead branches and texts go.
 */
export function blueprintProduction(): Plugin {
  return {
    name: 'cairn-blueprint-production',
    apply: 'build',
    transform(code, id) {
      if (!BLUEPRINT_SOURCE.test(id.split('?')[0]) || !code.includes('isNodeEnv(')) return null;
      return {
        code: code.replace(NODE_ENV_CHECK, (_, env: string) => String(env === 'production')),
        map: null,
      };
    },
  };
}
