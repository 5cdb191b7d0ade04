import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { blueprintIconAssets } from './blueprint-icons.vite-plugin.ts';
import { blueprintProduction } from './blueprint-production.vite-plugin.ts';
import { contractsTreeShaking } from './contracts-tree-shaking.vite-plugin.ts';
import { i18nCatalogs } from './i18n-catalogs.vite-plugin.ts';
import { inlineScripts } from './inline-scripts.vite-plugin.ts';
import { lightScript } from './light-script.vite-plugin.ts';
import { precompress } from './precompress.vite-plugin.ts';
import { routePreload } from './route-preload.vite-plugin.ts';
import { serviceWorker } from './service-worker.vite-plugin.ts';
import { APP_MODULES } from './src/auth/app-modules.ts';

// The first routes whose chunks index.html starts loading at once (route-preload.vite-plugin.ts):
// the pages people open directly (the homes of admins and hub operators, the review list).
const ADMIN_LAYOUT = 'src/shell/admin-layout.tsx';
const FIRST_ROUTES = {
  '^/admin/hubs/?$': [ADMIN_LAYOUT, 'src/admin/hubs/hub-list.page.tsx'],
  '^/admin/hub-events/?$': [ADMIN_LAYOUT, 'src/review/hub-events.page.tsx'],
  '^/hub-overview/?$': ['src/hub-app/hub-overview.page.tsx'],
  '^/sign-in/?$': ['src/auth/sign-in.page.tsx'],
  // Not opened directly, but fetched ahead from the sign-in page and the overview (public/route-preload.js,
  // issue 18): the hub app's most used form.
  '^/register-material-bag(/|$)': ['src/hub-app/register-material-bag.page.tsx'],
};

/**
 * Blueprint and the libraries under it, in one chunk: left to itself the bundler cuts them into
 * some twenty small shared chunks (card, tag, overlay, popover...), and a first visit asked for
 * 40 scripts over the browser's 6 connections, a queue of round trips longer than the download.
 * Its icon paths stay apart: they load one by one, never all (blueprint-icons.vite-plugin.ts).
 */
const BLUEPRINT =
  /[\\/]node_modules[\\/](@blueprintjs|@floating-ui|react-transition-group|dom-helpers|@babel[\\/]runtime|tslib|classnames|change-case|[a-z]+-case)[\\/]/;
// React and React DOM apart, at higher priorities: else they join the Blueprint chunk (a dependency
// of it), and the early entry (src/shell/first-requests.ts), which needs React (not React DOM)
// through SWR, would wait for Blueprint.
const REACT = /[\\/]node_modules[\\/](react|react-router)[\\/]/;
const REACT_DOM = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;
// CommonJS development builds are in the module graph until the bundler drops the dead branch
// that requires them; a group that captures them keeps them (twice React's size): leave them out.
const DEVELOPMENT = /\.development\.js$/;
/**
 * The parts of Blueprint that no first screen uses (the select package's suggest and multi-select,
 * tag input, popovers on popper.js, menus and tooltips on floating-ui, overlays, dialogs and toasts
 * with their transitions: the notification bell, ConfirmButton and the toaster load them on first
 * use) in a second chunk: in the first one they were a third of what the hub app's
 * first screen loaded of Blueprint (issue 18).
 */
const BLUEPRINT_FORMS =
  /[\\/]node_modules[\\/](@blueprintjs[\\/]select|@floating-ui|@popperjs|react-popper|react-fast-compare|react-transition-group|dom-helpers)[\\/]|[\\/]@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]components[\\/](popover|popover-next|tag-input|tooltip|menu|context-menu|breadcrumbs|overlay|overlay2|portal|dialog|drawer|toast|panel-stack|alert|section|control-card|progress-bar|html-table|resize-sensor)[\\/]|[\\/]@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]components[\\/]forms[\\/](textArea|radioGroup)\.js$/;
// Its styles stay with the core's: main.tsx imports every Blueprint style sheet up front.
const formsScript = (id: string) => BLUEPRINT_FORMS.test(id) && !/\.css$/.test(id);
/**
 * What the hub app's forms share (picture step and camera, evidence gate, idempotency key, the
 * registration rules), in one chunk: apart they were ten small files, and fetching the bag form
 * ahead (public/route-preload.js) took three rounds of the browser's six connections on Fast 3G,
 * still going on when the sign-in was sent (issue 18). None of them is in a first route. Their
 * catalog too: the overview's panels that read it (not the first route's) lead to these forms.
 */
const HUB_FORMS =
  /[\\/](ui[\\/]src[\\/](hub-app[\\/](picture-step|hub-forms\.messages|evidence[\\/](hub-gate|use-save-to-overview|evidence-form|material-source-field))|auto-review[\\/]immediate-(review|warnings)|common[\\/](camera-capture|file-picker|use-idempotency-key|use-camera-stream\.hook|use-geolocation\.hook))|contracts[\\/]src[\\/](registration\.schema|weight-from-text|plate-from-text))\.tsx?$|[\\/]ui[\\/]src[\\/]hub-app[\\/]hub-forms\.en\.json$/;
/**
 * The sign-in page's first requests in fewer files (issue 18): on Fast 3G each request holds one of
 * the browser's six connections for at least 562 ms, so the 25 files it loaded took five rounds
 * whatever their size. What every first route needs besides the entry (the request helper, SWR,
 * the session, the first requests, i18n, the upload client) is one chunk; zod with the contracts
 * that are schemas (whoever needs one needs zod) another; the form fields a third.
 */
