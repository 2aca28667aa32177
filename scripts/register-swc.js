/**
 * `node -r ./scripts/register-swc.js some-script.ts`: runs a TypeScript script that builds a Nest
 * application context. tsx (esbuild) cannot emit decorator metadata, and Nest's dependency
 * injection needs it, so such scripts compile with SWC exactly as jest does and resolve the
 * `@app/*` libraries the way tsconfig's paths do (both from ./swc-options.js). Scripts without
 * Nest keep using tsx.
 */
const Module = require('node:module');
const path = require('node:path');
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

const { swcOptions: options, libEntries, libFolders } = require('./swc-options');

const root = path.resolve(__dirname, '..');
const aliases = new Map(Object.entries(libEntries).map(([alias, entry]) => [alias, path.join(root, entry)]));

const folders = Object.entries(libFolders).map(([alias, folder]) => [`${alias}/`, path.join(root, folder)]);
/** `@app/room/hands/x` → `<root>/libs/room/src/hands/x`, or undefined for anything else. */
function inLibFolder(request) {
  const hit = folders.find(([prefix]) => request.startsWith(prefix));
  return hit ? path.join(hit[1], request.slice(hit[0].length)) : undefined;
}

const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveAlias(request, ...rest) {
  return resolve.call(this, aliases.get(request) ?? inLibFolder(request) ?? request, ...rest);
};

require.extensions['.ts'] = function compileTs(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};

// Stack traces point into the TypeScript sources (the inline source maps above).
process.setSourceMapsEnabled(true);
