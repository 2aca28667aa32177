/**
 * One jest run for all three tiers: engine/unit specs next to the code (`*.spec.ts`),
 * integration specs against real Postgres/Redis (`*.int-spec.ts`) and e2e specs through HTTP
 * (`test/**\/*.e2e-spec.ts`). The global setup starts a private embedded Postgres (with one
 * migrated template database) and a private redis-server for the whole run.
 */
const { swcOptions, libEntries, libFolders } = require('./scripts/swc-options');

/**
 * `@prisma/schema-engine-wasm` (the migrations engine) ships only ES modules. Node 20.19+ can
 * `require()` them, but jest's module runtime cannot, so jest compiles that one package to
 * CommonJS; the rest of node_modules stays untransformed.
 */
const esmPackagesToCompile = ['@prisma/schema-engine-wasm'];
const swcJsOptions = { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2023' }, module: { type: 'commonjs' } };

/** @type {import('jest').Config} */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/libs/**/*.spec.ts',
    '<rootDir>/apps/**/*.spec.ts',
    '<rootDir>/test/**/*.spec.ts',
    '<rootDir>/libs/**/*.int-spec.ts',
    '<rootDir>/apps/**/*.int-spec.ts',
    '<rootDir>/test/**/*.int-spec.ts',
    '<rootDir>/test/**/*.e2e-spec.ts',
    // The browser tier: the web app in headless Chromium against the real server (test/browser).
    '<rootDir>/test/browser/**/*.browser-spec.ts',
  ],
  transform: { '^.+\\.ts$': ['@swc/jest', swcOptions], '^.+\\.js$': ['@swc/jest', swcJsOptions] },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackagesToCompile.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper: {
    ...Object.fromEntries(Object.entries(libEntries).map(([alias, entry]) => [`^${alias}$`, `<rootDir>/${entry}`])),
    ...Object.fromEntries(Object.entries(libFolders).map(([alias, folder]) => [`^${alias}/(.*)$`, `<rootDir>/${folder}/$1`])),
  },

  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  // Sized for a machine three times slower than a quiet one, with half to spare: a test or hook
  // that waits (HTTP, Postgres, jobs, processes) and takes up to 20 s on a quiet machine. Longer
  // tests set their own budget next to the test. CPU-bound synchronous tests cannot be timed out by jest: they are
  // bounded by counts instead. `npm run test:slow` (docs/testing.md) checks all of it under load.
  testTimeout: 120_000,
  maxWorkers: 2,
};
