/**
 * How TypeScript is compiled when it runs without a build — by jest (jest.config.js) and by
 * scripts that start Nest (scripts/register-swc.js) — and where the `@app/*` libraries live (the
 * tsconfig paths). One place, so the two cannot drift apart.
 */
const path = require('node:path');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    // Nest's dependency injection reads decorator metadata.
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2023',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

const LIBS = ['razz-engine', 'tournament-core', 'persistence', 'jobs', 'config', 'runtime'];

/** `@app/<lib>` → the library's entry, relative to the repository root. */
const libEntries = Object.fromEntries(LIBS.map((lib) => [`@app/${lib}`, path.join('libs', lib, 'src', 'index.ts')]));

module.exports = { swcOptions, libEntries };
