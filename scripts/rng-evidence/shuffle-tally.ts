/**
 * What the shuffle test counts, shuffle by shuffle: which card lands in which position (52 × 52)
 * and the Fisher–Yates draws j for each i, recovered from the dealt deck itself — the production
 * `fairDeck` is called as it is, and its order is undone step by step to find the j of each i.
 */
import type { Card } from '@app/razz-engine';

/** Cards in a deck; also the number of positions. */
export const DECK = 52;

/** Cells of the draws table: for i = 1…51, the i + 1 values j = 0…i (2 + 3 + … + 52). */
export const DRAW_CELLS = drawOffset(DECK);

/** Where the counts of draw i start in `ShuffleTally.draws`: 2 + 3 + … + i cells come before. */
export function drawOffset(i: number): number {
  return ((i - 1) * (i + 2)) / 2;
}

export interface ShuffleTally {
  shuffles: number;
  /** `position * 52 + card`: how many shuffles put the card at the position (0 is dealt first). */
  cardAtPosition: Uint32Array;
  /** `drawOffset(i) + j`: how many shuffles drew j at step i. */
  draws: Uint32Array;
}

export function emptyTally(): ShuffleTally {
  return { shuffles: 0, cardAtPosition: new Uint32Array(DECK * DECK), draws: new Uint32Array(DRAW_CELLS) };
}

/** Adds `from`'s counts to `into` (the workers' tallies summed in the main thread). */
export function addTally(into: ShuffleTally, from: ShuffleTally): void {
  into.shuffles += from.shuffles;
  for (let k = 0; k < into.cardAtPosition.length; k++) into.cardAtPosition[k] = (into.cardAtPosition[k] as number) + (from.cardAtPosition[k] as number);
  for (let k = 0; k < into.draws.length; k++) into.draws[k] = (into.draws[k] as number) + (from.draws[k] as number);
}

/** Reused buffers of `fisherYatesDraws`, so that ten million shuffles allocate nothing. */
export interface UndoScratch {
  arrangement: Int32Array;
  positionOf: Int32Array;
  draws: Int32Array;
}

export function undoScratch(): UndoScratch {
  return { arrangement: new Int32Array(DECK), positionOf: new Int32Array(DECK), draws: new Int32Array(DECK) };
}

/**
 * The j of each step i of the Fisher–Yates run that turned the ordered deck into `deck`
 * (`draws[i]`, i = 51…1). Replays the run: at step i the card that ends at position i must be
 * fetched from where it lies now, and that place is j. Fisher–Yates is a bijection between draw
 * sequences and orders, so the draws are exactly the ones the shuffle made.
 */
export function fisherYatesDraws(deck: readonly Card[], scratch: UndoScratch): Int32Array {
  const { arrangement, positionOf, draws } = scratch;
  for (let c = 0; c < DECK; c++) {
    arrangement[c] = c;
    positionOf[c] = c;
  }
  for (let i = DECK - 1; i > 0; i--) {
    const card = deck[i] as Card;
    const j = positionOf[card] as number;
    const displaced = arrangement[i] as number;
    arrangement[j] = displaced;
    positionOf[displaced] = j;
    arrangement[i] = card;
    positionOf[card] = i;
    draws[i] = j;
  }
  return draws;
}

/** Counts one dealt deck. */
export function tallyDeck(tally: ShuffleTally, deck: readonly Card[], scratch: UndoScratch): void {
  tally.shuffles++;
  for (let position = 0; position < DECK; position++) {
    const cell = position * DECK + (deck[position] as Card);
    tally.cardAtPosition[cell] = (tally.cardAtPosition[cell] as number) + 1;
  }
  const draws = fisherYatesDraws(deck, scratch);
  for (let i = 1; i < DECK; i++) {
    const cell = drawOffset(i) + (draws[i] as number);
    tally.draws[cell] = (tally.draws[cell] as number) + 1;
  }
}
