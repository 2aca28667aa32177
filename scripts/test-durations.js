#!/usr/bin/env node
/**
 * Prints where the time of the last `npm test` went: each step before the tests
 * (`.test-steps.json`, written by scripts/run-tests.js), each tier of the jest run (unit
 * `*.spec.ts`, integration `*.int-spec.ts`, e2e `*.e2e-spec.ts`, browser `*.browser-spec.ts`) and the slowest files
 * (`.test-results.json`). `--tests N` adds the N slowest single tests. Prints what it has and
 * never fails: `.ci/run` calls it before its closing line.
 *
 * A tier's time is summed over its files (jest runs files side by side on its workers, so the
 * tiers overlap); "wall" is from its first file's start to its last file's end.
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const TIERS = [
  { name: 'browser', test: (file) => file.endsWith('.browser-spec.ts') },
  { name: 'e2e', test: (file) => file.endsWith('.e2e-spec.ts') },
  { name: 'integration', test: (file) => file.endsWith('.int-spec.ts') },
  { name: 'unit', test: (file) => file.endsWith('.spec.ts') },
];
const SLOWEST_FILES = 10;

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
  } catch {
    return undefined;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const clock = (ms) => new Date(ms).toISOString().slice(11, 19);
const tierOf = (file) => (TIERS.find((t) => t.test(file)) ?? { name: 'other' }).name;

function testsWanted() {
  const at = process.argv.indexOf('--tests');
  return at === -1 ? 0 : Number.parseInt(process.argv[at + 1] ?? '10', 10) || 10;
}

function main() {
  const steps = readJson('.test-steps.json');
  const results = readJson('.test-results.json');
  console.log('==> durations');
  if (Array.isArray(steps)) {
    console.log(`  steps: ${steps.map((s) => `${s.name} ${seconds(s.ms)}${s.status === 0 ? '' : ' (failed)'}`).join(', ')}`);
  }
  if (!results || !Array.isArray(results.testResults)) {
    console.log('  no jest result (.test-results.json) to break down');
    return;
  }
  const files = results.testResults.map((r) => {
    const file = path.relative(root, r.name);
    return {
      file,
      tier: tierOf(file),
      start: r.startTime,
      end: r.endTime,
      ms: Math.max(0, r.endTime - r.startTime),
      status: r.status,
      tests: r.assertionResults ?? [],
    };
  });
  if (files.length > 0) {
    const start = Math.min(...files.map((f) => f.start));
    const end = Math.max(...files.map((f) => f.end));
    const jestStep = Array.isArray(steps) ? steps.find((s) => s.name === 'jest') : undefined;
    // What the jest step took beyond its files: start-up, the global setup (Postgres, migrations, Redis) and teardown.
    const around = jestStep ? `; start-up, global setup and teardown ${seconds(Math.max(0, jestStep.ms - (end - start)))}` : '';
    console.log(`  jest: ${files.length} files, wall ${seconds(end - start)} (${clock(start)}–${clock(end)} UTC)${around}`);
  }
  for (const name of [...TIERS.map((t) => t.name).reverse(), 'other']) {
    const tier = files.filter((f) => f.tier === name);
    if (tier.length === 0) continue;
    const summed = tier.reduce((sum, f) => sum + f.ms, 0);
    const wall = Math.max(...tier.map((f) => f.end)) - Math.min(...tier.map((f) => f.start));
    console.log(`  ${name.padEnd(11)} ${String(tier.length).padStart(4)} files  ${seconds(summed).padStart(9)} summed over files, wall ${seconds(wall)}`);
  }
  console.log(`  slowest ${Math.min(SLOWEST_FILES, files.length)} files:`);
  for (const f of [...files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_FILES)) {
    console.log(`    ${seconds(f.ms).padStart(8)}  ${f.tier.padEnd(11)} ${f.file}${f.status === 'passed' ? '' : ` (${f.status})`}`);
  }
  const wanted = testsWanted();
  if (wanted > 0) {
    const tests = files.flatMap((f) => f.tests.map((t) => ({ file: f.file, title: t.fullName ?? t.title, ms: t.duration ?? 0, status: t.status })));
    console.log(`  slowest ${Math.min(wanted, tests.length)} tests:`);
    for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, wanted)) {
      console.log(`    ${seconds(t.ms).padStart(8)}  ${t.file} › ${t.title}${t.status === 'passed' ? '' : ` (${t.status})`}`);
    }
  }
}

try {
  main();
} catch (error) {
  console.log(`  (could not print the durations: ${error.message})`);
}
