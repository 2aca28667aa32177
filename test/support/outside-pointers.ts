/**
 * Finds what makes a tracked text file depend on something outside this repository: a path into
 * the workspace around the clone, a rule book or format note that is not in the tree, a seed text
 * or an issue number cited as the reason for something, and a markdown link whose relative target
 * does not exist. The docs must say a rule in their own words and link only inside the repository
 * (docs/rules/README.md is the project's rule book), so a reader of the clone alone can follow
 * every pointer.
 *
 * Pure over its input (the files and the set of tracked paths), so a test can plant a violation
 * without writing one into the tree.
 */
import { posix } from 'node:path';

/** A text file as scanned: its repository-relative path and its text. */
export interface ScannedFile {
  path: string;
  text: string;
}

/** One pointer outside the repository: where, which rule, and the text that matched. */
export interface OutsidePointer {
  path: string;
  line: number;
  rule: OutsidePointerRule;
  match: string;
}

export type OutsidePointerRule = 'outside-path' | 'outside-document' | 'seed-text' | 'issue-number' | 'broken-link' | 'missing-path';

/** Extensions of the text files the scan reads; scripts without an extension are read in these folders. */
const SCANNED_EXTENSIONS = ['.ts', '.md', '.js', '.sh', '.json'];
const EXTENSIONLESS_SCRIPT_FOLDERS = ['.ci/', 'scripts/'];
/** Machine-written files: nobody writes their words. */
const NEVER_SCANNED = [/(^|\/)package-lock\.json$/, /^libs\/persistence\/src\/generated\//];

/**
 * Tests that read the real PokerStars hand histories the workspace lays beside the clone (CI gets
 * the same folder): only the line that builds that path is allowed, not a comment about it. The
 * histories are not copied into the repository; until they are, these reads are the one known
 * dependency on the workspace.
 */
export const READS_WORKSPACE_HAND_HISTORIES: readonly string[] = [
  'apps/cli/src/commands/history.command.spec.ts',
  'libs/razz-engine/src/history/stars-bounty.spec.ts',
  'libs/razz-engine/src/history/stars-flop-replay.spec.ts',
  'libs/razz-engine/src/history/stars-parse-flop.spec.ts',
  'libs/razz-engine/src/history/stars-replay.spec.ts',
  'libs/razz-engine/test/flop-history-export.spec.ts',
  'libs/razz-engine/test/flop-pokerstars-hands.spec.ts',
  'libs/razz-engine/test/history-export.spec.ts',
  'libs/razz-engine/test/pokerstars-hands.spec.ts',
  'libs/razz-engine/test/rake.spec.ts',
  'libs/razz-engine/test/stars-line-grammar.spec.ts',
  'libs/razz-engine/test/stud-pokerstars-hands.spec.ts',
  'libs/room/src/players/screen-name-history.spec.ts',
  'test/browser/hand-replayer-text.browser-spec.ts',
  'test/e2e/hands-replay.e2e-spec.ts',
];
const WORKSPACE_HISTORIES_PATH_LINE = /join\([^)]*'(\.\.\/)+shared\/reference\/hand-histories[^']*'\)/;

/** Whether the scan reads this tracked path. */
export function isScanned(path: string): boolean {
  if (NEVER_SCANNED.some((pattern) => pattern.test(path))) return false;
  const name = posix.basename(path);
  if (SCANNED_EXTENSIONS.some((ext) => name.endsWith(ext))) return true;
  return !name.includes('.') && EXTENSIONLESS_SCRIPT_FOLDERS.some((folder) => path.startsWith(folder));
}

/**
 * The line rules. The documents of the workspace around the clone are named by their upper-case
 * file names (this repository's own docs are lower-case: docs/architecture.md, not the shared
 * ARCHITECTURE page), so a bare upper-case name of one of them is a pointer outside.
 */
