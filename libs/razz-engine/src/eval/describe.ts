/** Words for hands: `'8-6-4-2-A'`, `'pair of 3s, 8-6-4'`, PokerStars' `'8,6,4,2,A'`. */
import type { HandShape } from './classes';
import type { LowEvaluation } from './types';

/** Rank characters by counting value (1 = A low … 13 = K, 14 = A high), as in card notation. */
const CHAR_BY_VALUE = ' A23456789TJQKA';
const PLURAL_BY_VALUE = ['', 'aces', '2s', '3s', '4s', '5s', '6s', '7s', '8s', '9s', '10s', 'jacks', 'queens', 'kings', 'aces'];
const SINGULAR_BY_VALUE = ['', 'ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king', 'ace'];

function char(value: number): string {
  return CHAR_BY_VALUE[value] ?? '?';
}

function plural(value: number | undefined): string {
  return PLURAL_BY_VALUE[value ?? 0] ?? '?';
}

/** `[8, 6, 4, 2, 1]` → `'8-6-4-2-A'`. */
export function dashed(values: readonly number[]): string {
  return values.map(char).join('-');
}

/** All five values from the highest down, repeats included, comma-separated: `'8,6,4,3,3'`. */
export function starsText(values: readonly number[]): string {
  return [...values]
    .sort((a, b) => b - a)
    .map(char)
    .join(',');
}

export interface HandWords {
  description: string;
  name: string;
}

/** The description and everyday name of a hand class. */
export function describeShape(evaluation: LowEvaluation, shape: HandShape): HandWords {
  const g = shape.groups;
  const [first, second] = g;
  switch (shape.category) {
    case 'high-card':
      return { description: dashed(g), name: lowName(evaluation, g) };
    case 'pair':
      return { description: `pair of ${plural(first)}, ${dashed(g.slice(1))}`, name: `pair of ${plural(first)}` };
    case 'two-pair':
      return { description: `two pair, ${plural(first)} and ${plural(second)}, ${dashed(g.slice(2))}`, name: 'two pair' };
    case 'trips':
      return { description: `three ${plural(first)}, ${dashed(g.slice(1))}`, name: `three ${plural(first)}` };
    case 'full-house':
      return { description: `${plural(first)} full of ${plural(second)}`, name: 'full house' };
    case 'quads':
      return { description: `four ${plural(first)}, ${dashed(g.slice(1))}`, name: `four ${plural(first)}` };
    case 'straight':
      return { description: `straight, ${dashed(g)}`, name: 'straight' };
    case 'flush':
      return { description: `flush, ${dashed(g)}`, name: 'flush' };
    case 'straight-flush':
      return { description: `straight flush, ${dashed(g)}`, name: 'straight flush' };
  }
}

/** `'wheel'` for Razz's 5-4-3-2-A, else named by the top card: `'8 low'`, `'king low'`. */
function lowName(evaluation: LowEvaluation, values: readonly number[]): string {
  const top = values[0] ?? 0;
  if (evaluation === 'ace-to-five' && top === 5) return 'wheel';
  // In deuce-to-seven the ace is the top card; "ace low" would read as "aces are low".
  if (top === 14) return 'ace high';
  return `${SINGULAR_BY_VALUE[top] ?? '?'} low`;
}
