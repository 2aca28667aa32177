import { PassThrough } from 'node:stream';
import { simulateCommand } from './simulate.command';

/** Runs `razz simulate` in-process; returns the exit code and what it wrote. */
async function runSimulate(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d: Buffer) => (out += d.toString()));
  stderr.on('data', (d: Buffer) => (err += d.toString()));
  const code = await simulateCommand.run(args, { stdin: new PassThrough(), stdout, stderr });
  return { code, out, err };
}

const LINE =
  /^simulated (\d+) hands \((\d+) players, preset ([\w-]+), seed (\S+)\): 0 invariant failures, (\d+) actions, (\d+) showdowns, [\d.]+ s, \d+ hands\/s/;

describe('razz simulate with the flop presets', () => {
  it.each([
    ['holdem', '9'],
    ['holdem', '2'],
    ['omaha8', '9'],
    ['omaha8', '2'],
    ['holdem-nl', '6'],
    ['omaha-pl', '10'],
  ])('%s, %s players: random hands with every invariant checked, the same line as for stud', async (preset, players) => {
    const { code, out, err } = await runSimulate(['--hands', '300', '--players', players, '--seed', '7', '--preset', preset]);
    expect(err).toBe('');
    expect(code).toBe(0);
    const line = LINE.exec(out);
    expect(line?.slice(1, 5)).toEqual(['300', players, preset, '7']);
    expect(Number(line?.[6])).toBeGreaterThan(0);
    expect(out).toMatch(/\(with replay checks\)\n$/);
  });

  it('prints the same line for a stud preset', async () => {
    const { code, out } = await runSimulate(['--hands', '100', '--players', '8', '--seed', '7', '--preset', 'razz', '--no-replay']);
    expect(code).toBe(0);
    expect(out).toMatch(LINE);
    expect(out).not.toMatch(/replay/);
  });

  it('seats up to ten at a flop table and up to eight at a stud table', async () => {
    const holdem = await runSimulate(['--preset', 'holdem', '--players', '11', '--hands', '1']);
    expect(holdem.code).toBe(2);
    expect(holdem.err).toMatch(/^razz simulate: --players must be 2\.\.10 for preset holdem\n/);
    const razz = await runSimulate(['--players', '9', '--hands', '1', '--preset', 'stud8']);
    expect(razz.code).toBe(2);
    expect(razz.err).toMatch(/^razz simulate: --players must be 2\.\.8 for preset stud8\n/);
    expect((await runSimulate(['--preset', 'omaha8', '--players', '1'])).code).toBe(2);
  });

  it('takes a seed of digits past a safe integer as a string seed instead of failing', async () => {
    const { code, out } = await runSimulate(['--hands', '20', '--players', '3', '--seed', '123456789012345678901234567890', '--preset', 'holdem']);
    expect(code).toBe(0);
    expect(out).toMatch(LINE);
  });

  it('lists the flop presets and their player counts in the usage', async () => {
    const { code, out } = await runSimulate(['--help']);
    expect(code).toBe(0);
    expect(out).toContain('--preset razz|razz-nl|razz-pl|london-lowball|deuce-to-seven-razz|stud|stud8|holdem|holdem-nl|holdem-pl|omaha8|omaha8-pl|omaha-pl');
    expect(out).toContain('P = 2..10');
  });
});

describe('razz simulate --bots', () => {
  const BOT_LINE = /^bot (\d) ([\w-]+): (\d+) hands, ([+-]\d+) chips, ([+-]\d+\.\d\d) big bets\/100 hands$/;

  it("seats one bot per name, players defaulting to their number, and prints each bot's takings", async () => {
    const { code, out, err } = await runSimulate(['--hands', '300', '--seed', '3', '--bots', 'tips,random,calling-station']);
    expect(err).toBe('');
    expect(code).toBe(0);
    const [summary, ...bots] = out.trimEnd().split('\n');
    expect(LINE.exec(summary as string)?.slice(1, 5)).toEqual(['300', '3', 'razz', '3']);
    const parsed = bots.map((line) => BOT_LINE.exec(line));
    expect(parsed.map((m) => [m?.[1], m?.[2], m?.[3]])).toEqual([
      ['1', 'tips-tight', '300'],
      ['2', 'random', '300'],
      ['3', 'calling-station', '300'],
    ]);
    expect(parsed.reduce((sum, m) => sum + Number(m?.[4]), 0)).toBe(0);
  });

  it('repeats the names when there are more players, on any preset', async () => {
    const { code, out } = await runSimulate(['--hands', '100', '--players', '5', '--bots', 'tips-aggressive,tips-loose', '--preset', 'stud8', '--no-replay']);
    expect(code).toBe(0);
    expect(
      out
        .split('\n')
        .filter((l) => BOT_LINE.test(l))
        .map((l) => BOT_LINE.exec(l)?.slice(2, 4)),
    ).toEqual([
      ['tips-aggressive', '300'],
      ['tips-loose', '200'],
    ]);
  });

  it('refuses an unknown bot and more bots than players', async () => {
    const unknown = await runSimulate(['--bots', 'tips,shark']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/^razz simulate: unknown bot shark; use names from random, calling-station, tips, tips-tight, tips-loose, tips-aggressive\n/);
    const crowded = await runSimulate(['--players', '2', '--bots', 'tips,random,random']);
    expect(crowded.code).toBe(2);
    expect(crowded.err).toMatch(/^razz simulate: 3 bots for 2 players/);
  });

  it('lists the option and the bot names in the usage', async () => {
    const { out } = await runSimulate(['--help']);
    expect(out).toContain('[--bots NAME,NAME,…]');
    expect(out).toContain('random, calling-station, tips, tips-tight, tips-loose, tips-aggressive');
  });
});
