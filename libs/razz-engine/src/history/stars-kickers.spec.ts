import { cards } from '../cards';
import { evaluateHand } from '../eval';
import { kickerSuffix, withKicker } from './stars-kickers';

/**
 * PokerStars' kicker words on a flop game's show line, as the real hands write them:
 * `high card Ace - King kicker`, `a pair of Eights - King+Jack kicker`,
 * `two pair, Jacks and Fours - lower kicker` (stars_lhe_mtt_201007.txt).
 */
const high = (text: string) => evaluateHand('high', cards(text));

describe('kickerSuffix', () => {
  it('names the kickers up to the first that beats the best earlier hand of the same words', () => {
    const board = '8h 4h 6d 5d 3c';
    expect(kickerSuffix(high(`Kd As ${board}`), [high(`Td Kc ${board}`), high(`Ac Jc ${board}`)])).toBe(' - King kicker');
    const pairBoard = '4d 8s 3s 8h 5c';
    expect(kickerSuffix(high(`Kc Jc ${pairBoard}`), [high(`Td Kh ${pairBoard}`)])).toBe(' - King+Jack kicker');
  });

  it('says `lower kicker` for a hand worse than an earlier one of the same words, nothing for a tie or other words', () => {
    const board = '6s Js 4c 4h Jc';
    expect(kickerSuffix(high(`Ks Qc ${board}`), [high(`Ah Th ${board}`)])).toBe(' - lower kicker');
    expect(kickerSuffix(high(`Ks 2c ${board}`), [high(`Kh 3d ${board}`)])).toBe('');
    expect(kickerSuffix(high(`Ks 6c ${board}`), [high(`Ah Th ${board}`)])).toBe('');
    expect(kickerSuffix(high(`Ks Qc ${board}`), [])).toBe('');
  });

  it('goes after the high hand of hi/lo words', () => {
    expect(withKicker('HI: three of a kind, Jacks; LO: 8,5,3,2,A', ' - Ace+Queen kicker')).toBe('HI: three of a kind, Jacks - Ace+Queen kicker; LO: 8,5,3,2,A');
    expect(withKicker('a pair of Kings', '')).toBe('a pair of Kings');
  });
});
