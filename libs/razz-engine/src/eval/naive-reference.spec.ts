import { Card, suitIndex } from '../cards/card';
import { orderedDeck } from '../cards/deck';
import { checkAllFiveCardHands, checkRandomHands } from './testing/oracle-checks';
import type { Evaluation } from './types';

const FULL_DECK = orderedDeck();
/** Spades and hearts only: five or more of a suit in most hands, so flushes must be avoided or used. */
const TWO_SUITS = FULL_DECK.filter((c) => suitIndex(c) <= 1);
/** Spades only: every choice is a flush or straight flush. */
const ONE_SUIT = FULL_DECK.filter((c) => suitIndex(c) === 0);

interface RandomRun {
  size: number;
  count: number;
  deck: string;
  cards: Card[];
}

const FULL_DECK_RUNS: RandomRun[] = [
  { size: 7, count: 200_000, deck: 'full', cards: FULL_DECK },
  { size: 6, count: 30_000, deck: 'full', cards: FULL_DECK },
  { size: 8, count: 30_000, deck: 'full', cards: FULL_DECK },
];

/** Where flushes count, suit-starved decks force the flush paths that a full deck rarely takes. */
const FLUSH_RUNS: RandomRun[] = [
  { size: 7, count: 20_000, deck: 'two-suit', cards: TWO_SUITS },
  { size: 6, count: 10_000, deck: 'two-suit', cards: TWO_SUITS },
  { size: 8, count: 10_000, deck: 'two-suit', cards: TWO_SUITS },
  { size: 5, count: 2_000, deck: 'one-suit', cards: ONE_SUIT },
  { size: 7, count: 2_000, deck: 'one-suit', cards: ONE_SUIT },
  { size: 8, count: 2_000, deck: 'one-suit', cards: ONE_SUIT },
];

const EVALUATIONS: { evaluation: Evaluation; classes: number; runs: RandomRun[] }[] = [
  { evaluation: 'ace-to-five', classes: 6_175, runs: FULL_DECK_RUNS },
  { evaluation: 'ace-to-six', classes: 7_462, runs: [...FULL_DECK_RUNS, ...FLUSH_RUNS] },
  { evaluation: 'deuce-to-seven', classes: 7_462, runs: [...FULL_DECK_RUNS, ...FLUSH_RUNS] },
  { evaluation: 'high', classes: 7_462, runs: [...FULL_DECK_RUNS, ...FLUSH_RUNS] },
];

describe.each(EVALUATIONS)('$evaluation against the naive reference', ({ evaluation, classes, runs }) => {
  it(`orders all ${classes} classes of all 2,598,960 five-card hands exactly like the reference`, () => {
    const result = checkAllFiveCardHands(evaluation);
    expect(result.problems).toEqual([]);
    expect(result.hands).toBe(2_598_960);
    expect(result.classes).toBe(classes);
  });

  it.each(runs)('finds the best five of $count random $size-card hands from a $deck deck like best-of-all-choices', ({ size, count, deck, cards }) => {
    const result = checkRandomHands(evaluation, { size, count, seed: `${evaluation}-${deck}-${size}`, deck: cards });
    expect(result.problems).toEqual([]);
  });
});
