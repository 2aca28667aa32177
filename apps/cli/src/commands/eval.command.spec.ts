import { spawn } from 'node:child_process';
import * as path from 'node:path';
import { answerEvalRequest, evalCommand } from './eval.command';
import { runInProcess } from './testing/run-in-process';

/** Runs `razz eval` in-process on the given input lines; returns exit code and output lines. */
async function runEval(input: string[], args: string[] = []) {
  const { code, text, err, lines } = await runInProcess(evalCommand, input, args);
  return { code, text, err, out: code === 0 && !args.includes('--help') ? lines.map((l) => JSON.parse(l) as unknown) : [] };
}

const request = (cards: string, evaluation?: string) => JSON.stringify({ cards: cards.split(' '), ...(evaluation ? { evaluation } : {}) });

describe('razz eval', () => {
  it('answers the example of the issue exactly', async () => {
    const { code, out } = await runEval(['{"cards":["As","2d","3c","4h","5s","Kd","Kc"],"evaluation":"ace-to-five"}']);
    expect(code).toBe(0);
    expect(out).toEqual([{ best: ['5s', '4h', '3c', '2d', 'As'], rank: 0, description: '5-4-3-2-A' }]);
  });

  it('orders the examples of the rule book (docs/rules/evaluation.md): the first hand of each pair gets the lower rank', async () => {
    const pairs = [
      ['8s 7h 6d 5c 4s', '9s 4h 3d 2c Ah'],
      ['9s 5h 4d 3c 2s', '9h 8h 7d 3h 2c'],
      ['Ts 9h 8d 7c 5s', 'Js Th 9d 6c 2h'],
      ['4s 6h 7d 8c 9s', 'As 2h 3d 4c Th'],
      ['Ks Qh Jd Tc 9s', '2s 2h 3d 4c 5s'],
    ];
    const { out } = await runEval(pairs.flat().map((h) => request(h)));
    const ranks = out.map((o) => (o as { rank: number }).rank);
    for (let i = 0; i < pairs.length; i++) expect(ranks[2 * i]).toBeLessThan(ranks[2 * i + 1] as number);
  });

  it('lists the best hands of the rule book in order and describes them', async () => {
    const hands = ['5s 4h 3d 2c Ah', '6s 4h 3d 2c Ah', '6s 5h 3d 2c Ah', '6s 5h 4d 2c Ah', '6s 5h 4d 3c Ah', '6s 5h 4d 3c 2h', '7s 4h 3d 2c Ah'];
    const { out } = await runEval(hands.map((h) => request(h)));
    expect(out.map((o) => (o as { rank: number }).rank)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(out.map((o) => (o as { description: string }).description)).toEqual([
      '5-4-3-2-A',
      '6-4-3-2-A',
      '6-5-3-2-A',
      '6-5-4-2-A',
      '6-5-4-3-A',
      '6-5-4-3-2',
      '7-4-3-2-A',
    ]);
  });

  it('uses the given evaluation, or --evaluation as the default', async () => {
    const { out } = await runEval([
      request('6s 4h 3d 2c Ah', 'ace-to-six'),
      request('7s 5h 4d 3c 2h', 'deuce-to-seven'),
      request('As 2h 3d 4c 5s', 'ace-to-six'),
    ]);
    expect(out).toEqual([
      { best: ['6s', '4h', '3d', '2c', 'Ah'], rank: 0, description: '6-4-3-2-A' },
      { best: ['7s', '5h', '4d', '3c', '2h'], rank: 0, description: '7-5-4-3-2' },
      expect.objectContaining({ description: 'straight, 5-4-3-2-A' }),
    ]);
    const defaulted = await runEval([request('7s 5h 4d 3c 2h')], ['--evaluation', 'deuce-to-seven']);
    expect(defaulted.out).toEqual([expect.objectContaining({ rank: 0 })]);
  });

  it('answers each bad line with an error and goes on', async () => {
    const { code, out } = await runEval([
      request('As 2d 3c 4h Zz'),
      request('As 2d 3c 4h As'),
      request('As 2d 3c 4h'),
      '{"cards":',
      '["As"]',
      '{"cards":"As 2d 3c 4h 5s"}',
      request('As 2d 3c 4h 5s', 'badugi'),
      '{"cards":["As","2d","3c","4h","5s"],"evaluation":7}',
      request('As 2d 3c 4h 5s'),
    ]);
    expect(code).toBe(0);
    expect(out).toEqual([
      { error: expect.stringMatching(/^line 1: "Zz" is not a card/) },
      { error: 'line 2: card As appears twice' },
      { error: expect.stringMatching(/^line 3: a hand has 5 to 8 cards.*got 4/) },
      { error: expect.stringMatching(/^line 4: not JSON/) },
      { error: expect.stringMatching(/^line 5: expected an object/) },
      { error: expect.stringMatching(/^line 6: "cards" must be a list/) },
      { error: expect.stringMatching(/^line 7: unknown evaluation "badugi"/) },
      { error: expect.stringMatching(/^line 8: "evaluation" must be one of/) },
      { best: ['5s', '4h', '3c', '2d', 'As'], rank: 0, description: '5-4-3-2-A' },
    ]);
  });

  it('prints usage for --help and refuses unknown arguments', async () => {
    const help = await runEval([], ['--help']);
    expect(help.code).toBe(0);
    expect(help.text).toMatch(/^usage: razz eval/);
    const bad = await runEval([], ['--evaluation', 'badugi']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/unknown evaluation "badugi"/);
    expect((await runEval([], ['--frobnicate'])).code).toBe(2);
  });

  it("values high hands (Seven-Card Stud) with evaluation 'high'", async () => {
    const { out } = await runEval([request('Tc Kh As Jd Qd 2s 9c', 'high')]);
    expect(out).toEqual([{ best: ['As', 'Kh', 'Qd', 'Jd', 'Tc'], rank: 1599, description: 'a straight, Ten to Ace' }]);
  });

  it('values Omaha hands given as hole + board: two hole cards with three board cards, high and eight-or-better low', async () => {
    const flop = (evaluation: string, hole: string, board: string) => JSON.stringify({ evaluation, hole: hole.split(' '), board: board.split(' ') });
    const { code, out } = await runEval([
      flop('omaha-high', 'Ah Kc 7d 2s', 'Qh Jh 9h 4h 3c'),
      flop('omaha-high', 'Ah 5h 7d 2s', 'Qh Jh 9h 4h'),
      flop('omaha-low', 'As 2d Kc Kh', '3h 7c 8d Qs Js'),
      flop('omaha-low', 'As 2d Kc Kh', '3h 9c Td'),
    ]);
    expect(code).toBe(0);
    expect(out).toEqual([
      { best: ['Ah', 'Kc', 'Qh', 'Jh', '9h'], rank: 6185, description: 'high card Ace' },
      { best: ['Ah', 'Qh', 'Jh', '9h', '5h'], rank: 497, description: 'a flush, Ace high' },
      { best: ['8d', '7c', '3h', '2d', 'As'], rank: 36, description: '8-7-3-2-A' },
      { best: [], rank: null, description: 'no qualifying low' },
    ]);
    const defaulted = await runEval(['{"hole":["As","2d","Kc","Kh"],"board":["3h","4c","5s"]}'], ['--evaluation', 'omaha-low']);
    expect(defaulted.out).toEqual([{ best: ['5s', '4c', '3h', '2d', 'As'], rank: 0, description: '5-4-3-2-A' }]);
  });

  it("values Hold'em with 'high' given hole + board, the same as the seven cards together", async () => {
    const { out } = await runEval([
      '{"evaluation":"high","hole":["Ah","Kc"],"board":["Qh","Jh","9h","4h","3c"]}',
      request('Ah Kc Qh Jh 9h 4h 3c', 'high'),
      request('Ah Kc Qh Jh 9h 4h', 'high'),
    ]);
    expect(out[0]).toEqual({ best: ['Ah', 'Qh', 'Jh', '9h', '4h'], rank: 498, description: 'a flush, Ace high' });
    expect(out[1]).toEqual(out[0]);
    expect(out[2]).toEqual(out[0]);
  });

  it('answers wrong counts, repeated cards and mixed-up fields of hole + board lines with errors', async () => {
    const { code, out } = await runEval([
      '{"evaluation":"omaha-high","hole":["As","2d","Kc"],"board":["3h","7c","8d"]}',
      '{"evaluation":"omaha-low","hole":["As","2d","Kc","Kh"],"board":["3h","7c"]}',
      '{"evaluation":"omaha-low","hole":["As","2d","Kc","Kh"],"board":["3h","7c","8d","9d","Td","Jd"]}',
      '{"evaluation":"omaha-high","hole":["As","2d","Kc","Kh"],"board":["3h","7c","As"]}',
      '{"evaluation":"omaha-high","hole":["As","2d","Kc","As"],"board":["3h","7c","8d"]}',
      '{"evaluation":"omaha-high","cards":["As","2d","Kc","Kh","3h","7c","8d"]}',
      '{"evaluation":"omaha-high","hole":["As","2d","Kc","Kh"]}',
      '{"evaluation":"omaha-high","hole":"As 2d Kc Kh","board":["3h","7c","8d"]}',
      '{"evaluation":"high","hole":["As","2d","Kc"],"board":["3h","7c","8d"]}',
      '{"evaluation":"ace-to-five","hole":["As","2d"],"board":["3h","7c","8d"]}',
      '{"evaluation":"high","cards":["As","2d","Kc","Kh","3h"],"hole":["As","2d"],"board":["3h","7c","8d"]}',
    ]);
    expect(code).toBe(0);
    expect(out).toEqual([
      { error: 'line 1: Omaha: a player has 4 hole cards, got 3' },
      { error: 'line 2: a board has 3 to 5 cards (flop, turn, river), got 2' },
      { error: 'line 3: a board has 3 to 5 cards (flop, turn, river), got 6' },
      { error: 'line 4: card As is both in the hole and on the board' },
      { error: 'line 5: card As appears twice' },
      { error: expect.stringMatching(/^line 6: "omaha-high" takes "hole" \(4 cards\) and "board" \(3 to 5 cards\), not "cards"/) },
      { error: expect.stringMatching(/^line 7: "board" must be a list of cards/) },
      { error: expect.stringMatching(/^line 8: "hole" must be a list of cards/) },
      { error: "line 9: Hold'em: a player has 2 hole cards, got 3" },
      { error: expect.stringMatching(/^line 10: "hole" and "board" go with high or holdem-high \(Hold'em\), omaha-high or omaha-low/) },
      { error: expect.stringMatching(/^line 11: give either "cards" or "hole" and "board"/) },
    ]);
  });

  it('accepts --evaluation holdem-high|omaha-high|omaha-low and lists them in the usage', async () => {
    const help = await runEval([], ['--help']);
    expect(help.text).toMatch(/--evaluation ace-to-five\|ace-to-six\|deuce-to-seven\|high\|holdem-high\|omaha-high\|omaha-low/);
    expect((await runEval([], ['--evaluation=omaha-high'])).code).toBe(0);
    const bad = await runEval([], ['--evaluation', 'omaha']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/unknown evaluation "omaha": use one of ace-to-five, ace-to-six, deuce-to-seven, high, holdem-high, omaha-high, omaha-low/);
  });

  it("values 5, 6 and 7 cards with 'high' (the best five), and refuses 4 and 9", async () => {
    const { code, out } = await runEval([
      request('9h Th Jh Qh Kh', 'high'),
      request('9h Th Jh Qh Kh 2c', 'high'),
      request('2c 9h Th Jh 3d Qh Kh', 'high'),
      request('9s 9d 4c 4h', 'high'),
      request('2s 3s 4s 5s 6s 7s 8s 9s Ts', 'high'),
    ]);
    expect(code).toBe(0);
    const straightFlush = { best: ['Kh', 'Qh', 'Jh', 'Th', '9h'], rank: 1, description: 'a straight flush, Nine to King' };
    expect(out).toEqual([
      straightFlush,
      straightFlush,
      straightFlush,
      { error: 'line 4: a hand has 5 to 8 cards (7, plus a community card), got 4' },
      { error: 'line 5: a hand has 5 to 8 cards (7, plus a community card), got 9' },
    ]);
  });

  it("values Hold'em as holdem-high (the engine's name) given hole + board: the same answer as high", async () => {
    const { code, out } = await runEval([
      '{"evaluation":"holdem-high","hole":["Ah","Kc"],"board":["Qh","Jh","9h","4h","3c"]}',
      '{"evaluation":"holdem-high","hole":["7s","2d"],"board":["As","Ks","Qs","Js","Ts"]}',
      '{"evaluation":"holdem-high","hole":["Ah","Kc","Qd","Js"],"board":["Qh","Jh","9h"]}',
      '{"evaluation":"holdem-high","cards":["Ah","Kc","Qh","Jh","9h"]}',
    ]);
    expect(code).toBe(0);
    expect(out).toEqual([
      { best: ['Ah', 'Qh', 'Jh', '9h', '4h'], rank: 498, description: 'a flush, Ace high' },
      { best: ['As', 'Ks', 'Qs', 'Js', 'Ts'], rank: 0, description: 'a Royal Flush' },
      { error: "line 3: Hold'em: a player has 2 hole cards, got 4" },
      { error: expect.stringMatching(/^line 4: "holdem-high" takes "hole" \(2 cards\) and "board" \(3 to 5 cards\), not "cards"/) },
    ]);
    const defaulted = await runEval(['{"hole":["Ah","Kc"],"board":["Qh","Jh","9h","4h","3c"]}'], ['--evaluation', 'holdem-high']);
    expect(defaulted.out).toEqual([out[0]]);
  });

  it('answerEvalRequest accepts 8 cards (7 + a community card)', () => {
    expect(answerEvalRequest({ cards: 'Ks Kh Qd Qc 8s 6h 4d Ah'.split(' ') }, 'ace-to-five')).toMatchObject({ description: 'Q-8-6-4-A' });
  });
});

describe('razz eval as a process (npm run --silent razz -- eval)', () => {
  const root = path.resolve(__dirname, '../../../..');

  it('reads real stdin lines, answers bad lines with errors, and exits 0', async () => {
    const child = spawn('npm', ['run', '--silent', 'razz', '--', 'eval'], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdin.end(
      [
        '{"cards":["As","2d","3c","4h","5s","Kd","Kc"],"evaluation":"ace-to-five"}',
        '{"cards":["As","2d","3c","4h","5s","Kd","Kd"]}',
        'not json',
        '{"cards":["8s","6h","4d","2c","Ah","Kd","Kc"]}',
        '{"cards":["3s","3h","8d","6c","4h"]}',
      ].join('\n') + '\n',
    );
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(
      out
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l) as unknown),
    ).toEqual([
      { best: ['5s', '4h', '3c', '2d', 'As'], rank: 0, description: '5-4-3-2-A' },
      { error: 'line 2: card Kd appears twice' },
      { error: expect.stringMatching(/^line 3: not JSON/) },
      { best: ['8s', '6h', '4d', '2c', 'Ah'], rank: 27, description: '8-6-4-2-A' },
      { best: ['3s', '3h', '8d', '6c', '4h'], rank: expect.any(Number), description: 'pair of 3s, 8-6-4' },
    ]);
  });
});
