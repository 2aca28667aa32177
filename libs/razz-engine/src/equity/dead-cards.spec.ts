/**
 * The Razz tip "count the live cards": a three-card 7 low is worth much less when the low cards
 * it needs are dead (folded up cards). Checked on 3rd street by sampling and on 6th street
 * exactly, against figures worked out by hand.
 */
import type { EquityInput, EquityReport } from './equity-types';
import { handEquity } from './hand-equity';

function report(input: EquityInput): EquityReport {
  const r = handEquity(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('dead cards: a 7 low whose low cards are dead', () => {
  it('3rd street: A-3-7 against 2-6-8 loses equity when two deuces, two fours and two fives are dead instead of bricks', () => {
    const spot = { game: 'razz', hands: ['As 3d 7c', '2h 6d 8s'], samples: 100_000, seed: 7 };
    const dead = report({ ...spot, dead: ['2s', '2c', '4s', '4c', '5s', '5c'] }).hands[0];
    const live = report({ ...spot, dead: ['Ks', 'Kc', 'Qs', 'Qc', 'Js', 'Jc'] }).hands[0];
    if (!dead?.halfWidth || !live?.halfWidth) throw new Error('expected Monte Carlo figures');
    // About 0.47 against 0.57: the gap is over fifteen times the two half-widths (±0.003 each) together.
    expect(live.share - dead.share).toBeGreaterThan(0.05);
    expect(live.share - dead.share).toBeGreaterThan(10 * (dead.halfWidth.share + live.halfWidth.share));
  });

  /*
   * 6th street, one card each to come. Hero As 2d 3c 7c Qd Qh holds Q-7-3-2-A; villain 8h 6h 5d 4s
   * 3h Kc holds 8-6-5-4-3, ahead. Hero wins exactly when it catches a 4, 5 or 6 (a 7 low, which
   * beats every hand the villain can end with except 6-5-4-3-A and 6-5-4-3-2) while the villain
   * does not catch an ace or a deuce. An 8 gives hero 8-7-3-2-A, worse than 8-6-5-4-3; no tie is
   * possible. Unseen: 52 − 12 = 40 cards, minus the dead ones.
   */
  it('6th street, worked by hand: 297/1560 with every card live, 81/1122 with the 4s, 5s and 6s dead, 243/1122 with bricks dead', () => {
    const hands = ['As 2d 3c 7c Qd Qh', '8h 6h 5d 4s 3h Kc'];
    const heroWins = (dead: string[]) => report({ game: 'razz', hands, dead }).hands[0]?.counts?.win;
    // Live: outs 4h 4d 4c, 5s 5h 5c, 6s 6d 6c = 9; the villain's card is any of the other 39 but the
    // 3 aces and 3 deuces left: 9 · 33 = 297 of 40 · 39 = 1560 deals (0.190).
    expect(heroWins([])).toBe(297);
    expect(report({ game: 'razz', hands }).method).toEqual({ kind: 'exact', deals: 1560 });
    // Six of the nine outs dead (folded up cards): 3 outs left, 34 unseen: 3 · (33 − 6) = 81 of 34 · 33 = 1122 (0.072).
    const dead = report({ game: 'razz', hands, dead: ['4h', '4d', '5h', '5c', '6d', '6c'] });
    expect(dead.method).toEqual({ kind: 'exact', deals: 1122 });
    expect(dead.hands[0]?.counts?.win).toBe(81);
    expect(dead.hands[0]?.share).toBeCloseTo(81 / 1122, 12);
    // The same number of dead cards, none of them an out: 9 · 27 = 243 of 1122 (0.217).
    expect(heroWins(['9d', '9c', 'Td', 'Tc', 'Jd', 'Jc'])).toBe(243);
  });
});
