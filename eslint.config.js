// ESLint 9 flat config: typescript-eslint (recommended, not type-checked: fast) and the package
// boundaries of docs/architecture.md ("Packages and layers" table), enforced with three rules that
// do not override each other:
//   - import-x/no-cycle: no import cycle, within or across packages;
//   - import-x/no-restricted-paths: what each workspace package may import, by resolved file
//     (so `@cairn/infra` and `../../infra/src/x` are the same import), one zone per package;
//   - no-restricted-imports: libraries by name (express, database and queue clients, node:fs...).
//     In a flat config the last matching block replaces this rule's options, so every block below
//     lists the complete set for its files, and the blocks go from general to specific.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const SOURCE = ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'];

// ---- libraries, by import name (a name also covers its subpaths: `pg/lib/x`, `fs/promises`) ----
const names = (...list) =>
  `^(?:${list.map((n) => n.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(?:/.*)?$`;

const EXPRESS = {
  regex: names('express'),
  message:
    'express belongs to the HTTP layer: *.routes.ts, server.ts, main.ts or command-service/src/http/.',
};
// Every engine the product talks to (docs/architecture.md "Ports" and "Profiles"), and the in-memory
// engines that stand in for them.
const ENGINES = [
  'pg',
  '@electric-sql/pglite',
  'bullmq',
  'ioredis',
  'kafkajs',
  'mongodb',
  'mingo',
  '@eventstore/db-client',
  'tesseract.js',
];
const ENGINE_CLIENTS = {
  regex: names(...ENGINES),
  message:
    'Engine clients belong to adapters: *.{event-store,read-store,sql-client,blob-store,queue,transport,ocr-engine}.ts, infra/src/**/adapters/ or *.int.spec.ts.',
};
const PURE_CORE = {
  regex: names(
    ...ENGINES,
    'express',
    'node:fs',
    'fs',
    'node:net',
    'node:http',
    'node:https',
    'node:child_process',
    'node:worker_threads',
    'node:crypto',
    'crypto',
    '@cairn/infra',
  ),
  message: 'Deciders and projections are pure: no I/O, no engine, no infra (docs/architecture.md).',
};
// The clock and randomness arrive on the command (or the event): a decider or projection that
// reads them could not be replayed.
const IMPURE_CALLS = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Deciders and projections are pure: the clock arrives on the command or the event.',
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: 'Deciders and projections are pure: the clock arrives on the command or the event.',
  },
  {
    selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
    message: 'Deciders and projections are pure: new ids and random values arrive on the command.',
  },
  {
    selector: "CallExpression[callee.property.name='randomUUID']",
    message: 'Deciders and projections are pure: new ids arrive on the command.',
  },
];
const UI_SERVICES = {
  regex: names(
    '@cairn/infra',
    '@cairn/command-service',
    '@cairn/projection-service',
    '@cairn/worker',
  ),
  message:
    'ui/ may import @cairn/contracts only among the workspace packages (docs/architecture.md).',
};
const onlyLibraries = (...allowed) => ({
  // anything but these libraries and the package's own relative files
  regex: `^(?!(?:${allowed.join('|')})(?:/|$)|\\.{1,2}(?:/|$)).*`,
  message: `contracts/ imports zod only (docs/architecture.md)${allowed.length > 1 ? '; its tests also vitest' : ''}.`,
});
const restrict = (...patterns) => ['error', { patterns }];

const EXPRESS_ALLOWED = [
  '**/*.routes.ts',
  '**/server.ts',
  '**/main.ts',
  'command-service/src/http/**',
];
const ADAPTERS = [
  '**/*.{event-store,read-store,sql-client,blob-store,queue,transport,ocr-engine}.ts',
  'infra/src/**/adapters/**',
  '**/*.int.spec.ts',
  // infra files named after their engine, e.g. infra/src/sql/pg.notification-listener.ts
  'infra/src/**/{pg,pglite,postgres,bullmq,kafka,mongo,mongodb,redis,esdb}.*.ts',
];
const PURE = ['**/*.decider.ts', '**/*.projection.ts'];

