/**
 * `node -r ./scripts/register-swc.js some-script.ts`: runs a TypeScript script that builds a Nest
 * application context. tsx (esbuild) cannot emit decorator metadata, and Nest's dependency
 * injection needs it, so such scripts compile with SWC exactly as jest does (jest.config.js) and
 * resolve the `@app/*` libraries the way tsconfig's paths do. Scripts without Nest keep using tsx.
 */
const Module = require('node:module');
const path = require('node:path');
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '..');
const LIBS = ['razz-engine', 'tournament-core', 'persistence', 'jobs', 'config', 'runtime'];
const aliases = new Map(LIBS.map((lib) => [`@app/${lib}`, path.join(root, 'libs', lib, 'src', 'index.ts')]));

const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2023',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveAlias(request, ...rest) {
  return resolve.call(this, aliases.get(request) ?? request, ...rest);
};

require.extensions['.ts'] = function compileTs(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};

// Stack traces point into the TypeScript sources (the inline source maps above).
process.setSourceMapsEnabled(true);