const APP_CORE =
  /[\\/](ui[\\/]src[\\/](api[\\/][\w-]+|i18n|shell[\\/]first-requests\.map|hub-app[\\/](overview-first-requests|overview-tabs|(recycler|processing)[\\/]ongoing-processing)|common[\\/](file-upload\.api|material-label)|auth[\\/](sign-in-failure|return-path))\.tsx?$|ui[\\/]src[\\/](locales[\\/]common\.en\.json|hub-app[\\/]hub-app\.(en\.json|messages\.ts))$|contracts[\\/]src[\\/](messages|regions|roles-and-features|error-body|time-zone|defined|material-type-labels|units)\.ts$|node_modules[\\/](swr|use-sync-external-store|dequal|idb|@lingui[\\/](core|message-utils))[\\/])/;
/**
 * What the hub overview shares with other screens (dates, figures, the pipeline's stages, the ongoing
 * units, the hub's settings) in one chunk: apart they were seven files of 1-2 KB, two rounds of
 * round trips on Fast 3G after signing in on the light page, which fetches them ahead (issue 18).
 */
const HUB_OVERVIEW_SHARED =
  /[\\/]ui[\\/]src[\\/](common[\\/](dates|format|review-status-tag|enum-label)|hub-app[\\/](pipeline-stages|ongoing-grading|use-hub-config\.hook|clearance[\\/]loaded-clearances|outbox[\\/](outbox|outbox\.store|outbox-delivery|outbox-status)))\.tsx?$/;
const ZOD =
  /[\\/](node_modules[\\/]zod[\\/]|contracts[\\/]src[\\/](enums|material-types|validation|auto-review\.schema)\.ts$)/;
/**
 * The forms' small shared modules (fields, server field errors, toasts, times) in one chunk: the light
 * sign-in page fetches the bag form ahead while the person signs in, and each file holds one of five
 * lanes for a round trip (issue 18: eight files of 0.1-0.7 KB were the last of that queue).
 */
const FORM_FIELDS =
  /[\\/](ui[\\/]src[\\/](common[\\/](text-field|field-frame|select-field|apply-field-errors|text)|shell[\\/]toaster|auto-review[\\/]relative-time)\.tsx?$|contracts[\\/]src[\\/]future-time\.ts$|node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/])/;
/**
 * The catalogs of the small widgets (pager, dialogs, camera, file picker) and of the product labels,
 * in one file: apart they were two of the bag form's files of under 1 KB, a round trip each (issue 18).
 */
const COMMON_LABELS =
  /[\\/]ui[\\/]src[\\/]common[\\/](widgets|product-labels)\.(messages\.ts|en\.json)$/;
const ICON_PATHS =
  /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/](generated[\\/]\d+px[\\/]paths|allPaths|paths-loaders)/;

export default defineConfig({
  plugins: [
    react(),
    blueprintIconAssets(),
    blueprintProduction(),
    contractsTreeShaking(),
    i18nCatalogs(),
    routePreload(FIRST_ROUTES, 'src/shell/first-requests.ts', {
      html: 'sign-in.html',
      // After signing in: the home's first requests (enterApp), the app and the hub overview; then
      // the bag form, which would otherwise share the link with the overview's own scripts.
      modules: [
        ['src/auth/enter-app.ts', 'src/app-start.tsx', 'src/hub-app/hub-overview.page.tsx'],
        ['src/hub-app/register-material-bag.page.tsx'],
      ],
    }),
    lightScript({
      html: 'sign-in.html',
      entry: 'src/auth/sign-in.entry.ts',
      appModules: APP_MODULES,
      plugins: () => [contractsTreeShaking(), i18nCatalogs()],
    }),
    inlineScripts(['zod-config.js', 'route-preload.js']),
    precompress(),
    serviceWorker(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // Browsers without module preloads (none the app supports) would only fetch later: a script less.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: (id) => REACT.test(id) && !DEVELOPMENT.test(id), priority: 4 },
            {
              name: 'react-dom',
              test: (id) => REACT_DOM.test(id) && !DEVELOPMENT.test(id),
              priority: 3,
            },
            // Core first: the forms group would otherwise pull the core in with it (a group takes its modules' dependencies).
            {
              name: 'blueprint',
              test: (id) =>
                BLUEPRINT.test(id) &&
                !formsScript(id) &&
                !ICON_PATHS.test(id) &&
                !DEVELOPMENT.test(id),
              priority: 2,
            },
            { name: 'hub-forms', test: HUB_FORMS, includeDependenciesRecursively: false },
            {
              name: 'app-core',
              // Vite's preload helper too: else it lands in Blueprint's chunk.
              test: (id) => APP_CORE.test(id) || /vite[\\/]preload-helper/.test(id),
              includeDependenciesRecursively: false,
              // Above Blueprint's: its icon loaders' dynamic imports use the helper, and that group takes dependencies.
              priority: 5,
            },
            {
              name: 'hub-overview-shared',
              test: HUB_OVERVIEW_SHARED,
              includeDependenciesRecursively: false,
            },
            { name: 'zod', test: ZOD, includeDependenciesRecursively: false },
            { name: 'form-fields', test: FORM_FIELDS, includeDependenciesRecursively: false },
            { name: 'common-labels', test: COMMON_LABELS, includeDependenciesRecursively: false },
            {
              name: 'blueprint-forms',
              test: (id) => formsScript(id) && !DEVELOPMENT.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