// ---- workspace packages, by resolved file (docs/architecture.md "may import") ----
// A package may import its own files, the packages it is allowed, and npm libraries (which ones
// is the business of no-restricted-imports); anything else in the repository, by package name or
// by a relative path leaving the package, is reported.
const PACKAGES = {
  contracts: [],
  infra: ['contracts'],
  'projection-service': ['contracts', 'infra'],
  worker: ['contracts', 'infra'],
  'command-service': ['contracts', 'infra', 'projection-service'],
  ui: ['contracts'],
};
/** The composition root of the embedded profile, which also starts the worker in-process. */
// worker-reactors.ts: the one list of reactors the composition roots (the embedded app and the worker processes) run.
const COMPOSITION_ROOT = ['main', 'bootstrap', 'worker-reactors'];
const zones = [
  ...Object.entries(PACKAGES).map(([pkg, allowed]) => ({
    target: `./${pkg}`,
    from: '.',
    except: [
      `./${pkg}`,
      ...allowed.map((p) => `./${p}`),
      ...(pkg === 'command-service' ? ['./worker'] : []),
      './node_modules',
    ],
    message: allowed.length
      ? `${pkg}/ may import ${allowed.join(', ')} only among the workspace packages (docs/architecture.md).`
      : `${pkg}/ imports no other workspace package (docs/architecture.md).`,
  })),
  {
    // every command-service file but command-service/src/{main,bootstrap}.ts
    target: `./command-service/**/!(${COMPOSITION_ROOT.join('|')}).*`,
    from: './worker',
    message: `Only the composition root (command-service/src/{${COMPOSITION_ROOT.join(',')}}.ts) may import the worker; reactors belong in worker/ (docs/architecture.md).`,
  },
];

export default defineConfig(
  globalIgnores([
    '**/node_modules/**',
    'ui/dist/**',
    'data/**',
    '**/*.d.ts',
    'coverage/**',
    'test-results/**',
    // vendor/fs-node: a one-line CommonJS stand-in for an npm placeholder package (docs/epcis.md).
    'vendor/**',
  ]),

  tseslint.configs.recommended,

  {
    files: SOURCE,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: [
            '.ts',
            '.tsx',
            '.mts',
            '.cts',
            '.d.ts',
            '.js',
            '.jsx',
            '.mjs',
            '.cjs',
            '.json',
            '.node',
          ],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
          conditionNames: ['types', 'import', 'require', 'node', 'default'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
      // every other file: no express, no engine client
      'no-restricted-imports': restrict(EXPRESS, ENGINE_CLIENTS),
    },
  },
  // Type-aware rules: a switch over a union names every member (or ends in `unreachable(x)`), and
  // no `!` hides a value the types say may be missing.
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        // The build and tool scripts no package's tsconfig includes (vite plugins, configs, scripts).
        projectService: {
          allowDefaultProject: ['*.ts', 'ui/*.ts', 'worker/scripts/*.ts'],
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
        tsconfigRootDir: ROOT,
      },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  // The rules of hooks; the React Compiler's rules of the recommended set are for apps built with
  // the compiler, which this one is not.
  {
    files: ['ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Files and folders are kebab-case; a role suffix names what a file is, and each role lives in
  // the package that has it (docs/developing.md).
  {
    files: SOURCE,
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        {
          '{contracts,infra,projection-service,worker,command-service,ui}/{src,test}/**/':
            'KEBAB_CASE',
        },
      ],
      'check-file/folder-match-with-fex': [
        'error',
        {
          '*.{decider,handlers,routes}.ts': '**/command-service/src/**',
          '*.projection.ts': '**/projection-service/src/**',
          '*.reactor.ts': '**/worker/src/**',
          '*.{page,component,layout}.tsx': '**/ui/src/**',
          '*.schema.ts': '**/contracts/src/**',
        },
      ],
    },
  },
  { files: EXPRESS_ALLOWED, rules: { 'no-restricted-imports': restrict(ENGINE_CLIENTS) } },
  { files: ADAPTERS, rules: { 'no-restricted-imports': restrict(EXPRESS) } },
  {
    files: PURE,
    rules: {
      'no-restricted-imports': restrict(PURE_CORE),
      'no-restricted-syntax': ['error', ...IMPURE_CALLS],
    },
  },
  {
    files: ['ui/**'],
    rules: { 'no-restricted-imports': restrict(UI_SERVICES, EXPRESS, ENGINE_CLIENTS) },
  },
  { files: ['contracts/**'], rules: { 'no-restricted-imports': restrict(onlyLibraries('zod')) } },
  {
    files: ['contracts/**/*.spec.ts'],
    rules: { 'no-restricted-imports': restrict(onlyLibraries('zod', 'vitest')) },
  },
  // The one rule that needs data zod lacks: the common-password list both the server and the forms check (docs/decisions.md).
  {
    files: ['contracts/src/new-password.ts'],
    rules: {
      'no-restricted-imports': restrict(onlyLibraries('zod', '@zxcvbn-ts/language-common')),
    },
  },
  // The bench's limit scenarios measure the plain driver with no Cairn code between (issue 38).
  {
    files: ['bench/scenarios/limit.bench.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Tests read arbitrary JSON answers and index what they just made; the product code keeps the
  // contract types and proves what it reads.
  {
    files: ['**/*.spec.{ts,tsx}', 'command-service/test/**', 'bench/**', 'ui/src/testing/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
