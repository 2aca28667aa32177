import { HandEvent, OMAHA, OMAHA8, PotResult, rulesFor } from '../src';
import { playFlopScript, runFlopScript } from './helpers/flop-script';
import { winnings } from './helpers/scripted-hand';

/**
 * Omaha Hi-Lo hands in card notation (docs/rules/flop-games.md): exactly two hole cards with
 * exactly three board cards for the high and for the low; an eight-or-better low or none; split,
 * quartered and side pots.
 */

function awarded(events: readonly HandEvent[]): PotResult[] {
  return events.flatMap((e) => (e.type === 'pot-awarded' ? [{ amount: e.amount, eligible: e.eligible, winners: e.winners, halves: e.halves }] : []));
}

function shows(events: readonly HandEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'show' ? [`${e.seat}: ${e.starsText}`] : e.type === 'muck' ? [`${e.seat} mucks`] : []));
}

const CHECK_DOWN = ['3 call, 1 call, 2 check', '1 check, 2 check, 3 check', '1 check, 2 check, 3 check', '1 check, 2 check, 3 check'];

describe('Omaha: two hole cards and three board cards, never four of the board', () => {
  // Four hearts on the board. Seat 1 holds one heart: no flush, and no straight either with Q, J, T
  // in the hole (two hole cards must play, so Ace high). Seat 2 holds two hearts: the Ace-high
  // flush with three of the board's hearts.
  const run = runFlopScript({
    game: OMAHA8,
    button: 3,
    stacks: { 1: 50, 2: 50, 3: 50 },
    hole: { 1: 'Qh Js Ts 3c', 2: '5h 4h Kc Kd', 3: '9s 9d Tc Td' },
    board: 'Ah Kh 7h 2h 9c',
    streets: CHECK_DOWN,
  });

  it('gives seat 2 the flush and the low, so it scoops', () => {
    expect(shows(run.events)).toEqual(['1: HI: high card Ace', '2: HI: a flush, Ace high; LO: 7,5,4,2,A', '3 mucks']);
    expect(winnings(run.events)).toEqual({ 2: 6 });
  });

  it('plays Omaha high with the same two-plus-three rule', () => {
    const high = runFlopScript({
      game: OMAHA,
      rules: rulesFor('omaha-pl'),
      button: 3,
      stacks: { 1: 50, 2: 50, 3: 50 },
      hole: { 1: 'Qh Js Ts 3c', 2: '5h 4h Kc Kd', 3: '9s 9d Tc Td' },
      board: 'Ah Kh 7h 2h 9c',
      streets: CHECK_DOWN,
    });
    expect(winnings(high.events)).toEqual({ 2: 6 });
  });
});

describe('Omaha Hi-Lo: a low that does not qualify', () => {
  // Only two low cards on the board (8, 2): nobody can make five different ranks of 8 or lower with
  // three of the board, so the high hand takes the whole pot.
  const run = runFlopScript({
    game: OMAHA8,
    button: 3,
    stacks: { 1: 50, 2: 50, 3: 50 },
    hole: { 1: 'As 3s 4d 5d', 2: 'Kc Ks 9h 9d', 3: 'Qs 5c 4h 6h' },
    board: 'Kh Qd 9s 8c 2c',
    streets: CHECK_DOWN,
  });

  it('awards the whole pot to the high hand', () => {
    expect(awarded(run.events)).toEqual([
      { amount: 6, eligible: [1, 2, 3], winners: [{ seat: 2, amount: 6 }], halves: [{ half: 'high', amount: 6, winners: [{ seat: 2, amount: 6 }] }] },
    ]);
  });
});

