import { spawn } from 'node:child_process';
import * as path from 'node:path';
import { answerEquityRequest, equityCommand } from './equity.command';
import { runInProcess } from './testing/run-in-process';

/** Runs `razz equity` in-process on the given input lines; returns exit code and output lines. */
async function runEquity(input: string[], args: string[] = []) {
  const { code, text, err, lines } = await runInProcess(equityCommand, input, args);
  return { code, text, err, out: code === 0 && args.length === 0 ? lines.map((l) => JSON.parse(l) as Record<string, unknown>) : [] };
}

describe('razz equity', () => {
  it('answers a broadcast spot exactly: the method, the deals, and per hand the figures and integer counts', async () => {
    // The 6th-street spot worked by hand in libs/razz-engine/src/equity/dead-cards.spec.ts: hero wins 81 of 34 · 33 deals.
    const { code, out } = await runEquity(['{"game":"razz","hands":["As 2d 3c 7c Qd Qh","8h 6h 5d 4s 3h Kc"],"dead":["4h","4d","5h","5c","6d","6c"]}']);
    expect(code).toBe(0);
    expect(out).toEqual([
      {
        game: 'razz',
        street: 6,
        method: 'exact',
        deals: 1122,
        shareUnit: 5040,
        hands: [
          { cards: ['As', '2d', '3c', '7c', 'Qd', 'Qh'], share: 0.072193, win: 0.072193, tie: 0, counts: { win: 81, tie: 0, share: 81 * 5040 } },
          { cards: ['8h', '6h', '5d', '4s', '3h', 'Kc'], share: 0.927807, win: 0.927807, tie: 0, counts: { win: 1041, tie: 0, share: 1041 * 5040 } },
        ],
      },
    ]);
  });

  it('samples a player\'s view ("??" down cards) with the given seed and states each figure\'s half-width', async () => {
    const line = '{"game":"razz","hands":[["As","2d","3c"],["??","??","7s"]],"dead":["4c"],"samples":20000,"seed":1}';
    const { out } = await runEquity([line, line]);
    const [first, again] = out;
    expect(first).toMatchObject({ game: 'razz', street: 3, method: 'monte-carlo', samples: 20000, seed: 1 });
    expect(first?.deals).toBeGreaterThan(1e9);
    const hands = first?.hands as { cards: string[]; share: number; halfWidth: { share: number; win: number; tie: number } }[];
    expect(hands.map((h) => h.cards)).toEqual([
      ['As', '2d', '3c'],
      ['??', '??', '7s'],
    ]);
    expect((hands[0]?.share ?? 0) + (hands[1]?.share ?? 0)).toBeCloseTo(1, 5);
    expect(hands[0]?.halfWidth.share).toBeGreaterThan(0.001);
    expect(hands[0]?.halfWidth.share).toBeLessThan(0.02);
    expect(again).toEqual(first);
  });

  it('adds scoop, high and low shares for stud8', async () => {
    const { out } = await runEquity(['{"game":"stud8","hands":["As 2d 3c 4h 5s Jd Qc","Kh Kd Ks 9c 8d Th 2h"]}']);
    expect(out[0]?.hands).toEqual([
      { cards: ['As', '2d', '3c', '4h', '5s', 'Jd', 'Qc'], share: 1, win: 1, tie: 0, scoop: 1, highShare: 0.5, lowShare: 0.5, counts: expect.any(Object) },
      { cards: ['Kh', 'Kd', 'Ks', '9c', '8d', 'Th', '2h'], share: 0, win: 0, tie: 0, scoop: 0, highShare: 0, lowShare: 0, counts: expect.any(Object) },
    ]);
  });

  it('answers each bad line with the error and its code, and goes on', async () => {
    const { code, out } = await runEquity([
      '{"game":"badugi","hands":["As 2d 3c","Kh Qd 7s"]}',
      '{"game":"razz","hands":["As 2d 3c","Kh Qd As"]}',
      '{"game":"razz","hands":["As 2d 3c"]}',
      '{"game":"razz","hands":["As 2d 3c 4h 5s 6d 7c 8h","Kh Qd 7s 5c 4d 6c 8c 9c"]}',
      '{"game":"razz","hands":["As 2d 3c","Kh Qd 7s"],"sample":5}',
      'not json',
      '["As"]',
      '{"game":"razz","hands":["As 2d 3c 4h 5s 6d 7c","Kh Qd 7s 5c 4d 6c 8c"]}',
    ]);
    expect(code).toBe(0);
    expect(out.slice(0, 7)).toEqual([
      { error: expect.stringMatching(/^line 1: unknown game "badugi"/), code: 'UNKNOWN_GAME' },
      { error: 'line 2: card As appears in hand 1 and in hand 2', code: 'DUPLICATE_CARD' },
      { error: 'line 3: equity needs at least 2 live hands, got 1', code: 'TOO_FEW_HANDS' },
      { error: expect.stringMatching(/^line 4: a hand ends with 7 cards/), code: 'TOO_MANY_CARDS' },
      { error: expect.stringMatching(/^line 5: unknown field "sample"/), code: 'INVALID_INPUT' },
      { error: expect.stringMatching(/^line 6: not JSON/), code: 'INVALID_INPUT' },
      { error: expect.stringMatching(/^line 7: expected an object/), code: 'INVALID_INPUT' },
    ]);
    expect(out[7]).toMatchObject({ street: 7, method: 'exact', deals: 1 });
  });

  it('prints usage for --help and refuses arguments (exit 2)', async () => {
    const help = await runEquity([], ['--help']);
    expect(help.code).toBe(0);
    expect(help.text).toMatch(/^usage: razz equity/);
    expect(help.text).toMatch(/"game": razz, stud, stud8, london-lowball, deuce-to-seven-razz/);
    const bad = await runEquity([], ['--samples', '5']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^razz equity: unknown argument: --samples/);
  });

  it('answerEquityRequest returns the answer object for one request', () => {
    expect(answerEquityRequest({ game: 'stud', hands: ['As Ks Qs Js Ts 2d 3d', 'Ah Kh Qh Jh 9h 2c 3c'] })).toMatchObject({
      street: 7,
      method: 'exact',
      deals: 1,
    });
  });
});

describe('razz equity as a process (npm run --silent razz -- equity)', () => {
  const root = path.resolve(__dirname, '../../../..');

  it('reads real stdin lines and exits 0', async () => {
    const child = spawn('npm', ['run', '--silent', 'razz', '--', 'equity'], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdin.end('{"game":"razz","hands":["As 2d 3c 7c Qd Qh","8h 6h 5d 4s 3h Kc"]}\n{"game":"razz"}\n');
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(err).toBe('');
    expect(code).toBe(0);
    const lines = out
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    // Every card live: 9 · 33 = 297 of 40 · 39 = 1560 deals for the hero (dead-cards.spec.ts).
    expect(lines[0]).toMatchObject({ method: 'exact', deals: 1560, hands: [{ counts: { win: 297 } }, { counts: { win: 1263 } }] });
    expect(lines[1]).toEqual({ error: 'line 2: hands must be a list of hands, each a list of cards', code: 'TOO_FEW_HANDS' });
  });
});
