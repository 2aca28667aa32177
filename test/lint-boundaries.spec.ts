/**
 * The boundary rules of eslint.config.mjs (eslint-plugin-boundaries) fail on a planted violation:
 * code that is never written to disk, linted as if it lived at a path of the repository — an app
 * importing another app, a library or a script importing an app, a libs/room folder importing a
 * folder above it — and an allowed import beside each that reports nothing.
 *
 * ESLint loads its config with a dynamic `import()`, which jest's module runtime refuses, so the
 * snippets are linted by one ESLint instance in one child Node process (ESLINT_RUNNER below),
 * with the repository's own config, exactly as `npm run lint` reads it.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

interface Snippet {
  /** Where the code pretends to live, relative to the repository root. */
  file: string;
  code: string;
}

interface LintMessage {
  ruleId: string | null;
  message: string;
  line: number;
}

/** Reads `[{ file, code }]` on stdin, prints each snippet's messages (same order) on stdout. */
const ESLINT_RUNNER = `
import { ESLint } from 'eslint';
import path from 'node:path';
const snippets = JSON.parse(await new Promise((resolve) => { let s = ''; process.stdin.on('data', (d) => (s += d)).on('end', () => resolve(s)); }));
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { file, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });
  out.push(result.messages.map(({ ruleId, message, line }) => ({ ruleId, message, line })));
}
process.stdout.write(JSON.stringify(out));
`;

function lintSnippets(snippets: Snippet[]): Promise<LintMessage[][]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', ESLINT_RUNNER],
      { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`eslint runner failed: ${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as LintMessage[][]);
      },
    );
    child.stdin?.end(JSON.stringify(snippets));
  });
}

const importing = (source: string, name: string) => `import { ${name} } from '${source}';\n\nexport const planted = ${name};\n`;

const violations: Record<string, Snippet & { says: string }> = {
  'the worker importing the HTTP app': {
    file: 'apps/worker/src/planted.ts',
    code: importing('../../api/src/app.module', 'AppModule'),
    says: 'apps/worker imports no other app (api)',
  },
  'the CLI importing the worker': {
    file: 'apps/cli/src/planted.ts',
    code: importing('../../worker/src/worker.module', 'WorkerModule'),
    says: 'apps/cli imports no other app (worker)',
  },
  'a library importing an app': {
    file: 'libs/persistence/src/planted.ts',
    code: importing('../../../apps/api/src/app.module', 'AppModule'),
    says: 'a library never imports an app (api)',
  },
  'the room core importing an app': {
    file: 'libs/room/src/tables/planted.ts',
    code: importing('../../../../apps/worker/src/worker.module', 'WorkerModule'),
    says: 'a library never imports an app (worker)',
  },
  'a script importing the HTTP app': {
    file: 'scripts/planted.ts',
    code: importing('../apps/api/src/app.module', 'AppModule'),
    says: 'scripts imports the libraries, never an app (api)',
  },
  'a benchmark importing the HTTP app': {
    file: 'bench/planted.bench.ts',
    code: importing('../apps/api/src/app.module', 'AppModule'),
    says: 'bench imports the libraries, never an app (api)',
  },
  'hands importing tournaments (upward) by alias': {
    file: 'libs/room/src/hands/planted.ts',
    code: importing('@app/room/tournaments/tournaments.service', 'TournamentsService'),
    says: 'libs/room/src/hands may import only the folders below it in ROOM_LAYERS',
  },
  'hands importing tournaments (upward) by a relative path': {
    file: 'libs/room/src/hands/planted.ts',
    code: importing('../tournaments/tournaments.service', 'TournamentsService'),
    says: 'not tournaments',
  },
  'cash importing tournaments (the same layer)': {
    file: 'libs/room/src/cash/planted.ts',
    code: importing('../tournaments/tournaments.service', 'TournamentsService'),
    says: 'libs/room/src/cash may import only the folders below it in ROOM_LAYERS',
  },
  'a type-only import upward': {
    file: 'libs/room/src/ledger/planted.ts',
    code: "import type { TournamentsService } from '../tournaments/tournaments.service';\n\nexport type Planted = TournamentsService;\n",
    says: 'not tournaments',
  },
};

const allowed: Record<string, Snippet> = {
  'the worker importing the room core': { file: 'apps/worker/src/planted.ts', code: importing('@app/room', 'RoomModule') },
  'tables importing hands (downward)': { file: 'libs/room/src/tables/planted.ts', code: importing('../hands/hand-lifecycle.service', 'HandLifecycleService') },
  'a script importing a room service by alias': {
    file: 'scripts/planted.ts',
    code: importing('@app/room/tournaments/tournaments.service', 'TournamentsService'),
  },
};

describe('the boundary lint rules', () => {
  const names = [...Object.keys(violations), ...Object.keys(allowed)];
  const results = new Map<string, LintMessage[]>();

  beforeAll(async () => {
    const snippets = names.map((name) => violations[name] ?? allowed[name]!);
    const messages = await lintSnippets(snippets.map(({ file, code }) => ({ file, code })));
    names.forEach((name, i) => results.set(name, messages[i]!));
  }, 120_000);

  it.each(Object.keys(violations))('report %s', (name) => {
    const boundaryErrors = results.get(name)!.filter((m) => m.ruleId === 'boundaries/dependencies');
    expect(boundaryErrors).toEqual([expect.objectContaining({ line: 1, message: expect.stringContaining(violations[name]!.says) })]);
  });

  it.each(Object.keys(allowed))('accept %s', (name) => {
    expect(results.get(name)).toEqual([]);
  });
});
