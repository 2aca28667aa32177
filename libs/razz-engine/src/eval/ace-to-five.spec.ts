import { orderedDeck } from '../cards/deck';
import { checkAllFiveCardHands, checkRandomHands } from './testing/oracle-checks';

const FULL_DECK = orderedDeck();

describe('ace-to-five against the naive reference', () => {
  it('orders all 6,175 classes of all 2,598,960 five-card hands exactly like the reference', () => {
    const result = checkAllFiveCardHands('ace-to-five');
    expect(result.problems).toEqual([]);
    expect(result.hands).toBe(2_598_960);
    expect(result.classes).toBe(6_175);
  });

  it.each([
    { size: 7, count: 200_000 },
    { size: 6, count: 30_000 },
    { size: 8, count: 30_000 },
  ])('finds the best five of $count random $size-card hands like best-of-all-choices', ({ size, count }) => {
    const result = checkRandomHands('ace-to-five', { size, count, seed: `a5-${size}`, deck: FULL_DECK });
    expect(result.problems).toEqual([]);
  });
});
