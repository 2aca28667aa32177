import { spawnSync } from 'child_process';
import { readFileSync } from 'fs';
import { join } from 'path';
import { FlopScript, flopDeck } from '../../../../libs/razz-engine/test/helpers/flop-script';
import { scriptDeck } from '../../../../libs/razz-engine/test/helpers/scripted-hand';
import { MTT_HAND } from '../../../../libs/razz-engine/test/helpers/stars-scripts';

/** End to end: the real CLI in a child process, with real stdin. */
const root = join(__dirname, '../../../..');
const samples = join(root, '../shared/reference/hand-histories');

function razz(args: string[], stdin: string): { status: number | null; stdout: string; stderr: string } {
  // tsx compiles the CLI on each run: 30 s seen on a loaded machine, so four minutes before it is killed.
  const r = spawnSync('npx', ['tsx', 'apps/cli/src/main.ts', ...args], { cwd: root, input: stdin, encoding: 'utf8', timeout: 240_000 });
  if (r.error) throw new Error(`razz ${args.join(' ')}: ${r.error.message} (stderr so far: ${r.stderr?.slice(-500) ?? ''})`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const CASH = readFileSync(join(samples, 'stars_razz_cash_0.04-0.08_200911.txt'), 'utf8');
const jsonLines = (text: string): Record<string, unknown>[] =>
  text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('razz import-history (end to end)', () => {
  it('replays every hand of a real file: one JSON line per hand, a summary on stderr, exit 0', () => {
    const r = razz(['import-history'], CASH);
    expect(r.status).toBe(0);
    const lines = jsonLines(r.stdout);
    expect(lines.map((l) => [l.line, l.ok])).toEqual([1, 60, 121, 195, 243, 312, 379, 433, 506].map((n) => [n, true]));
    expect(lines[0]).toEqual({
      handId: '35874566077',
      line: 1,
      ok: true,
      disagreements: [],
      notes: ["PokerStars took 2 chips of rake, the replay 0 chips; the history keeps PokerStars' amounts"],
    });
    expect(r.stderr).toBe('import-history: 9 hands: 9 agree, 0 disagree, 0 unreadable\n');
  });

  it('reports a disagreement and an unreadable hand with their lines, and exits 1', () => {
    const tampered = CASH.replace('SilkZone collected $0.39 from pot', 'SilkZone collected $0.29 from pot').replace(
      'Dealt to meg100 [6s]',
      'Dealt to nobody [6s]',
    );
    const r = razz(['import-history'], tampered);
    expect(r.status).toBe(1);
    const lines = jsonLines(r.stdout);
    expect(lines[0]).toMatchObject({ ok: false, disagreements: [{ code: 'AMOUNT_MISMATCH', line: 49 }] });
    expect(lines[1]).toMatchObject({ handId: '35874590575', ok: false, error: { code: 'UNKNOWN_PLAYER', line: 72 }, disagreements: [] });
    expect(r.stderr).toBe('import-history: 9 hands: 7 agree, 1 disagree, 1 unreadable\n');
  });

  it('--with-history adds the hand as the API stores it; bad arguments exit 2', () => {
    const r = razz(['import-history', '--with-history'], readFileSync(join(samples, 'stars_razz_mtt_200+15_201009.txt'), 'utf8'));
    expect(r.status).toBe(0);
    expect(jsonLines(r.stdout)[0]).toMatchObject({ history: { handId: '49382949075', viewer: 3, outcome: { totalPot: 1145 } } });
    expect(razz(['import-history', '--rules', 'nope'], '').status).toBe(2);
    expect(razz(['import-history'], 'no hands here').status).toBe(1);
  });
});

// The tournament hand #49382949075 as a `razz play` request, with its table facts.
const request = {
  preset: 'razz',
  rules: MTT_HAND.script.rules,
  stakes: MTT_HAND.script.stakes,
  seats: Object.entries(MTT_HAND.script.stacks).map(([seat, stack]) => ({ seat: Number(seat), stack })),
  deck: scriptDeck(MTT_HAND.script),
  actions: MTT_HAND.script.streets.flatMap((s) => s.split(', ').map((a) => ({ seat: Number(a.split(' ')[0]), action: a.split(' ')[1] }))),
  history: { ...MTT_HAND.meta, money: 'chips' },
};

describe('razz export-history (end to end)', () => {
  it('writes the hand as PokerStars text, which import-history replays', () => {
    const r = razz(['export-history'], JSON.stringify(request));
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe(
      'PokerStars Hand #49382949075: Tournament #2010090015, $200+$15 USD Razz Limit - Level IV (50/100) - 2010/09/09 18:27:23 ET',
    );
    expect(r.stdout).toContain('Dealt to Player0 [');
    const again = razz(['import-history'], r.stdout);
    expect(again.status).toBe(0);
    expect(jsonLines(again.stdout)).toEqual([expect.objectContaining({ handId: '49382949075', ok: true })]);
  });

  it("--viewer 3 is seat 3's copy: the real text, other hole cards hidden unless shown", () => {
    const r = razz(['export-history', '--viewer', '3'], JSON.stringify(request));
    const real = readFileSync(join(samples, MTT_HAND.file), 'utf8').trim().split('\n');
    // Player2's mucked cards stay hidden: no summary line for that seat.
    expect(r.stdout.trim().split('\n')).toEqual(real.filter((l) => !l.startsWith('Seat 4: Player2 mucked')));
  });

  it('skips a hand that is not finished, names its line, exits 1; refuses a bad viewer with 2', () => {
    const unfinished = { ...request, actions: request.actions.slice(0, 3) };
    const r = razz(['export-history'], `${JSON.stringify(request)}\n${JSON.stringify(unfinished)}\n`);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('razz export-history: line 2: the hand is not finished: give every action to the end\n');
    expect(r.stdout.startsWith('PokerStars Hand #49382949075:')).toBe(true);
    expect(razz(['export-history', '--viewer', 'x'], '').status).toBe(2);
  });
});

describe('the flop games through both commands (end to end)', () => {
  it("replays every hand of a real Limit Hold'em tournament file: 40 agree, exit 0", () => {
    const r = razz(['import-history'], readFileSync(join(samples, 'stars_lhe_mtt_201007.txt'), 'utf8'));
    expect(r.status).toBe(0);
    expect(jsonLines(r.stdout).every((l) => l.ok === true && (l.disagreements as unknown[]).length === 0)).toBe(true);
    expect(r.stderr).toBe('import-history: 40 hands: 40 agree, 0 disagree, 0 unreadable\n');
  });

  it("reads the 8-Game file hand by hand: its Hold'em, Omaha, Razz and Stud hands agree, its draw hands are unsupported (exit 1)", () => {
    const r = razz(['import-history'], readFileSync(join(samples, 'stars_8game_mixed_tournament_201306.txt'), 'utf8'));
    expect(r.status).toBe(1);
    const unreadable = jsonLines(r.stdout).filter((l) => l.ok === false);
    expect(new Set(unreadable.map((l) => (l.error as { code: string }).code))).toEqual(new Set(['UNSUPPORTED_GAME']));
    expect(r.stderr).toBe('import-history: 137 hands: 119 agree, 0 disagree, 18 unreadable\n');
  });

  // A $1/$2 Limit Hold'em hand: a returning player posts both blinds (all-in), another a dead small blind.
  const script: FlopScript = {
    rules: { maxSeats: 6 },
    stakes: { smallBlind: 50, bigBlind: 100, smallBet: 100, bigBet: 200 },
    button: 6,
    posts: [
      { seat: 4, kind: 'small-and-big' },
      { seat: 6, kind: 'dead-small' },
    ],
    stacks: { 1: 5000, 2: 3000, 3: 4000, 4: 150, 5: 2500, 6: 6000 },
    hole: { 3: 'Ks Qh', 4: '5s 5d', 5: 'Kh Ah' },
    board: 'Kd 8s 5c 2h 9d',
    streets: [],
  };
  const actions = [
    '3 raise',
    '5 call',
    '6 fold',
    '1 fold',
    '2 call',
    '2 check',
    '3 bet',
    '5 raise',
    '2 fold',
    '3 call',
    '3 check',
    '5 bet',
    '3 call',
    '3 check',
    '5 check',
  ];
  const holdem = {
    preset: 'holdem',
    rules: script.rules,
    stakes: script.stakes,
    dealerSeat: script.button,
    posts: script.posts,
    seats: Object.entries(script.stacks).map(([seat, stack]) => ({ seat: Number(seat), stack })),
    deck: flopDeck(script),
    actions: actions.map((a) => ({ seat: Number(a.split(' ')[0]), action: a.split(' ')[1] })),
    history: {
      handId: '3001',
      tableName: 'Lorelei IV',
      startedAt: '2024-11-03T05:30:00Z',
      players: { 1: 'Ann', 2: 'Bo', 3: 'Cy', 4: 'Dee', 5: 'Eve', 6: 'Fay' },
      mix: 'HORSE',
    },
  };

  it("export-history writes a Hold'em hand with its posts, one player's copy, which import-history replays", () => {
    const r = razz(['export-history', '--viewer', '3'], JSON.stringify(holdem));
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe("PokerStars Hand #3001:  HORSE (Hold'em Limit, $1/$2 USD) - 2024/11/03 1:30:00 ET");
    expect(lines).toEqual(expect.arrayContaining(['Dee: posts small & big blinds $1.50 and is all-in', 'Fay: posts small blind $0.50', 'Dealt to Cy [Ks Qh]']));
    expect(lines.filter((l) => l.startsWith('Dealt to '))).toHaveLength(1);
    const again = razz(['import-history'], r.stdout);
    expect(again.status).toBe(0);
    expect(jsonLines(again.stdout)).toEqual([expect.objectContaining({ handId: '3001', ok: true, disagreements: [] })]);
  });
});
