import { spawnSync } from 'child_process';
import { join } from 'path';
import { PassThrough } from 'node:stream';
import { playCommand, playHand } from './play.command';

/**
 * `razz play` with the flop presets (docs/rules/flop-games.md): the deck is dealt in the documented
 * order — hole cards one at a time from the first seat after the button, round after round, then
 * burn, flop, burn, turn, burn, river — the blinds sit left of the button (heads-up: on it), and
 * the answer carries `finalStacks` for every game.
 */

type Output = ReturnType<typeof playHand>;
type Played = Extract<Output, { ok: true }>;

const LIMIT_1_2 = { smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4, ante: 0 };

/** `'7 raise, 2 call, 5 bet 4'` → the request's actions. */
function actions(text: string): { seat: number; action: string; amount?: number }[] {
  return text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
    .map((a) => {
      const [seat, action, amount] = a.split(' ');
      return { seat: Number(seat), action: action as string, ...(amount !== undefined ? { amount: Number(amount) } : {}) };
    });
}

function played(out: Output): Played {
  if (!out.ok) throw new Error(`${out.error.code}: ${out.error.message}`);
  return out;
}

/** The dealing events in order: `street`, `deal` (seat: cards), `burn`, `board`. */
function dealing(out: Played): string[] {
  return out.events.flatMap((e) => {
    if (e.type === 'street') return [`street ${e.street}`];
    if (e.type === 'deal') return [`deal ${e.seat}: ${e.down.join(' ')}`];
    if (e.type === 'burn') return [`burn ${e.card}`];
    if (e.type === 'board') return [`${e.street} ${e.cards.join(' ')}`];
    return [];
  });
}

function blinds(out: Played): string[] {
  return out.events.flatMap((e) => (e.type === 'blind' ? [`${e.seat}: ${e.blind} ${e.amount}${e.dead ? ` (dead ${e.dead})` : ''}`] : []));
}

function firstActors(out: Played): number[] {
  const first: number[] = [];
  let street = '';
  for (const e of out.events) {
    if (e.type === 'street') street = e.street;
    if (e.type === 'action' && street !== '') {
      first.push(e.seat);
      street = '';
    }
  }
  return first;
}

// Three-handed at seats 2, 5 and 7 of a nine-seat table, the button on 7: the deal starts with seat
// 2 (after 8, 9 and 1, all empty), the small blind; seat 5 posts the big blind.
const threeHanded = {
  preset: 'holdem',
  stakes: LIMIT_1_2,
  buttonSeat: 7,
  seats: [2, 5, 7].map((seat) => ({ seat, stack: 100 })),
  // Hole cards round 1 (2, 5, 7), round 2 (2, 5, 7); burn, flop; burn, turn; burn, river.
  deck: ['As', 'Kd', 'Qh', 'Ac', 'Kc', 'Qs', '2d', '7h', '8h', '9c', '3d', 'Td', '4d', '2s'],
  actions: actions('7 raise, 2 call, 5 call, 2 check, 5 bet, 7 call, 2 call, 2 check, 5 check, 7 bet, 2 raise, 5 fold, 7 call, 2 bet, 7 call'),
};

