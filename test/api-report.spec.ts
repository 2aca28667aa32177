/**
 * The engine's API report check (scripts/api-report.js, the "api report" step of `npm test`):
 * the checked-in libs/razz-engine/api/razz-engine.api.md matches the engine as it is, and a
 * change to the public surface — an export planted in a copy of the emitted declarations — fails
 * the check with the report's name and the command that updates it, without touching the report.
 * Everything the script writes goes to a temporary folder.
 */
import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const SCRIPT = join(ROOT, 'scripts', 'api-report.js');
const REPORT = join(ROOT, 'libs', 'razz-engine', 'api', 'razz-engine.api.md');

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function runCheck(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, ...args], { cwd: ROOT }, (error, stdout, stderr) => {
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

describe('the engine API report check', () => {
  let work: string;
  let clean: Run;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'api-report-'));
    // Also emits the declarations the planted run below starts from.
    clean = await runCheck('--work', work);
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('passes on the tree as it is: the checked-in report is the engine’s public API', () => {
    expect(clean.stderr).toBe('');
    expect(clean.stdout).toContain('libs/razz-engine/api/razz-engine.api.md is up to date');
    expect(clean.status).toBe(0);
  });

  it('fails when the public API changes, naming the report and the update command, and leaves the report alone', async () => {
    const planted = join(work, 'planted');
    cpSync(join(work, 'razz-engine'), planted, { recursive: true });
    appendFileSync(join(planted, 'index.d.ts'), '\nexport declare function plantedExport(seat: number): string;\n');
    const before = readFileSync(REPORT, 'utf8');

    const run = await runCheck('--declarations', planted, '--work', work);

    expect(run.stderr).toContain("the engine's public API differs from libs/razz-engine/api/razz-engine.api.md");
    expect(run.stderr).toContain('+export function plantedExport(seat: number): string;');
    expect(run.stderr).toContain('run `npm run api:update`');
    expect(run.status).toBe(1);
    expect(readFileSync(REPORT, 'utf8')).toBe(before);
  });
});
