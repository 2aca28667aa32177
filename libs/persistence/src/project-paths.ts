import { existsSync } from 'node:fs';
import * as path from 'node:path';

/**
 * The directory holding `prisma/schema.prisma`, found by walking up from this file, so the same
 * code finds it from `libs/persistence/src` (ts-node, tsx, jest) and from `dist/…` (nest build),
 * whatever the working directory. Falls back to the working directory.
 */
export function projectRoot(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'prisma', 'schema.prisma'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

export function defaultSchemaPath(): string {
  return path.join(projectRoot(), 'prisma', 'schema.prisma');
}

export function defaultMigrationsDir(): string {
  return path.join(projectRoot(), 'prisma', 'migrations');
}
