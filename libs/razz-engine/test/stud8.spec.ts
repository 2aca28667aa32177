import { HandEvent, PotResult, startHand, STUD8 } from '../src';
import { HandScript, runScript, stacksOf, winnings } from './helpers/scripted-hand';

/**
 * Stud Eight-or-Better (hi/lo split) hands in card notation: each pot is split between the best
 * high hand and the best ace-to-five low of five unpaired cards 8 or lower; the high half takes the
 * odd chip of the pot; a half shared by tied hands is split by the oddChip rule.
 */
const STAKES_2_3_6_12 = { ante: 2, bringIn: 3, smallBet: 6, bigBet: 12 };

function awarded(events: HandEvent[]): PotResult[] {
  return events.flatMap((e) => (e.type === 'pot-awarded' ? [{ amount: e.amount, eligible: e.eligible, winners: e.winners, halves: e.halves }] : []));
}

function shows(events: HandEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'show' ? [`${e.seat}: ${e.starsText}`] : e.type === 'muck' ? [`${e.seat} mucks`] : []));
}

describe('Stud Eight-or-Better: high and low split the pot; the odd chip goes high', () => {
  // Pot 9 (three antes of 1, three bring-ins of 2): the high half is 5, the low half 4.
  const run = runScript({
    game: STUD8,
    stacks: { 1: 100, 2: 100, 3: 100 },
    cards: {
      1: 'Ks Kh 9d Kd Qc Jc 3h', // three of a kind, Kings; no low
      2: 'As 2h 9c 4d 6s 7h Jh', // 7-6-4-2-A; high card Ace
      3: '5s 5h Tc Td 8s 8h Qd', // two pair, Tens and Eights; no low
    },
    // 9c and 9d tie for the lowest door: clubs is lower, so seat 2 brings in. From 4th street the
    // highest board opens: seat 3's open tens.
    streets: ['2 bring-in, 3 call, 1 call', '3 check, 1 check, 2 check', '3 check, 1 check, 2 check', '3 check, 1 check, 2 check', '3 check, 1 check, 2 check'],
  });

  it('checks the pot after every street', () => {
    expect(run.potAfterStreet).toEqual([9, 9, 9, 9, 9]);
  });

  it('gives the high hand half the pot plus the odd chip and the qualifying low the rest', () => {
    expect(awarded(run.events)).toEqual([
      {
        amount: 9,
        eligible: [1, 2, 3],
        winners: [
          { seat: 1, amount: 5 },
          { seat: 2, amount: 4 },
        ],
        halves: [
          { half: 'high', amount: 5, winners: [{ seat: 1, amount: 5 }] },
          { half: 'low', amount: 4, winners: [{ seat: 2, amount: 4 }] },
        ],
      },
    ]);
  });

  it("shows hands in PokerStars' hi/lo words, from the first to act on 7th street", () => {
    expect(shows(run.events)).toEqual(['3: HI: two pair, Tens and Eights', '1: HI: three of a kind, Kings', '2: HI: high card Ace; LO: 7,6,4,2,A']);
  });
});

describe('Stud Eight-or-Better: no qualifying low', () => {
  it('the high hand scoops the whole pot', () => {
    const run = runScript({
      game: STUD8,
      stacks: { 1: 100, 2: 100, 3: 100 },
      cards: { 1: 'Ks Kh Kd Qc Qs Jd 9c', 2: '9s 9h Tc Td Js Jh 3c', 3: 'As Ah 8d 8s Qh Jc 2d' },
      // 8d brings in; T-T opens 4th, K-Q-Q 5th, J-J-T-T 6th and 7th.
      streets: [
        '3 bring-in, 1 call, 2 call',
        '2 check, 3 check, 1 check',
        '1 check, 2 check, 3 check',
        '2 check, 3 check, 1 check',
        '2 check, 3 check, 1 check',
      ],
    });
    expect(awarded(run.events)).toEqual([
      {
        amount: 9,
        eligible: [1, 2, 3],
        winners: [{ seat: 1, amount: 9 }],
        halves: [{ half: 'high', amount: 9, winners: [{ seat: 1, amount: 9 }] }],
      },
    ]);
    expect(shows(run.events)).toEqual(['2: HI: two pair, Jacks and Tens', '3: HI: two pair, Aces and Eights', '1: HI: a full house, Kings full of Queens']);
  });
});

