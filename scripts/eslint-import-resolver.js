/**
 * How ESLint's boundary rules (eslint.config.mjs, eslint-plugin-boundaries) find the file an
 * import names. The plugin's default resolver knows neither TypeScript files nor the `@app/*`
 * aliases; without this one every `@app/room/...` import and every extensionless relative import
 * would be "unknown" and no boundary could be checked. The aliases come from the one list jest
 * and the scripts already use (scripts/swc-options.js, the tsconfig paths); the rest is Node's
 * resolution with `.ts` first.
 *
 * An import resolver in the `eslint-plugin-import` interface, version 2: `resolve(source, file)`
 * → `{ found, path }` (path null for Node's built-ins).
 */
'use strict';
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');
const { libEntries, libFolders } = require('./swc-options');

const root = path.resolve(__dirname, '..');
const extensions = ['.ts', '.js', '.json'];

/** `@app/room/hands/x` → `<root>/libs/room/src/hands/x`; `@app/room` → its index; anything else unchanged. */
function unalias(source) {
  const entry = libEntries[source];
  if (entry) return path.join(root, entry);
  for (const [alias, folder] of Object.entries(libFolders)) {
    if (source.startsWith(`${alias}/`)) return path.join(root, folder, source.slice(alias.length + 1));
  }
  return source;
}

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  return nodeResolver.resolve(unalias(source), file, { extensions });
};