describe("razz play: Limit Hold'em three-handed from a given deck", () => {
  const out = played(playHand(threeHanded));

  it('deals the hole cards one at a time from the seat after the button, then burn + flop, burn + turn, burn + river', () => {
    expect(dealing(out)).toEqual([
      'street preflop',
      'deal 2: As Ac',
      'deal 5: Kd Kc',
      'deal 7: Qh Qs',
      'street flop',
      'burn 2d',
      'flop 7h 8h 9c',
      'street turn',
      'burn 3d',
      'turn Td',
      'street river',
      'burn 4d',
      'river 2s',
    ]);
  });

  it('posts the blinds left of the button; the button acts first before the flop, the small blind after it', () => {
    expect(blinds(out)).toEqual(['2: small 1', '5: big 2']);
    expect(firstActors(out)).toEqual([7, 2, 2, 2]);
    expect(out.actions[0]).toEqual({
      index: 0,
      seat: 7,
      action: 'raise',
      amount: 4,
      legal: [{ kind: 'fold' }, { kind: 'call', min: 2, max: 2 }, { kind: 'raise', min: 4, max: 4 }],
    });
  });

  it('shows the river bettor first, mucks the hand that cannot win, and pays the pot', () => {
    expect(out).toMatchObject({ finished: true, toAct: null, legal: [], rake: 0 });
    expect(out.pots).toEqual([{ amount: 42, eligible: [2, 7], winners: [{ seat: 2, amount: 42 }] }]);
    expect(out.showdown).toEqual([
      { seat: 2, shown: true, cards: ['As', 'Ac'], description: 'a pair of Aces', starsText: 'a pair of Aces' },
      { seat: 7, shown: false, cards: ['Qh', 'Qs'], description: 'a pair of Queens', starsText: 'a pair of Queens' },
    ]);
  });

  it('gives finalStacks, the same list as stacks: 300 chips before and after', () => {
    const expected = [
      { seat: 2, stack: 100 - 18 + 42 },
      { seat: 5, stack: 100 - 6 },
      { seat: 7, stack: 100 - 18 },
    ];
    expect(out.finalStacks).toEqual(expected);
    expect(out.stacks).toEqual(expected);
  });

  it('takes dealerSeat as the older name of buttonSeat, with the same answer', () => {
    const { buttonSeat, ...rest } = threeHanded;
    expect(playHand({ ...rest, dealerSeat: buttonSeat })).toEqual(out);
    expect(playHand({ ...threeHanded, dealerSeat: buttonSeat })).toEqual(out);
  });
});

describe("razz play: Limit Hold'em heads-up", () => {
  // Seats 1 and 4, the button on 4: seat 1 is dealt first; the button posts the small blind.
  const request = {
    preset: 'holdem',
    stakes: LIMIT_1_2,
    buttonSeat: 4,
    seats: [
      { seat: 1, stack: 100 },
      { seat: 4, stack: 100 },
    ],
    deck: ['Jc', 'Th', 'Jd', 'Ts', '5c', '2h', '6h', 'Kd', '5s', '9c', '7d', '3s'],
    actions: actions('4 call, 1 check, 1 bet, 4 fold'),
  };
  const out = played(playHand(request));

  it('deals the seat that is not the button first; the button posts the small blind and acts first before the flop', () => {
    expect(dealing(out).slice(0, 3)).toEqual(['street preflop', 'deal 1: Jc Jd', 'deal 4: Th Ts']);
    expect(blinds(out)).toEqual(['4: small 1', '1: big 2']);
    expect(out.actions[0]?.legal).toEqual([{ kind: 'fold' }, { kind: 'call', min: 2, max: 2 }, { kind: 'raise', min: 4, max: 4 }]);
  });

  it('opens the flop with the big blind (the button acts last) and ends when the button folds', () => {
    expect(dealing(out).slice(3)).toEqual(['street flop', 'burn 5c', 'flop 2h 6h Kd']);
    expect(firstActors(out)).toEqual([4, 1]);
    expect(out).toMatchObject({ finished: true, showdown: [], pots: [{ amount: 4, winners: [{ seat: 1, amount: 4 }] }] });
    expect(out.finalStacks).toEqual([
      { seat: 1, stack: 102 },
      { seat: 4, stack: 98 },
    ]);
  });

  it('lifts the raise cap heads-up (the cash default): the raises go on past four bets', () => {
    const raised = played(playHand({ ...request, actions: actions('4 raise, 1 raise, 4 raise, 1 raise') }));
    expect(raised.legal).toContainEqual({ kind: 'raise', min: 12, max: 12 });
  });
});

