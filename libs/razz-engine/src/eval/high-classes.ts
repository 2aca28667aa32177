/**
 * Classes of high hands (standard poker) and of partial high boards: what a hand of up to five
 * cards *is* and a key that orders the classes, lower = better. Used to build the `high` tables
 * and to describe hands, never on the hot path. Hands come as rank-count codes (`rank-code.ts`:
 * base-5 digit r = copies of rank index r, ace = index 0).
 */
import { RANK_COUNT } from './rank-values';
import type { HandCategory } from './types';

/** Read once: imported bindings compile to getter calls under CommonJS transpilers (tsx, swc). */
const RANKS = RANK_COUNT;

/** Best first. Boards (1–4 cards) use the same order; they can only be quads … high card. */
const HIGH_CATEGORY_ORDER: readonly HandCategory[] = ['straight-flush', 'quads', 'full-house', 'flush', 'straight', 'trips', 'two-pair', 'pair', 'high-card'];

/** Copy pattern (copies per rank, most first) → category; the 1–4-card patterns are boards. */
const CATEGORY_OF_PATTERN: Readonly<Record<string, HandCategory>> = {
  '11111': 'high-card',
  '2111': 'pair',
  '221': 'two-pair',
  '311': 'trips',
  '32': 'full-house',
  '41': 'quads',
  '1': 'high-card',
  '11': 'high-card',
  '111': 'high-card',
  '1111': 'high-card',
  '2': 'pair',
  '21': 'pair',
  '211': 'pair',
  '22': 'two-pair',
  '3': 'trips',
  '31': 'trips',
  '4': 'quads',
};

/** A class of high hands: every hand with the same shape ties. */
export interface HighShape {
  category: HandCategory;
  /**
   * Distinct values (2 … 14 = ace), most copies first, then highest first: the order they are
   * compared in. The wheel A-2-3-4-5 (straight or straight flush) is `[5, 4, 3, 2, 1]`: its ace
   * plays low.
   */
  values: number[];
}

function isWheel(values: readonly number[]): boolean {
  return values.length === 5 && values[0] === 14 && values[1] === 5 && values[4] === 2;
}

/** The straight/flush category of five distinct ranks, with the wheel's ace turned low. */
function unpairedFive(values: number[], suited: boolean): HighShape {
  const wheel = isWheel(values);
  const straight = wheel || (values[0] as number) - (values[4] as number) === 4;
  const played = wheel ? [5, 4, 3, 2, 1] : values;
  if (straight) return { category: suited ? 'straight-flush' : 'straight', values: played };
  return { category: suited ? 'flush' : 'high-card', values };
}

/**
 * The shape of 1–5 cards given as a rank-count code. `suited` (five cards of one suit) matters
 * only for five distinct ranks.
 * @example highShape(codeOfRanks([12, 12, 6, 6, 0]), false) // { category: 'two-pair', values: [13, 7, 14] }
 */
export function highShape(code: number, suited: boolean): HighShape {
  const groups: { value: number; copies: number }[] = [];
  let rest = code;
  for (let r = 0; r < RANKS; r++) {
    const copies = rest % 5;
    rest = (rest - copies) / 5;
    if (copies > 0) groups.push({ value: r === 0 ? 14 : r + 1, copies });
  }
  groups.sort((a, b) => b.copies - a.copies || b.value - a.value);
  const pattern = groups.map((g) => g.copies).join('');
  const category = CATEGORY_OF_PATTERN[pattern];
  if (category === undefined) throw new RangeError(`not a hand or board of 1-5 cards (copy pattern ${pattern})`);
  const values = groups.map((g) => g.value);
  return pattern === '11111' ? unpairedFive(values, suited) : { category, values };
}

/** A number ordering shapes with the same number of cards: lower = better (category, then values). */
export function highClassKey(shape: HighShape): number {
  let key = HIGH_CATEGORY_ORDER.indexOf(shape.category);
  // 15 - value: a higher card must give a smaller key. Shapes of one category and size have the
  // same number of values, so the zero padding never decides.
  for (let i = 0; i < 5; i++) key = key * 16 + (i < shape.values.length ? 15 - (shape.values[i] as number) : 0);
  return key;
}

/** The category at the front of a key (key = category × 16^5 + values). */
export function categoryOfHighKey(key: number): HandCategory {
  return HIGH_CATEGORY_ORDER[Math.floor(key / 16 ** 5)] as HandCategory;
}
