import { spawnSync } from 'child_process';
import { join } from 'path';
import { scriptDeck } from '../../../../libs/razz-engine/test/helpers/scripted-hand';
import { playHand } from './play.command';

/** End to end: the real CLI in a child process, with real stdin. */
const root = join(__dirname, '../../../..');

function razz(args: string[], stdin: string): { status: number | null; stdout: string; stderr: string } {
  // tsx compiles the CLI on each run: 30 s seen on a loaded machine, so four minutes before it is killed.
  const r = spawnSync('npx', ['tsx', 'apps/cli/src/main.ts', ...args], { cwd: root, input: stdin, encoding: 'utf8', timeout: 240_000 });
  if (r.error) throw new Error(`razz ${args.join(' ')}: ${r.error.message} (stderr so far: ${r.stderr?.slice(-500) ?? ''})`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

// The real PokerStars tournament hand #49382949075 (docs/hand-history-format.md, the reference histories), as CLI input.
const cards = {
  1: '?? ?? Jh',
  2: '?? ?? 3d',
  3: '3c Ac 5s 2h Th Js 5h',
  4: '3s 8c 4h Qs Ah Td Qh',
  5: '?? ?? Tc',
  6: '?? ?? Jc',
  7: '?? ?? Kd',
  8: '4c 2s 5c 9s 4s 9d As',
};
const streets = [
  '7 bring-in, 8 complete, 1 fold, 2 fold, 3 raise, 4 raise, 5 fold, 6 fold, 7 fold, 8 call, 3 raise, 4 call, 8 call',
  '3 bet, 4 call, 8 call',
  '8 check, 3 bet, 4 call, 8 call',
  '3 check, 4 check, 8 check',
  '3 check, 4 check, 8 check',
];
const stacks: Record<number, number> = { 1: 4842, 2: 4459, 3: 5720, 4: 5405, 5: 2697, 6: 5501, 7: 5225, 8: 6428 };
const hand = {
  preset: 'razz',
  stakes: { ante: 10, bringIn: 15, smallBet: 50, bigBet: 100 },
  dealerSeat: 8,
  seats: Object.entries(stacks).map(([seat, stack]) => ({ seat: Number(seat), stack })),
  deck: scriptDeck({ stacks, cards, streets }),
  actions: streets.flatMap((s) => s.split(', ').map((a) => ({ seat: Number(a.split(' ')[0]), action: a.split(' ')[1] }))),
};

describe('razz play (end to end)', () => {
  it('plays a whole hand from stdin: events, actions with their options, pots, showdown, stacks', () => {
    const r = razz(['play'], JSON.stringify(hand));
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ ok: true, finished: true, rake: 0, toAct: null, legal: [] });
    expect(out.pots).toEqual([{ amount: 1145, eligible: [3, 4, 8], winners: [{ seat: 8, amount: 1145 }] }]);
    expect(out.showdown).toEqual([
      { seat: 3, shown: true, cards: ['3c', 'Ac', '5s', '2h', 'Th', 'Js', '5h'], description: 'T-5-3-2-A', starsText: 'T,5,3,2,A' },
      { seat: 4, shown: false, cards: ['3s', '8c', '4h', 'Qs', 'Ah', 'Td', 'Qh'], description: 'T-8-4-3-A', starsText: 'T,8,4,3,A' },
      { seat: 8, shown: true, cards: ['4c', '2s', '5c', '9s', '4s', '9d', 'As'], description: '9-5-4-2-A', starsText: '9,5,4,2,A' },
    ]);
    expect(out.stacks.find((s: { seat: number }) => s.seat === 8)).toEqual({ seat: 8, stack: 6428 - 10 - 200 - 50 - 100 + 1145 });
    expect(out.finalStacks).toEqual(out.stacks);
    expect(out.actions[0]).toEqual({
      index: 0,
      seat: 7,
      action: 'bring-in',
      amount: 15,
      legal: [
        { kind: 'bring-in', min: 15, max: 15 },
        { kind: 'complete', min: 50, max: 50 },
      ],
    });
    expect(out.actions).toHaveLength(hand.actions.length);
    expect(out.events[0].type).toBe('hand-started');
    expect(out.events.at(-1)).toMatchObject({ type: 'hand-ended', endedBy: 'showdown' });
  });

  it('stops at an illegal action with its code and index', () => {
    const bad = { ...hand, actions: [...hand.actions.slice(0, 2), { seat: 3, action: 'fold' }] };
    const r = razz(['play'], JSON.stringify(bad));
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({
      ok: false,
      error: { code: 'NOT_YOUR_TURN', message: "seat 3 cannot fold: it is seat 1's turn" },
      atAction: 2,
    });
  });

  it('--lines: one hand per line in, one result per line out (a bad line does not stop the rest)', () => {
    const partial = { ...hand, actions: hand.actions.slice(0, 3) };
    const r = razz(['play', '--lines'], [JSON.stringify(hand), 'not json', JSON.stringify(partial)].join('\n'));
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.ok)).toEqual([true, false, true]);
    expect(lines[1].error.code).toBe('INVALID_INPUT');
    expect(lines[2]).toMatchObject({
      finished: false,
      toAct: 2,
      legal: [{ kind: 'fold' }, { kind: 'call', min: 50, max: 50 }, { kind: 'raise', min: 100, max: 100 }],
    });
  });
});