describe('razz play: Limit Omaha Hi-Lo with a quartered pot', () => {
  // Button 3, seats 1, 2, 3 dealt in that order, four rounds. Seat 1: As 4s Kc Kh (three Kings and
  // 7-4-3-2-A); seat 2: Ad 4d 9c 9s (the same low); seat 3: Qc Qh 5c 6c (three Queens, 7-6-5-3-2).
  const request = {
    preset: 'omaha8',
    stakes: { smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 },
    buttonSeat: 3,
    seats: [1, 2, 3].map((seat) => ({ seat, stack: 50 })),
    deck: ['As', 'Ad', 'Qc', '4s', '4d', 'Qh', 'Kc', '9c', '5c', 'Kh', '9s', '6c', '8s', '2c', '3d', '7h', '8d', 'Ks', 'Jc', 'Qd'],
    actions: actions('3 call, 1 call, 2 check, 1 bet, 2 call, 3 call, 1 check, 2 check, 3 check, 1 check, 2 check, 3 check'),
  };
  const out = played(playHand(request));

  it('deals four hole cards one at a time, then the board after a burn each street', () => {
    expect(dealing(out)).toEqual([
      'street preflop',
      'deal 1: As 4s Kc Kh',
      'deal 2: Ad 4d 9c 9s',
      'deal 3: Qc Qh 5c 6c',
      'street flop',
      'burn 8s',
      'flop 2c 3d 7h',
      'street turn',
      'burn 8d',
      'turn Ks',
      'street river',
      'burn Jc',
      'river Qd',
    ]);
  });

  it('pays the high half to seat 1 and splits the low half between seats 1 and 2', () => {
    expect(out.pots).toEqual([
      {
        amount: 12,
        eligible: [1, 2, 3],
        winners: [
          { seat: 1, amount: 9 },
          { seat: 2, amount: 3 },
        ],
        halves: [
          { half: 'high', amount: 6, winners: [{ seat: 1, amount: 6 }] },
          {
            half: 'low',
            amount: 6,
            winners: [
              { seat: 1, amount: 3 },
              { seat: 2, amount: 3 },
            ],
          },
        ],
      },
    ]);
    expect(out.finalStacks).toEqual([
      { seat: 1, stack: 55 },
      { seat: 2, stack: 49 },
      { seat: 3, stack: 46 },
    ]);
  });

  it('names each hand with two hole cards and three board cards, shown from the first seat left of the button', () => {
    expect(out.showdown.map((s) => [s.seat, s.shown, s.starsText])).toEqual([
      [1, true, 'HI: three of a kind, Kings; LO: 7,4,3,2,A'],
      [2, true, 'HI: a pair of Nines; LO: 7,4,3,2,A'],
      [3, false, 'HI: three of a kind, Queens; LO: 7,6,5,3,2'],
    ]);
  });
});

describe('razz play: blinds and posts the table asks for', () => {
  it("posts a dead small blind (small: null) and a returning player's missed blinds", () => {
    const out = played(
      playHand({
        preset: 'holdem',
        stakes: LIMIT_1_2,
        buttonSeat: 2,
        seats: [1, 2, 5, 7].map((seat) => ({ seat, stack: 50 })),
        blinds: { small: null, big: 5 },
        posts: [{ seat: 1, kind: 'small-and-big' }],
        actions: [],
      }),
    );
    expect(blinds(out)).toEqual(['5: big 2', '1: small-and-big 3 (dead 1)']);
    expect(out.toAct).toBe(7);
  });
});

describe("razz play: the odd chip of a split Hold'em pot", () => {
  // Button 3: seat 1 posts the small blind and folds, so 1 + 2 + 2 = 5 chips. Seats 2 and 3 both
  // play a King-high straight: seat 2 with Kd 9d, seat 3 with Ks 9c.
  const request = {
    preset: 'holdem',
    stakes: LIMIT_1_2,
    buttonSeat: 3,
    seats: [1, 2, 3].map((seat) => ({ seat, stack: 50 })),
    deck: ['4c', 'Kd', 'Ks', '5c', '9d', '9c', '6h', 'Qs', 'Js', 'Td', '7h', '2c', '8h', '3h'],
    actions: actions('3 call, 1 fold, 2 check, 2 check, 3 check, 2 check, 3 check, 2 check, 3 check'),
  };

  it('goes to the first winner left of the button by default (the flop presets)', () => {
    expect(played(playHand(request)).pots[0]?.winners).toEqual([
      { seat: 2, amount: 3 },
      { seat: 3, amount: 2 },
    ]);
  });

  it('goes by the suit of the highest card with oddChip high-card-by-suit: the King of spades', () => {
    const bySuit = played(playHand({ ...request, rules: { oddChip: 'high-card-by-suit' } }));
    // A one-scoring pot lists its winners in odd-chip order; sorted here by seat.
    expect([...(bySuit.pots[0]?.winners ?? [])].sort((a, b) => a.seat - b.seat)).toEqual([
      { seat: 2, amount: 2 },
      { seat: 3, amount: 3 },
    ]);
  });
});