describe('Omaha Hi-Lo: a quartered pot', () => {
  // Seats 1 and 2 tie for the low (7-4-3-2-A); seat 1 also has the best high (three Kings).
  const run = runFlopScript({
    game: OMAHA8,
    button: 3,
    stacks: { 1: 50, 2: 50, 3: 50 },
    hole: { 1: 'As 4s Kc Kh', 2: 'Ad 4d 9c 9s', 3: 'Qc Qh 5c 6c' },
    board: '2c 3d 7h Ks Qd',
    streets: ['3 call, 1 call, 2 check', '1 bet, 2 call, 3 call', '1 check, 2 check, 3 check', '1 check, 2 check, 3 check'],
  });

  it('keeps the pot after every street', () => {
    expect(run.potAfterStreet).toEqual([6, 12, 12, 12]);
  });

  it('pays the high half to seat 1 and splits the low half between seats 1 and 2', () => {
    expect(awarded(run.events)).toEqual([
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
  });

  it('gives the odd chip of a split pot to the high half, and within a half to the first seat left of the button', () => {
    // The button calls and the small blind (seat 1) folds: 1 + 2 + 2 = 5 chips. The high half takes
    // the odd chip: 3 to seat 3 (three Queens, as seat 1 is out); the low half of 2 goes to seat 2.
    const folded = runFlopScript({
      game: OMAHA8,
      button: 3,
      stacks: { 1: 50, 2: 50, 3: 50 },
      hole: { 1: 'As 4s Kc Kh', 2: 'Ad 4d 9c 9s', 3: 'Qc Qh 5c 6c' },
      board: '2c 3d 7h Ks Qd',
      streets: ['3 call, 1 fold, 2 check', '2 check, 3 check', '2 check, 3 check', '2 check, 3 check'],
    });
    expect(awarded(folded.events)[0]?.halves).toEqual([
      { half: 'high', amount: 3, winners: [{ seat: 3, amount: 3 }] },
      { half: 'low', amount: 2, winners: [{ seat: 2, amount: 2 }] },
    ]);
    // A pot of 10 (6 before the flop, a bet and a call on it): the low half of 5 is shared by seats 1
    // and 2, and its odd chip goes to seat 1, the first of them left of the button.
    const tied = runFlopScript({
      game: OMAHA8,
      button: 3,
      stacks: { 1: 50, 2: 50, 3: 50 },
      hole: { 1: 'As 4s Kc Kh', 2: 'Ad 4d 9c 9s', 3: 'Qc Qh 5c 6c' },
      board: '2c 3d 7h Ks Qd',
      streets: ['3 call, 1 call, 2 check', '1 bet, 2 call, 3 fold', '1 check, 2 check', '1 check, 2 check'],
    });
    expect(awarded(tied.events)[0]?.halves).toEqual([
      { half: 'high', amount: 5, winners: [{ seat: 1, amount: 5 }] },
      {
        half: 'low',
        amount: 5,
        winners: [
          { seat: 1, amount: 3 },
          { seat: 2, amount: 2 },
        ],
      },
    ]);
  });
});

describe('Omaha Hi-Lo: side pots with a split low', () => {
  // Seat 1 is all-in for 4 before the flop. Seats 1 and 2 tie for the low (7-4-3-2-A); seat 2 has
  // the best high (three Kings); seat 3 (three Queens) has no low.
  const run = runFlopScript({
    game: OMAHA8,
    button: 3,
    stacks: { 1: 4, 2: 50, 3: 50 },
    hole: { 1: 'As 4s 9h 9d', 2: 'Ad 4d Kc Kh', 3: 'Qc Qh Jc Jd' },
    board: '2c 3d 7h Ks Qd',
    streets: ['3 raise, 1 call, 2 call', '2 bet, 3 call', '2 check, 3 check', '2 check, 3 check'],
  });

  it('splits the main pot three ways and gives the side pot, high and low, to seat 2', () => {
    expect(run.potAfterStreet).toEqual([12, 16, 16, 16]);
    expect(awarded(run.events)).toEqual([
      {
        amount: 12,
        eligible: [1, 2, 3],
        winners: [
          { seat: 1, amount: 3 },
          { seat: 2, amount: 9 },
        ],
        halves: [
          { half: 'high', amount: 6, winners: [{ seat: 2, amount: 6 }] },
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
      {
        amount: 4,
        eligible: [2, 3],
        winners: [{ seat: 2, amount: 4 }],
        halves: [
          { half: 'high', amount: 2, winners: [{ seat: 2, amount: 2 }] },
          { half: 'low', amount: 2, winners: [{ seat: 2, amount: 2 }] },
        ],
      },
    ]);
  });
});

describe('Omaha: hole cards', () => {
  it('deals four hole cards each, one at a time', () => {
    const run = playFlopScript({ game: OMAHA8, button: 2, stacks: { 1: 50, 2: 50 }, hole: { 1: 'As Ks Qs Js', 2: 'Ah Kh Qh Jh' }, streets: [''] });
    expect(run.events.flatMap((e) => (e.type === 'deal' ? [`${e.seat}: ${e.down.join(' ')}`] : []))).toEqual(['1: As Ks Qs Js', '2: Ah Kh Qh Jh']);
  });
});
