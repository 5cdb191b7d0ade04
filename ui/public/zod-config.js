// Runs before the app's modules: zod compiles fast parsers with `new Function` and probes for it when
// the first schema is made; the content security policy (script-src 'self', no 'unsafe-eval') refuses
// that and the browser reports a violation on every page. The forms' schemas are small: zod's
// interpreted parser is enough. zod reads its settings from this global (zod/v4/core/core.js), so it
// must be set before zod loads; a module could not run early enough once bundled into chunks.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