describe('razz play: finalStacks in a stud game too', () => {
  it('is the same list as stacks, finished or not', () => {
    const stud = {
      preset: 'razz',
      stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
      seats: [
        { seat: 1, stack: 100 },
        { seat: 2, stack: 100 },
      ],
      deck: ['2c', '3d', '4h', '5s', 'Kh', '7c'],
    };
    // Seat 1's door card, the King, brings in; seat 2 completes and takes the antes and the bring-in.
    const done = played(playHand({ ...stud, actions: actions('1 bring-in, 2 complete, 1 fold') }));
    expect(done.finished).toBe(true);
    expect(done.finalStacks).toEqual([
      { seat: 1, stack: 97 },
      { seat: 2, stack: 103 },
    ]);
    expect(done.finalStacks).toEqual(done.stacks);
    const running = played(playHand({ ...stud, actions: actions('1 bring-in') }));
    expect(running.finished).toBe(false);
    expect(running.finalStacks).toEqual(running.stacks);
  });
});

describe('razz play: refusals of flop-game input are coded errors', () => {
  const base = {
    preset: 'holdem',
    stakes: LIMIT_1_2,
    buttonSeat: 3,
    seats: [1, 2, 3].map((seat) => ({ seat, stack: 50 })),
    actions: [],
  };

  it.each([
    [
      'stud stakes for a flop preset',
      { stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } },
      'INVALID_STAKES',
      'a flop game takes stakes smallBlind, bigBlind, smallBet, bigBet',
    ],
    ['blind stakes for a stud preset', { preset: 'razz' }, 'INVALID_STAKES', 'a stud game takes stakes ante, bringIn, smallBet, bigBet (not blinds)'],
    [
      'a limit big blind other than the small bet',
      { stakes: { smallBlind: 1, bigBlind: 1, smallBet: 2, bigBet: 4 } },
      'INVALID_STAKES',
      'fixed limit: the big blind is one small bet',
    ],
    ['a buttonSeat past the table', { buttonSeat: 10 }, 'INVALID_SEATS', 'buttonSeat must be a seat number 1..9 (got 10)'],
    ['a buttonSeat of 0', { buttonSeat: 0 }, 'INVALID_SEATS', 'buttonSeat must be a seat number 1..9 (got 0)'],
    ['a buttonSeat that is not a number', { buttonSeat: '3' }, 'INVALID_SEATS', 'buttonSeat must be a seat number 1..9 (got "3")'],
    [
      'a dealerSeat past a stud table',
      { preset: 'razz', stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 }, buttonSeat: undefined, dealerSeat: 9 },
      'INVALID_SEATS',
      'dealerSeat must be a seat number 1..8 (got 9)',
    ],
    ['buttonSeat and dealerSeat naming different seats', { dealerSeat: 2 }, 'INVALID_INPUT', '"buttonSeat" (3) and "dealerSeat" (2) name the same seat'],
    ['a big blind at an empty seat', { blinds: { small: 1, big: 6 } }, 'INVALID_SEATS', 'the big blind (seat 6) must be a seat dealt into the hand'],
    ['blinds that are not an object', { blinds: 'x' }, 'INVALID_SEATS', 'blinds must be { small, big }'],
    ['a post that is not a list', { posts: 5 }, 'INVALID_SEATS', 'posts must be a list of { seat, kind }'],
    [
      'blinds in a stud game',
      { preset: 'stud', stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 }, blinds: { small: 1, big: 2 } },
      'INVALID_SEATS',
      'Seven-Card Stud has no blinds',
    ],
    ['a deck that is not a list of cards', { deck: 52 }, 'INVALID_DECK', '"deck" must be a list of cards in notation'],
    ['a deck with a card that is not text', { deck: ['As', null] }, 'INVALID_DECK', '"deck" must be a list of cards in notation'],
    ['a seed that is not an integer', { seed: 1.5 }, 'INVALID_INPUT', '"seed" must be an integer or a string'],
    ['eleven seats at a flop table', { rules: { maxSeats: 11 } }, 'INVALID_RULES', 'rule maxSeats must be an integer from 2 to 10'],
    [
      'ten players at a nine-seat table',
      { seats: Array.from({ length: 10 }, (_, k) => ({ seat: k + 1, stack: 50 })) },
      'INVALID_SEATS',
      'a hand needs 2 to 9 seats',
    ],
  ])('%s', (_, change, code, message) => {
    const out = playHand({ ...base, ...change });
    expect(out).toEqual({ ok: false, error: { code, message: expect.stringContaining(message) } });
  });

  it('refuses a bring-in in a flop game at its action', () => {
    expect(playHand({ ...base, actions: [{ seat: 3, action: 'bring-in' }] })).toEqual({
      ok: false,
      error: { code: 'ILLEGAL_ACTION', message: "seat 3 cannot bring in: Texas Hold'em has blinds, not a bring-in" },
      atAction: 0,
    });
  });

  it('never throws: odd values in every field, for flop and stud presets, come back as answers', () => {
    const odd: unknown[] = [null, -1, 1.5, 'x', true, [], {}, [null], [{}], [7], { small: 'a', big: [] }, [{ seat: 1, kind: 'big' }, 7]];
    const fields = ['stakes', 'buttonSeat', 'dealerSeat', 'blinds', 'posts', 'seats', 'deck', 'actions', 'rules', 'seed'];
    const crashes: string[] = [];
    const studStakes = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
    for (const preset of ['holdem', 'holdem-nl', 'omaha8', 'omaha-pl', 'razz', 'stud8']) {
      const stakes = preset === 'razz' || preset === 'stud8' ? studStakes : LIMIT_1_2;
      for (const field of fields) {
        for (const value of odd) {
          try {
            const out = playHand({ ...base, preset, stakes, [field]: value });
            if (!out.ok && !/^[A-Z_]+$/.test(out.error.code)) crashes.push(`${preset} ${field}=${JSON.stringify(value)}: code ${out.error.code}`);
          } catch (err) {
            crashes.push(`${preset} ${field}=${JSON.stringify(value)}: ${String(err)}`);
          }
        }
      }
    }
    expect(crashes).toEqual([]);
  });
});

