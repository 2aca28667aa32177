import { Card, formatCards } from '../cards/card';
import { orderedDeck, shuffleInPlace } from '../cards/deck';
import { cards } from '../cards/notation';
import { seededRng } from '../rng/seeded-rng';
import { handRank } from './evaluators';
import { qualifiedLowRank } from './low-qualifier';
import { fiveCardChoices } from './testing/naive-reference';

/** Straight from the rule (docs/rules/stud-games.md, Stud Eight-or-Better): five unpaired cards, none above 8, aces low (1). */
function naiveQualifies(five: readonly Card[], qualifier = 8): boolean {
  const values = five.map((c) => (c >> 2) + 1);
  return new Set(values).size === 5 && Math.max(...values) <= qualifier;
}

/** Best qualifying low of all five-card choices, as an ace-to-five rank, or null. */
function naiveQualifiedLow(hand: readonly Card[], qualifier = 8): number | null {
  const ranks = fiveCardChoices(hand)
    .filter((f) => naiveQualifies(f, qualifier))
    .map((f) => handRank('ace-to-five', f));
  return ranks.length === 0 ? null : Math.min(...ranks);
}

describe('qualifiedLowRank (the low half of Stud Eight-or-Better)', () => {
  it('qualifies exactly the five-card hands of five unpaired cards 8 or lower, over all 2,598,960', () => {
    let qualifying = 0;
    const problems: string[] = [];
    const f: Card[] = [0, 0, 0, 0, 0];
    for (f[0] = 0; f[0] < 48; f[0]++)
      for (f[1] = f[0] + 1; f[1] < 49; f[1]++)
        for (f[2] = f[1] + 1; f[2] < 50; f[2]++)
          for (f[3] = f[2] + 1; f[3] < 51; f[3]++)
            for (f[4] = f[3] + 1; f[4] < 52; f[4]++) {
              const fast = qualifiedLowRank(f) !== null;
              if (fast) qualifying++;
              if (fast !== naiveQualifies(f) && problems.length < 5) problems.push(formatCards(f).join(' '));
            }
    expect(problems).toEqual([]);
    // C(8,5) rank sets × 4^5 suit choices.
    expect(qualifying).toBe(56 * 1024);
  });

  it.each([7, 8])('matches the best qualifying choice of 30,000 random 7-card hands (qualifier %i)', (qualifier) => {
    const rng = seededRng(`low-${qualifier}`);
    const deck = orderedDeck();
    const problems: string[] = [];
    let qualified = 0;
    for (let i = 0; i < 30_000 && problems.length < 5; i++) {
      const hand = shuffleInPlace(deck, rng).slice(0, 7);
      const fast = qualifiedLowRank(hand, qualifier);
      if (fast !== null) qualified++;
      if (fast !== naiveQualifiedLow(hand, qualifier)) problems.push(`${formatCards(hand).join(' ')}: ${fast}`);
    }
    expect(problems).toEqual([]);
    expect(qualified).toBeGreaterThan(1000);
  });

  it('ranks qualifying lows like ace-to-five, and ignores straights and flushes', () => {
    expect(qualifiedLowRank(cards('5s 4s 3s 2s As Kd Kc'))).toBe(0);
    expect(qualifiedLowRank(cards('8s 7h 6d 5c 4s Ks Kh'))).toBe(55);
    expect(qualifiedLowRank(cards('9s 7h 5d 4c 2s Ks Kh'))).toBeNull();
    expect(qualifiedLowRank(cards('8s 8h 5d 4c 4s As Ah'))).toBeNull(); // only four ranks 8 or lower
    expect(qualifiedLowRank(cards('8s 7h 5d 4c 2s 9s Th'))).toBe(handRank('ace-to-five', cards('8s 7h 5d 4c 2s')));
  });

  it('refuses a qualifier that is not a card value 5..13', () => {
    expect(() => qualifiedLowRank(cards('5s 4s 3s 2s As'), 4)).toThrow(RangeError);
    expect(() => qualifiedLowRank(cards('5s 4s 3s 2s As'), 14)).toThrow(RangeError);
    expect(() => qualifiedLowRank(cards('5s 4s 3s 2s As'), 7.5)).toThrow(RangeError);
  });
});