describe('Stud Eight-or-Better: tied lows share the low half (quarters); odd chips by the oddChip rule', () => {
  // Pot 15 (antes 3 × 2, bring-ins 3 × 3): high half 8 (with the pot's odd chip), low half 7.
  const script =
    (cards: Record<number, string>, streets: string[]) =>
    (oddChip: 'high-card-by-suit' | 'low-card-by-suit' | 'dealer-left'): HandScript => ({
      game: STUD8,
      stakes: STAKES_2_3_6_12,
      rules: { oddChip },
      stacks: { 1: 100, 2: 100, 3: 100 },
      cards,
      streets,
    });

  // Seat 1: Kings full, no low. Seats 2 and 3: 7-6-4-2-A each — seat 2 with 7♠ and A♦, seat 3 with 7♥ and A♣.
  const twoLows = script({ 1: 'Ks Kh Kd Qc Qs Jd 9c', 2: '7s 6s 4h 2h Ad Jc Th', 3: '7h 6h 4d 2d Ac Jh Td' }, [
    '3 bring-in, 1 call, 2 call',
    '1 check, 2 check, 3 check',
    '1 check, 2 check, 3 check',
    '1 check, 2 check, 3 check',
    '1 check, 2 check, 3 check',
  ]);

  it.each([
    ['high-card-by-suit', { 1: 8, 2: 4, 3: 3 }], // the 7♠ is the highest card by suit of the two lows
    ['low-card-by-suit', { 1: 8, 2: 3, 3: 4 }], // the A♣ is the lowest card by suit
    ['dealer-left', { 1: 8, 2: 4, 3: 3 }], // dealer seat 8: seat 2 is nearer the dealer's left
  ] as const)('one hand wins high, two tie for low: the low half is split 4/3 (oddChip %s)', (oddChip, won) => {
    const run = runScript(twoLows(oddChip));
    expect(run.potAfterStreet).toEqual([15, 15, 15, 15, 15]);
    expect(winnings(run.events)).toEqual(won);
    expect(awarded(run.events)[0]?.halves?.map((h) => [h.half, h.amount])).toEqual([
      ['high', 8],
      ['low', 7],
    ]);
  });

  it('one hand wins high and ties for low: it is quartered (8 + 3 of 15)', () => {
    const run = runScript(
      script(
        { 1: '6h 4h 3h 2h Ah 9d 9s', 2: '6s 4c 3d 2c Ad Kc Qd', 3: 'Ks Kh Qs Jh Td 8c 8d' },
        // 3d brings in (diamonds below hearts); Q-J opens 4th; on 5th A-3-2 and A-3-2 tie: the A♥
        // beats the A♦, so seat 1 opens; A-K-3-2 opens 6th and 7th.
        ['2 bring-in, 3 call, 1 call', '3 check, 1 check, 2 check', '1 check, 2 check, 3 check', '2 check, 3 check, 1 check', '2 check, 3 check, 1 check'],
      )('high-card-by-suit'),
    );
    // Seat 1's flush wins high (8); both 6-4-3-2-A lows share 7: the 6♠ outranks the 6♥ by suit, so seat 2 gets 4.
    expect(awarded(run.events)[0]).toEqual({
      amount: 15,
      eligible: [1, 2, 3],
      winners: [
        { seat: 1, amount: 11 },
        { seat: 2, amount: 4 },
      ],
      halves: [
        { half: 'high', amount: 8, winners: [{ seat: 1, amount: 8 }] },
        {
          half: 'low',
          amount: 7,
          winners: [
            { seat: 2, amount: 4 },
            { seat: 1, amount: 3 },
          ],
        },
      ],
    });
    expect(shows(run.events)).toContainEqual('1: HI: a flush, Ace high; LO: 6,4,3,2,A');
  });
});

