#!/usr/bin/env node
/**
 * The engine's API report (`npm run api:check`, `npm run api:update`): emits the declarations of
 * libs/razz-engine into a git-ignored work folder, then lets API Extractor
 * (libs/razz-engine/api-extractor.json) compare its report of the public surface with the one
 * checked in at libs/razz-engine/api/razz-engine.api.md. A change to what `@app/razz-engine`
 * exports, or to an exported signature, fails the check until the report is updated and the
 * change shows in review.
 *
 *   node scripts/api-report.js             check: exit 1 with the differences when the report is stale
 *   node scripts/api-report.js --update    rewrite the checked-in report
 *
 * `--work <dir>` moves the work folder (default tmp/api-extractor); `--declarations <dir>` uses
 * declarations emitted elsewhere instead of emitting them (test/api-report.spec.ts plants a change
 * that way without touching the tree).
 */
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { Extractor, ExtractorConfig } = require('@microsoft/api-extractor');

const root = path.resolve(__dirname, '..');
const lib = path.join(root, 'libs', 'razz-engine');
const configPath = path.join(lib, 'api-extractor.json');
const libTsconfig = path.join(lib, 'tsconfig.lib.json');
const tscBin = require.resolve('typescript/bin/tsc', { paths: [root] });
// The name importers use; the root package.json's name would be the monorepo's.
const packageName = '@app/razz-engine';
const updateCommand = 'npm run api:update';
// A report diff longer than this is cut in the output: the fresh report is on disk in full.
const DIFF_LINES_SHOWN = 80;

const rel = (file) => {
  const relative = path.relative(root, file);
  return relative.startsWith('..') ? file : relative || '.';
};

function parseArgs(argv) {
  const options = { update: false, work: path.join(root, 'tmp', 'api-extractor'), declarations: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--update') options.update = true;
    else if (arg === '--work' && argv[i + 1]) options.work = path.resolve(argv[(i += 1)]);
    else if (arg === '--declarations' && argv[i + 1]) options.declarations = path.resolve(argv[(i += 1)]);
    else throw new Error(`api-report: unknown argument "${arg}" (use --update, --work <dir>, --declarations <dir>)`);
  }
  return options;
}

/** Emits the engine's .d.ts files (the lib's own tsconfig, so its strictness and `lib` apply) into a clean folder. */
function emitDeclarations(outDir) {
  fs.rmSync(outDir, { recursive: true, force: true });
  const run = spawnSync(process.execPath, [tscBin, '-p', libTsconfig, '--declaration', '--emitDeclarationOnly', '--outDir', outDir], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    process.stderr.write(run.stdout + run.stderr);
    throw new Error(`api-report: emitting the engine's declarations failed (tsc exit ${run.status ?? run.signal})`);
  }
}

/**
 * The checked-in config with its work paths pointed at `work`/`declarations`; the file's own
 * values are these defaults, so `npx api-extractor run -c libs/razz-engine/api-extractor.json`
 * works too once the declarations are emitted.
 */
function prepareConfig(work, declarations) {
  const configObject = ExtractorConfig.loadFile(configPath);
  const entry = path.join(declarations, 'index.d.ts');
  configObject.mainEntryPointFilePath = entry;
  configObject.compiler.overrideTsconfig.files = [entry];
  configObject.apiReport.reportTempFolder = path.join(work, 'report');
  return ExtractorConfig.prepare({
    configObject,
    configObjectFullPath: configPath,
    packageJsonFullPath: path.join(root, 'package.json'),
    packageJson: { name: packageName },
  });
}

/** Runs API Extractor quietly: its own notices about the report are replaced by ours, problems are kept. */
function extract(config, update) {
  const problems = [];
  let diff = '';
  const result = Extractor.invoke(config, {
    localBuild: update,
    printApiReportDiff: !update,
    messageCallback(message) {
      message.handled = true;
      if (message.messageId === 'console-api-report-diff') diff = message.text;
      else if (message.category !== 'console' && (message.logLevel === 'error' || message.logLevel === 'warning')) {
        const where = message.sourceFilePath ? `${rel(message.sourceFilePath)}:${message.sourceFileLine ?? 0}: ` : '';
        problems.push(`${message.logLevel} ${message.messageId}: ${where}${message.text}`);
      }
    },
  });
  return { result, problems, diff };
}

function shortDiff(diff) {
  const lines = diff.split('\n').filter((line) => !line.startsWith('Changes to the API report'));
  const shown = lines.slice(0, DIFF_LINES_SHOWN).join('\n').trim();
  return lines.length > DIFF_LINES_SHOWN ? `${shown}\n… (${lines.length - DIFF_LINES_SHOWN} more lines)` : shown;
}

function main() {
  const started = Date.now();
  const options = parseArgs(process.argv.slice(2));
  const declarations = options.declarations ?? path.join(options.work, 'razz-engine');
  if (!options.declarations) emitDeclarations(declarations);
  const config = prepareConfig(options.work, declarations);
  const report = rel(path.join(config.reportFolder, `${config.reportConfigs[0].fileName}`));
  const fresh = rel(path.join(config.reportTempFolder, `${config.reportConfigs[0].fileName}`));
  const { result, problems, diff } = extract(config, options.update);
  const seconds = `${((Date.now() - started) / 1000).toFixed(1)} s`;

  if (problems.length > 0) {
    console.error(`api-report: API Extractor reported ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    return 1;
  }
  if (options.update) {
    console.log(`api report: ${report} ${result.apiReportChanged ? 'updated: review and commit it' : 'already up to date'} (${seconds})`);
    return 0;
  }
  if (result.apiReportChanged) {
    console.error(
      [
        fs.existsSync(path.join(root, report)) ? `api report: the engine's public API differs from ${report}.` : `api report: ${report} is missing.`,
        diff ? shortDiff(diff) : '',
        `If the change is intended, run \`${updateCommand}\` and commit ${report} with it (the fresh report: ${fresh}).`,
      ]
        .filter(Boolean)
        .join('\n'),
    );
    return 1;
  }
  console.log(`api report: ${report} is up to date (${seconds})`);
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
