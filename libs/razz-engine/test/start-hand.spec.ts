import { legalActions, startHand, StartHandInput, viewFor } from '../src';
import { STAKES_1_2_5_10 } from './helpers/scripted-hand';

const base: StartHandInput = {
  stakes: STAKES_1_2_5_10,
  seats: [
    { seat: 1, stack: 100 },
    { seat: 4, stack: 100 },
    { seat: 6, stack: 100 },
  ],
  deck: 'As 2s 3s 4s 5s 6s 7s 8s Ks',
};

function errorCode(input: StartHandInput): string | undefined {
  const r = startHand(input);
  return r.ok ? undefined : r.error.code;
}

describe('startHand input validation', () => {
  it.each([
    ['one seat', { ...base, seats: [{ seat: 1, stack: 100 }] }, 'INVALID_SEATS'],
    ['nine seats at an 8-max table', { ...base, seats: Array.from({ length: 9 }, (_, k) => ({ seat: k + 1, stack: 10 })) }, 'INVALID_SEATS'],
    [
      'seat 0',
      {
        ...base,
        seats: [
          { seat: 0, stack: 10 },
          { seat: 2, stack: 10 },
        ],
      },
      'INVALID_SEATS',
    ],
    [
      'seat 9 at an 8-max table',
      {
        ...base,
        seats: [
          { seat: 9, stack: 10 },
          { seat: 2, stack: 10 },
        ],
      },
      'INVALID_SEATS',
    ],
    [
      'a seat twice',
      {
        ...base,
        seats: [
          { seat: 2, stack: 10 },
          { seat: 2, stack: 10 },
        ],
      },
      'INVALID_SEATS',
    ],
    [
      'a zero stack',
      {
        ...base,
        seats: [
          { seat: 1, stack: 0 },
          { seat: 2, stack: 10 },
        ],
      },
      'INVALID_SEATS',
    ],
    [
      'a fractional stack',
      {
        ...base,
        seats: [
          { seat: 1, stack: 1.5 },
          { seat: 2, stack: 10 },
        ],
      },
      'INVALID_SEATS',
    ],
    ['dealer seat 0', { ...base, dealerSeat: 0 }, 'INVALID_SEATS'],
    ['bring-in ≥ small bet', { ...base, stakes: { ante: 1, bringIn: 5, smallBet: 5, bigBet: 10 } }, 'INVALID_STAKES'],
    ['small bet ≥ big bet', { ...base, stakes: { ante: 1, bringIn: 2, smallBet: 10, bigBet: 10 } }, 'INVALID_STAKES'],
    ['negative ante', { ...base, stakes: { ante: -1, bringIn: 2, smallBet: 5, bigBet: 10 } }, 'INVALID_STAKES'],
    ['fractional stakes', { ...base, stakes: { ante: 0.5, bringIn: 2, smallBet: 5, bigBet: 10 } }, 'INVALID_STAKES'],
    ['a duplicate card', { ...base, deck: 'As As' }, 'INVALID_DECK'],
    ['a bad card', { ...base, deck: 'Zz' }, 'INVALID_DECK'],
    ['card numbers out of range', { ...base, deck: [0, 52] }, 'INVALID_DECK'],
    ['neither deck nor rng', { ...base, deck: undefined }, 'INVALID_INPUT'],
    ['both deck and rng', { ...base, rng: { int: () => 0 } }, 'INVALID_INPUT'],
    ['an unknown rule value', { ...base, rules: { oddChip: 'nearest' as never } }, 'INVALID_RULES'],
    ['maxSeats 10', { ...base, rules: { maxSeats: 10 as never } }, 'INVALID_RULES'],
    ['a bad reshuffle order', { ...base, rules: { shortDeck: 'tda' }, reshuffleOrder: 'As As' }, 'INVALID_DECK'],
  ])('refuses %s', (_name, input, code) => {
    expect(errorCode(input as StartHandInput)).toBe(code);
  });

  it('allows nine seats when maxSeats is 9', () => {
    const seats = Array.from({ length: 9 }, (_, k) => ({ seat: k + 1, stack: 50 }));
    expect(startHand({ ...base, seats, rules: { maxSeats: 9 } }).ok).toBe(true);
  });
});

describe('antes and the 3rd-street deal', () => {
  it('deals one card at a time from the first seat after the dealer: down, down, up', () => {
    const r = startHand({ ...base, dealerSeat: 4 });
    if (!r.ok) throw new Error(r.error.message);
    const deals = r.events.filter((e) => e.type === 'deal');
    // Order after dealer seat 4: 6, 1, 4. Deck As 2s 3s | 4s 5s 6s | 7s 8s Ks.
    expect(deals).toEqual([
      { type: 'deal', street: 'third', seat: 6, down: ['As', '4s'], up: ['7s'] },
      { type: 'deal', street: 'third', seat: 1, down: ['2s', '5s'], up: ['8s'] },
      { type: 'deal', street: 'third', seat: 4, down: ['3s', '6s'], up: ['Ks'] },
    ]);
  });

  it('starts with the lowest seat by default and fills a partial deck in index order', () => {
    const r = startHand({ ...base, deck: 'Kh' });
    if (!r.ok) throw new Error(r.error.message);
    const view = viewFor(r.state, null);
    // Kh, then the rest in index order: Kh As Ah | Ad Ac 2s | 2h 2d 2c → seat 1 is dealt Kh first.
    expect(r.state.deck.slice(0, 4)).toEqual([49, 0, 1, 2]);
    expect(view.seats.map((s) => s.up)).toEqual([['2h'], ['2d'], ['2c']]);
    expect(r.state.players[0]?.down).toEqual([49, 2]);
  });

  it('posts every ante, and a stack shorter than the ante posts what it has (all-in)', () => {
    const r = startHand({
      ...base,
      seats: [
        { seat: 1, stack: 100 },
        { seat: 4, stack: 1 },
        { seat: 6, stack: 100 },
      ],
      stakes: { ...STAKES_1_2_5_10, ante: 2, bringIn: 3 },
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events.filter((e) => e.type === 'ante')).toEqual([
      { type: 'ante', seat: 1, amount: 2, allIn: false },
      { type: 'ante', seat: 4, amount: 1, allIn: true },
      { type: 'ante', seat: 6, amount: 2, allIn: false },
    ]);
    expect(r.state.version).toBe(1);
  });

  it('shuffles with the injected rng when no deck is given', () => {
    let calls = 0;
    const r = startHand({ ...base, deck: undefined, rng: { int: (n) => (calls++, n - 1) } });
    expect(r.ok && calls).toBe(51);
    if (r.ok) expect(legalActions(r.state).map((a) => a.kind)).toEqual(['bring-in', 'complete']);
  });
});
