/**
 * The web app's build for a browser test: `dist/web` when it is there and newer than every file of
 * apps/web, else a fresh build (Vite's JS API, in a child process: Vite is ES modules only, which
 * jest's runtime cannot load) into a temporary folder, which the test's server then serves
 * (its WEB_DIST_DIR, `config.web.distDir`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const WEB_SOURCES = join(ROOT, 'apps/web');
const DIST = join(ROOT, 'dist/web');

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

export interface WebBuild {
  dir: string;
  /** Removes a temporary build (never dist/web). */
  remove(): void;
}

export function webBuild(): WebBuild {
  const index = join(DIST, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs >= newestChange(WEB_SOURCES)) return { dir: DIST, remove: () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'razz-web-build-'));
  const script = `import { build } from 'vite';
await build({ configFile: ${JSON.stringify(join(WEB_SOURCES, 'vite.config.mts'))}, logLevel: 'error', build: { outDir: ${JSON.stringify(dir)}, emptyOutDir: true } });`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: 'pipe',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
