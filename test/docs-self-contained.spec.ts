/**
 * The repository explains itself: no tracked text file points outside the clone (the workspace
 * around it, a rule book that is not in the tree, a seed text), cites an issue number as the
 * reason for something, or links to a file that does not exist. The rule book is docs/rules/;
 * the hand-history format is docs/hand-history-format.md. The scanner is test/support/outside-pointers.ts.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describePointers, findOutsidePointers, isScanned, type ScannedFile } from './support/outside-pointers';

const ROOT = join(__dirname, '..');

function trackedPaths(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((path) => path.length > 0);
}

/** Pieces joined at run time, so that this file itself holds none of the violations it plants. */
const planted = (...pieces: string[]): string => pieces.join('');

describe('the repository points only inside itself', () => {
  const tracked = trackedPaths();
  const trackedSet = new Set(tracked);

  it('no tracked text file points outside the repository or at an issue number', () => {
    // A file tracked but deleted in the working tree (someone mid-move) is not read.
    const files: ScannedFile[] = tracked.filter(isScanned).flatMap((path) => {
      try {
        return [{ path, text: readFileSync(join(ROOT, path), 'utf8') }];
      } catch {
        return [];
      }
    });
    expect(files.length).toBeGreaterThan(300);
    expect(describePointers(findOutsidePointers(files, trackedSet))).toEqual([]);
  });

  // The workspace folder's name and the words the scanner looks for, from pieces.
  const SHARED = planted('sha', 'red');
  const RULES_MD = planted('RULES', '.md');
  const at = (path: string, line: number, rule: string, ...match: string[]): string => `${path}:${line} ${rule}: ${match.join('')}`;

  it('finds each kind of violation planted in a file that is not in the tree', () => {
    const text = [
      `See [the rules](../../${SHARED}/${RULES_MD}).`,
      `// as ${RULES_MD} says`,
      planted('/** Nine seats (seed', ' 001). */'),
      planted('// asked for in iss', 'ue 12, then in Iss', 'ue #13'),
      `read /wo${planted('rk/', SHARED)}/reference`,
      '[missing](no-such-file.md#part) [fine](api.md) [up](../README.md) [anchor](#here) [web](https://example.org/x.md)',
      'moved: `apps/api/src/hands/no-such.service.ts`, `libs/room/src/nowhere/*.ts`; here: `libs/room/src/room.module.ts`, `libs/room/src/hands/*.ts`, `libs/room/src/hands/`, `libs/room/src/room.module`, `dist/apps/api/src/main.js`',
    ].join('\n');
    const found = findOutsidePointers([{ path: 'docs/planted.md', text }], trackedSet);
    const file = 'docs/planted.md';
    expect(describePointers(found)).toEqual([
      at(file, 1, 'outside-path', '../', SHARED),
      at(file, 1, 'broken-link', '../../', SHARED, '/', RULES_MD),
      at(file, 2, 'outside-document', RULES_MD),
      at(file, 3, 'seed-text', 'seed', ' 001'),
      at(file, 4, 'issue-number', 'iss', 'ue 12'),
      at(file, 4, 'issue-number', 'Iss', 'ue #13'),
      at(file, 5, 'outside-path', '/wo', 'rk/'),
      at(file, 6, 'broken-link', 'no-such-file.md#part'),
      at(file, 7, 'missing-path', 'apps/api/src/hands/no-such.service.ts'),
      at(file, 7, 'missing-path', 'libs/room/src/nowhere/*.ts'),
    ]);
  });

  it('allows a link into the repository, and only the path-building line of a test that reads the workspace hand histories', () => {
    const ok = findOutsidePointers(
      [{ path: 'docs/rules/planted.md', text: '[bring-in](stud-games.md#bring-in) [code](../../libs/razz-engine/src/hand/showdown.ts)' }],
      trackedSet,
    );
    expect(describePointers(ok)).toEqual([]);
    const reader = 'libs/razz-engine/test/pokerstars-hands.spec.ts';
    const pathLine = `const dir = join(__dirname, '../../../../${SHARED}/reference/hand-histories');`;
    const comment = `/** The hands in ${SHARED}/reference/hand-histories. */`;
    expect(describePointers(findOutsidePointers([{ path: reader, text: pathLine }], trackedSet))).toEqual([]);
    expect(describePointers(findOutsidePointers([{ path: reader, text: comment }], trackedSet))).toEqual([at(reader, 1, 'outside-path', SHARED, '/reference')]);
    expect(describePointers(findOutsidePointers([{ path: 'test/other.spec.ts', text: pathLine }], trackedSet))).toEqual([
      at('test/other.spec.ts', 1, 'outside-path', '../', SHARED),
    ]);
  });

  it('reads the text files it should: code, docs, scripts; not the lock file or the generated client', () => {
    expect(
      ['docs/rules/README.md', 'libs/razz-engine/src/hand/showdown.ts', '.ci/run', 'scripts/test-slow.sh', 'jest.config.js', 'package.json'].every(isScanned),
    ).toBe(true);
    expect(['package-lock.json', 'libs/persistence/src/generated/client.ts', 'prisma/schema.prisma', 'docs/pic.png'].some(isScanned)).toBe(false);
    expect(['apps/api/src/app.module.ts', 'apps/worker/src/main.ts', 'libs/room/src/room.module.ts'].every(isScanned)).toBe(true);
  });
});
