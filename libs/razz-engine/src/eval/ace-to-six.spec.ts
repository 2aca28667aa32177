import { suitIndex } from '../cards/card';
import { orderedDeck } from '../cards/deck';
import { checkAllFiveCardHands, checkRandomHands } from './testing/oracle-checks';

const FULL_DECK = orderedDeck();
/** Spades and hearts only: five or more of a suit in most hands, so flushes must be avoided or used. */
const TWO_SUITS = FULL_DECK.filter((c) => suitIndex(c) <= 1);
/** Spades only: every choice is a flush or straight flush. */
const ONE_SUIT = FULL_DECK.filter((c) => suitIndex(c) === 0);

describe('ace-to-six against the naive reference', () => {
  it('orders all 7,462 classes of all 2,598,960 five-card hands exactly like the reference', () => {
    const result = checkAllFiveCardHands('ace-to-six');
    expect(result.problems).toEqual([]);
    expect(result.hands).toBe(2_598_960);
    expect(result.classes).toBe(7_462);
  });

  it.each([
    { size: 7, count: 200_000, deck: 'full', cards: FULL_DECK },
    { size: 6, count: 30_000, deck: 'full', cards: FULL_DECK },
    { size: 8, count: 30_000, deck: 'full', cards: FULL_DECK },
    { size: 7, count: 20_000, deck: 'two-suit', cards: TWO_SUITS },
    { size: 6, count: 10_000, deck: 'two-suit', cards: TWO_SUITS },
    { size: 8, count: 10_000, deck: 'two-suit', cards: TWO_SUITS },
    { size: 5, count: 2_000, deck: 'one-suit', cards: ONE_SUIT },
    { size: 7, count: 2_000, deck: 'one-suit', cards: ONE_SUIT },
    { size: 8, count: 2_000, deck: 'one-suit', cards: ONE_SUIT },
  ])('finds the best five of $count random $size-card hands from a $deck deck like best-of-all-choices', ({ size, count, deck, cards }) => {
    const result = checkRandomHands('ace-to-six', { size, count, seed: `a6-${deck}-${size}`, deck: cards });
    expect(result.problems).toEqual([]);
  });
});
