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

const LIBS = ['razz-engine', 'tournament-core', 'persistence', 'jobs', 'config', 'runtime', 'metrics', 'room'];

/** `@app/<lib>` → the library's entry, relative to the repository root. */
const libEntries = Object.fromEntries(LIBS.map((lib) => [`@app/${lib}`, path.join('libs', lib, 'src', 'index.ts')]));

/**
 * Libraries whose files may also be imported one by one (`@app/room/hands/hand-lifecycle.service`):
 * `@app/<lib>/<file>` → `libs/<lib>/src/<file>`. The room library is the only one; its controllers
 * live in apps/api and import the services they call directly rather than through one barrel.
 */
const libFolders = { '@app/room': path.join('libs', 'room', 'src') };

module.exports = { swcOptions, libEntries, libFolders };