describe('razz play --help', () => {
  it('names the flop presets, the button, the blinds, the posts, the flop dealing order and finalStacks', async () => {
    const stdout = new PassThrough();
    let text = '';
    stdout.on('data', (d: Buffer) => (text += d.toString()));
    const code = await playCommand.run(['--help'], { stdin: new PassThrough(), stdout, stderr: new PassThrough() });
    expect(code).toBe(0);
    for (const words of [
      'holdem-nl',
      'omaha8-pl',
      'omaha-pl',
      '"buttonSeat":3',
      'dealerSeat is its older name',
      '"blinds"',
      '"posts"',
      'burn, three flop cards',
      'finalStacks',
    ]) {
      expect(text).toContain(words);
    }
  });
});

describe("razz play (end to end): a Hold'em hand through the real CLI", () => {
  it('answers with the events, the pots and finalStacks, exit code 0', () => {
    const root = join(__dirname, '../../../..');
    // tsx compiles the CLI on each run: 30 s seen on a loaded machine, so four minutes before it is killed.
    const r = spawnSync('npx', ['tsx', 'apps/cli/src/main.ts', 'play'], { cwd: root, input: JSON.stringify(threeHanded), encoding: 'utf8', timeout: 240_000 });
    if (r.error) throw new Error(`razz play: ${r.error.message} (stderr so far: ${r.stderr?.slice(-500) ?? ''})`);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Played;
    expect(out.finalStacks).toEqual([
      { seat: 2, stack: 124 },
      { seat: 5, stack: 94 },
      { seat: 7, stack: 82 },
    ]);
    expect(dealing(out).slice(0, 4)).toEqual(['street preflop', 'deal 2: As Ac', 'deal 5: Kd Kc', 'deal 7: Qh Qs']);
  });
});
