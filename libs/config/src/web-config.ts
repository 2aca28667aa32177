import { existsSync } from 'node:fs';
import * as path from 'node:path';

/**
 * The repository root, found by walking up from this file to the folder holding `nest-cli.json`,
 * so the default is the same from `libs/config/src` (ts-node, jest) and from `dist/…` (nest build),
 * whatever the working directory. Falls back to the working directory.
 */
function repositoryRoot(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'nest-cli.json'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

/** WEB_DIST_DIR, resolved to an absolute path; unset: `<repo>/dist/web`, where `vite build` writes. */
export function resolveWebDistDir(value: string | undefined): string {
  return value === undefined ? path.join(repositoryRoot(), 'dist', 'web') : path.resolve(value);
}
