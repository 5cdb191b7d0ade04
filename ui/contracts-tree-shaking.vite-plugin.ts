import type { Plugin } from 'vite';

const CONTRACTS_SOURCE = /[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/;

/**
 * @cairn/contracts is one barrel of zod schemas built at module level. Calls are not known to be
 * free of side effects, so importing one enum from the barrel put every schema, and all of zod,
 * into the first script, and built them all before the first screen. The contracts only define
 * values (no registration, no global state): marking their modules side-effect free lets the
 * bundler leave out the modules a chunk does not use.
 */
export function contractsTreeShaking(): Plugin {
  return {
    name: 'cairn-contracts-tree-shaking',
    transform: (code, id) =>
      CONTRACTS_SOURCE.test(id.split('?')[0])
        ? { code, map: null, moduleSideEffects: false }
        : null,
  };
}