describe('Stud Eight-or-Better: a hi/lo split with a side pot', () => {
  // Seat 1 is all-in on 3rd street (stack 6: ante 1 + 5); seats 2 and 3 build a side pot of 10.
  const hands = (seat3: string): HandScript => ({
    game: STUD8,
    stacks: { 1: 6, 2: 100, 3: 100 },
    cards: { 1: '6d 4s 3c 2s Ah Kc Qc', 2: '9s 9h 9d Js Qs Th 2d', 3: seat3 },
    // 3c brings in; J-9 opens 4th; the A-3-2 and A-K-3-2 boards of seat 1 (all-in) would open 5th
    // to 7th, so seat 2, the next player who can act, opens instead.
    streets: ['1 bring-in, 2 complete, 3 call, 1 call', '2 bet, 3 call', '2 check, 3 check', '2 check, 3 check', '2 check, 3 check'],
  });

  it('splits each pot among its own players: the side pot has its own low', () => {
    const run = runScript(hands('8h 7h 5h 4d 2h Kd Ks')); // 8-7-5-4-2 and a pair of Kings
    expect(run.potAfterStreet).toEqual([18, 28, 28, 28, 28]);
    expect(awarded(run.events)).toEqual([
      {
        amount: 18,
        eligible: [1, 2, 3],
        winners: [
          { seat: 1, amount: 9 },
          { seat: 2, amount: 9 },
        ],
        halves: [
          { half: 'high', amount: 9, winners: [{ seat: 2, amount: 9 }] },
          { half: 'low', amount: 9, winners: [{ seat: 1, amount: 9 }] },
        ],
      },
      {
        amount: 10,
        eligible: [2, 3],
        winners: [
          { seat: 2, amount: 5 },
          { seat: 3, amount: 5 },
        ],
        halves: [
          { half: 'high', amount: 5, winners: [{ seat: 2, amount: 5 }] },
          { half: 'low', amount: 5, winners: [{ seat: 3, amount: 5 }] },
        ],
      },
    ]);
    expect(stacksOf(run.state)).toEqual({ 1: 9, 2: 103, 3: 94 });
    expect(shows(run.events)).toEqual(['2: HI: three of a kind, Nines', '3: HI: a pair of Kings; LO: 8,7,5,4,2', '1: HI: high card Ace; LO: 6,4,3,2,A']);
  });

  it('the high hand scoops a side pot where nobody has a low, while the main pot is split', () => {
    const run = runScript(hands('8h 8c 5h 4d 2h Kd Ks')); // two pair, Kings and Eights; no low
    expect(awarded(run.events).map((p) => [p.amount, p.winners])).toEqual([
      [
        18,
        [
          { seat: 1, amount: 9 },
          { seat: 2, amount: 9 },
        ],
      ],
      [10, [{ seat: 2, amount: 10 }]],
    ]);
    expect(shows(run.events)).toEqual(['2: HI: three of a kind, Nines', '3 mucks', '1: HI: high card Ace; LO: 6,4,3,2,A']);
  });
});

describe('variants are data, checked when a hand starts', () => {
  it('refuses a game with three scorings or without a bring-in street', () => {
    const input = {
      stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
      seats: [
        { seat: 1, stack: 50 },
        { seat: 2, stack: 50 },
      ],
      deck: [],
    };
    const three = { ...STUD8, scorings: [...STUD8.scorings, { kind: 'high' as const }] };
    expect(startHand({ ...input, game: three })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', message: expect.stringMatching(/got 3/) } });
    const noBringIn = { ...STUD8, streets: STUD8.streets.slice(1) };
    expect(startHand({ ...input, game: noBringIn })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    expect(startHand({ ...input, game: STUD8 }).ok).toBe(true);
  });
});
