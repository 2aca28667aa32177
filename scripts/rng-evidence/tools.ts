/**
 * The external batteries, Debian's `dieharder` and `ent`: found on the PATH, or installed with
 * apt-get (after `apt-get update`) when this runs as root; otherwise the script says what is
 * missing and how to get it, and leaves the battery out.
 */
import { spawnSync } from 'node:child_process';

export interface Tool {
  command: 'dieharder' | 'ent';
  /** The Debian package's version (dpkg), or null when not installed from a package. */
  version: string | null;
}

const onPath = (command: string): boolean => spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).status === 0;

function packageVersion(name: string): string | null {
  const run = spawnSync('dpkg-query', ['-W', '-f=${Version}', name], { encoding: 'utf8' });
  return run.status === 0 && run.stdout.trim() ? run.stdout.trim() : null;
}

function aptInstall(packages: string[], log: (line: string) => void): boolean {
  if (process.getuid?.() !== 0 || !onPath('apt-get')) return false;
  log(`installing ${packages.join(', ')} with apt-get (apt-get update first)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  return spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env }).status === 0;
}

/** The tools ready to run; each missing one is named in `missing` with what would bring it. */
export function ensureTools(log: (line: string) => void): { tools: Tool[]; missing: string[] } {
  const wanted = ['dieharder', 'ent'] as const;
  const absent = wanted.filter((command) => !onPath(command));
  if (absent.length > 0) aptInstall([...absent], log);
  const tools = wanted.filter((command) => onPath(command)).map((command) => ({ command, version: packageVersion(command) }));
  const missing = wanted
    .filter((command) => !onPath(command))
    .map((command) => `${command}: not on the PATH and not installed (as root: apt-get update && apt-get install -y ${command})`);
  return { tools, missing };
}
