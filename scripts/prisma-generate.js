#!/usr/bin/env node
/**
 * `npm run prisma:generate`: writes the Prisma client to libs/persistence/src/generated/prisma.
 *
 * The Prisma CLI wants its native schema-engine binary before running any command, and that
 * download cannot succeed here. `prisma generate` never uses the binary, so we point
 * PRISMA_SCHEMA_ENGINE_BINARY at an existing file (this script: it is never executed) and the
 * check passes. Skips the work when the schema and Prisma version are unchanged since the last
 * run (`--force` regenerates anyway), so `npm test` pays for it only after a schema change.
 */
'use strict';
const { spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const schemaPath = path.join(root, 'prisma', 'schema.prisma');
const outputDir = path.join(root, 'libs', 'persistence', 'src', 'generated', 'prisma');
const stampPath = path.join(outputDir, '.generated-from');

function fingerprint() {
  const prismaVersion = require(require.resolve('prisma/package.json', { paths: [root] })).version;
  const clientVersion = require(require.resolve('@prisma/client/package.json', { paths: [root] })).version;
  return createHash('sha256')
    .update(fs.readFileSync(schemaPath))
    .update(`\0${prismaVersion}\0${clientVersion}\0`)
    .update(fs.readFileSync(__filename))
    .digest('hex');
}

function main() {
  const force = process.argv.includes('--force');
  const expected = fingerprint();
  const current = fs.existsSync(stampPath) ? fs.readFileSync(stampPath, 'utf8').trim() : '';
  if (!force && current === expected && fs.existsSync(path.join(outputDir, 'client.ts'))) {
    console.log('prisma:generate: client is up to date');
    return;
  }
  const cli = require.resolve('prisma/build/index.js', { paths: [root] });
  const result = spawnSync(process.execPath, [cli, 'generate', '--schema', schemaPath], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PRISMA_SCHEMA_ENGINE_BINARY: __filename,
      // No network here: skip the update/telemetry check instead of waiting for it.
      CHECKPOINT_DISABLE: '1',
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
    },
  });
  if (result.status !== 0) {
    console.error(`prisma:generate: prisma generate failed (${result.error ? result.error.message : `exit code ${result.status}`})`);
    process.exit(result.status || 1);
  }
  fs.writeFileSync(stampPath, `${expected}\n`);
}

main();