const LINE_RULES: ReadonlyArray<{ rule: OutsidePointerRule; pattern: RegExp }> = [
  { rule: 'outside-path', pattern: /\.\.\/shared\b|\/work\/|(?<![\w./-])shared\/(?:RULES|ARCHITECTURE|CONVENTIONS|ENVIRONMENT|reference|seeds|hooks)\b/g },
  { rule: 'outside-document', pattern: /(?<![\w/-])(?:RULES|ARCHITECTURE|CONVENTIONS|ENVIRONMENT|FORMAT|SOURCES)\.md\b/g },
  { rule: 'seed-text', pattern: /\bseeds? 0\d\d\b/gi },
  { rule: 'issue-number', pattern: /\bissues? #?\d+\b/gi },
];

const MARKDOWN_LINK = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const EXTERNAL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Relative markdown link targets of one line that leave the tree or name nothing tracked. */
/**
 * A repository path written in backticks in a markdown file (`libs/room/src/hands/hand-progress.service.ts`,
 * `apps/worker/src/main.ts`, a folder, or a glob whose fixed part is a folder): it names code a
 * reader will look for, so it must exist — docs that name a file the code has moved away from are
 * the first thing a newcomer trips on. Only paths from the repository root under these folders are
 * read (a library's README may name `test/…` relative to itself); `dist/` is built, not tracked.
 */
const CODE_PATH = /`((?:apps|libs|scripts|bench|prisma)\/[\w./*@-]+?)(?::\d+)?`/g;

/** Written by `npm run prisma:generate`, not tracked. */
const GENERATED = /^libs\/persistence\/src\/generated(\/|$)/;

function missingPaths(line: string, exists: (path: string) => boolean): string[] {
  return [...line.matchAll(CODE_PATH)]
    .map((match) => match[1] ?? '')
    .filter((written) => {
      const path = written.replace(/\/$/, '');
      const fixed = path.includes('*') ? path.slice(0, path.indexOf('*')).replace(/\/[^/]*$/, '') : path;
      return !GENERATED.test(fixed) && !exists(fixed) && !exists(`${fixed}.ts`);
    });
}

function brokenLinks(path: string, line: string, exists: (path: string) => boolean): string[] {
  const broken: string[] = [];
  for (const [, target = ''] of line.matchAll(MARKDOWN_LINK)) {
    if (target.startsWith('#') || EXTERNAL_SCHEME.test(target)) continue;
    const file = target.split('#')[0] ?? '';
    const resolved = posix.normalize(posix.join(posix.dirname(path), decodeURI(file)));
    if (resolved.startsWith('..') || !exists(resolved.replace(/\/$/, ''))) broken.push(target);
  }
  return broken;
}

/**
 * Every pointer outside the repository in `files`. `tracked` is the set of paths in the tree
 * (files and, implied by them, their folders), for markdown links.
 */
export function findOutsidePointers(files: readonly ScannedFile[], tracked: ReadonlySet<string>): OutsidePointer[] {
  const folders = new Set<string>();
  for (const path of tracked) for (let dir = posix.dirname(path); dir !== '.'; dir = posix.dirname(dir)) folders.add(dir);
  const exists = (path: string): boolean => path === '.' || tracked.has(path) || folders.has(path);
  const found: OutsidePointer[] = [];
  for (const { path, text } of files) {
    const readsHistories = READS_WORKSPACE_HAND_HISTORIES.includes(path);
    text.split('\n').forEach((line, index) => {
      const at = { path, line: index + 1 };
      const checked = readsHistories ? line.replace(WORKSPACE_HISTORIES_PATH_LINE, 'join(…)') : line;
      for (const { rule, pattern } of LINE_RULES) {
        for (const match of checked.matchAll(pattern)) found.push({ ...at, rule, match: match[0] });
      }
      if (path.endsWith('.md')) for (const target of brokenLinks(path, line, exists)) found.push({ ...at, rule: 'broken-link', match: target });
      if (path.endsWith('.md')) for (const written of missingPaths(line, exists)) found.push({ ...at, rule: 'missing-path', match: written });
    });
  }
  return found;
}

/** One line per pointer, for a failure message a reader can act on. */
export const describePointers = (pointers: readonly OutsidePointer[]): string[] =>
  pointers.map(({ path, line, rule, match }) => `${path}:${line} ${rule}: ${match}`);