describe('razz play with "preset":"stud" and "stud8"', () => {
  // Seat 1 (2c) brings in in both games; seat 2 shows K-K on 4th street.
  const studCards = { 1: '8s 9d 2c Ts Jh Qc 4d', 2: 'Ks Kh 7d 7c 4h 3s 2d', 3: 'As 3h 5c 6d 8c 7h 4s' };
  const studStreets = [
    '1 bring-in, 2 call, 3 call',
    '2 check, 3 check, 1 check',
    '2 check, 3 check, 1 check',
    '2 check, 3 check, 1 check',
    '2 check, 3 check, 1 check',
  ];
  const request = (preset: string) => ({
    preset,
    stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
    seats: [1, 2, 3].map((seat) => ({ seat, stack: 100 })),
    deck: scriptDeck({ stacks: { 1: 100, 2: 100, 3: 100 }, cards: studCards, streets: studStreets }),
    actions: studStreets.flatMap((s) => s.split(', ').map((a) => ({ seat: Number(a.split(' ')[0]), action: a.split(' ')[1] }))),
  });

  it('stud: the lowest door brings in, the open pair gets the big-bet option, the best high hand wins', () => {
    const out = playHand(request('stud'));
    expect(out).toMatchObject({ ok: true, finished: true, pots: [{ amount: 9, winners: [{ seat: 1, amount: 9 }] }] });
    if (!out.ok) return;
    expect(out.actions[0]?.legal).toEqual([
      { kind: 'bring-in', min: 2, max: 2 },
      { kind: 'complete', min: 5, max: 5 },
    ]);
    expect(out.actions[3]?.legal).toContainEqual({ kind: 'bet', min: 5, max: 10, amounts: [5, 10] });
    expect(out.showdown.find((s) => s.seat === 1)).toMatchObject({ description: 'a straight, Eight to Queen' });
  });

  it('stud8: the pot is split high/low with PokerStars HI/LO words', () => {
    const out = playHand(request('stud8'));
    expect(out).toMatchObject({
      ok: true,
      finished: true,
      pots: [
        {
          amount: 9,
          winners: [
            { seat: 1, amount: 5 },
            { seat: 3, amount: 4 },
          ],
          halves: [
            { half: 'high', amount: 5 },
            { half: 'low', amount: 4 },
          ],
        },
      ],
    });
    if (!out.ok) return;
    expect(out.showdown.find((s) => s.seat === 3)).toMatchObject({ starsText: 'HI: a straight, Four to Eight; LO: 6,5,4,3,A' });
  });
});

describe('razz simulate (end to end)', () => {
  it('plays random hands, checks the invariants and prints hands per second', () => {
    const r = razz(['simulate', '--hands', '300', '--players', '8', '--seed', '5'], '');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(
      /^simulated 300 hands \(8 players, preset razz, seed 5\): 0 invariant failures, \d+ actions, \d+ showdowns, [\d.]+ s, \d+ hands\/s/,
    );
  });

  it('deals Stud Eight-or-Better with --preset stud8', () => {
    const r = razz(['simulate', '--hands', '200', '--players', '6', '--seed', '3', '--preset', 'stud8'], '');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^simulated 200 hands \(6 players, preset stud8, seed 3\): 0 invariant failures/);
  });

  it('refuses bad arguments with a usage error', () => {
    expect(razz(['simulate', '--players', '12'], '').status).toBe(2);
  });
});
