import { stat } from 'node:fs/promises';
import * as path from 'node:path';
import type { RunAs } from './postgres-binaries';

export interface ClosedDirectory {
  dir: string;
  /** The command that opens it to the user, e.g. `chmod o+x /tmp/tmp.x1`. */
  fix: string;
}

/**
 * The first directory on the way from `/` to `target` (itself included) that `user` may not
 * enter, or undefined when every one lets it through. As the kernel does, the owner's bits
 * apply to its owner, the group's to its group, the others' to everyone else; supplementary
 * groups are not looked at (a directory open only to one of them is reported as closed).
 *
 * As root we run Postgres as `postgres`; a directory root can enter but `postgres` cannot (a
 * 0700 parent, as `mktemp -d` makes) otherwise shows up only as a bare `EACCES` from the
 * child process, without saying which directory is in the way.
 */
export async function firstUnenterableDirectory(target: string, user: RunAs): Promise<ClosedDirectory | undefined> {
  const resolved = path.resolve(target);
  const chain: string[] = [];
  for (let dir = resolved; ; dir = path.dirname(dir)) {
    chain.unshift(dir);
    if (dir === path.dirname(dir)) break;
  }
  for (const dir of chain) {
    const { mode, uid, gid } = await stat(dir);
    const [bit, who] = uid === user.uid ? [0o100, 'u'] : gid === user.gid ? [0o010, 'g'] : [0o001, 'o'];
    if (!(mode & bit)) return { dir, fix: `chmod ${who}+x ${dir}` };
  }
  return undefined;
}
