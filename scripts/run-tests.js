#!/usr/bin/env node
/**
 * `npm test`: the steps before the tests (Prisma client, typecheck, the engine's API report, lint,
 * the formatting check, build), then one jest run of every tier, stopping at the first step that
 * fails, as `a && b && …` would. Each step's duration goes to `.test-steps.json`, jest's result
 * to `.test-results.json`; `.ci/run` and `npm run test:slow` print both (scripts/test-durations.js).
 * Arguments go to jest: `npm test -- test/e2e/tables.e2e-spec.ts`; a first argument `--jest-only`
 * skips the steps before.
 */
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const stepsFile = path.join(root, '.test-steps.json');
const jestBin = require.resolve('jest/bin/jest', { paths: [root] });

const args = process.argv.slice(2);
const jestOnly = args[0] === '--jest-only';
const jestArgs = jestOnly ? args.slice(1) : args;

const allSteps = [
  { name: 'prisma generate', command: 'npm', args: ['run', '--silent', 'prisma:generate'] },
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'api report', command: 'npm', args: ['run', '--silent', 'api:check'] },
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  { name: 'format', command: 'npm', args: ['run', '--silent', 'format:check'] },
  { name: 'build', command: 'npm', args: ['run', '--silent', 'build:apps'] },
  { name: 'jest', command: process.execPath, args: [jestBin, '--json', '--outputFile=.test-results.json', ...jestArgs] },
];
const steps = jestOnly ? allSteps.filter((s) => s.name === 'jest') : allSteps;

const record = [];
fs.rmSync(stepsFile, { force: true });
let status = 0;
for (const step of steps) {
  const started = Date.now();
  const run = spawnSync(step.command, step.args, { cwd: root, stdio: 'inherit' });
  status = run.status ?? 1;
  record.push({ name: step.name, ms: Date.now() - started, status });
  fs.writeFileSync(stepsFile, `${JSON.stringify(record, null, 2)}\n`);
  if (status !== 0) {
    console.error(`npm test: step "${step.name}" failed (${run.signal ? `signal ${run.signal}` : `exit ${status}`})`);
    break;
  }
}
process.exit(status);
