/**
 * Checks of the Hold'em and Omaha evaluators against the naive references of `flop-reference.ts`,
 * as plain functions returning the problems they find (an empty list = pass), like
 * `oracle-checks.ts` does for the stud evaluators.
 */
import { Card, formatCards } from '../../cards/card';
import { seededRng } from '../../rng/seeded-rng';
import { handRanker } from '../evaluators';
import { holdemHigh, omahaHigh, omahaLow } from '../flop-hand-value';
import { holdemHighRank } from '../holdem-rank';
import { omahaHighRank, omahaLowRank } from '../omaha-rank';
import type { FlopEvaluation, HandValue } from '../types';
import { FiveKey, ReferenceChoice, referenceHoldemHigh, referenceOmahaHigh, referenceOmahaLow } from './flop-reference';
import { compareKeys, referenceHighKey, referenceKey } from './naive-reference';
import { drawHand } from './oracle-checks';

const MAX_PROBLEMS = 10;

interface Evaluator {
  holeSize: number;
  rank(hole: readonly Card[], board: readonly Card[]): number | null;
  value(hole: readonly Card[], board: readonly Card[]): HandValue | null;
  reference(hole: readonly Card[], board: readonly Card[], keyOf: FiveKey): ReferenceChoice | null;
  /** The fast five-card rank (proven equal in order to the naive keys on all five-card hands). */
  fiveRank(five: readonly Card[]): number;
  /** The naive key of five cards. */
  fiveKey: FiveKey;
  /** How many of the best five must come from the hole; undefined = any mix (Hold'em). */
  fromHole?: number;
}

function evaluator(evaluation: FlopEvaluation): Evaluator {
  const high = handRanker('high');
  switch (evaluation) {
    case 'holdem-high':
      return { holeSize: 2, rank: holdemHighRank, value: holdemHigh, reference: referenceHoldemHigh, fiveRank: high, fiveKey: referenceHighKey };
    case 'omaha-high':
      return { holeSize: 4, rank: omahaHighRank, value: omahaHigh, reference: referenceOmahaHigh, fiveRank: high, fiveKey: referenceHighKey, fromHole: 2 };
    case 'omaha-low':
      return {
        holeSize: 4,
        rank: omahaLowRank,
        value: omahaLow,
        reference: referenceOmahaLow,
        fiveRank: handRanker('ace-to-five'),
        fiveKey: (five) => referenceKey('ace-to-five', five),
        fromHole: 2,
      };
  }
}

export interface FlopCheckResult {
  hands: number;
  /** Hands per category of the reference's best five (`no low` for Omaha lows that do not qualify). */
  kinds: Record<string, number>;
  problems: string[];
}

const HIGH_KINDS = ['straight-flush', 'quads', 'full-house', 'flush', 'straight', 'trips', 'two-pair', 'pair', 'high-card'];

/** −1, 0 or 1: how two hands compare by the reference (a missing low loses to any low). */
function referenceOrder(a: ReferenceChoice | null, b: ReferenceChoice | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return Math.sign(compareKeys(a.key, b.key));
}

function fastOrder(a: number | null, b: number | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return Math.sign(a - b);
}

/** What is wrong with a showdown value, given the reference's best choice; empty when nothing. */
function valueProblems(
  keyOf: FiveKey,
  hole: readonly Card[],
  board: readonly Card[],
  fast: number,
  value: HandValue,
  ref: ReferenceChoice,
  fromHoleRequired: number | undefined,
): string[] {
  const problems: string[] = [];
  const best = formatCards(value.best).join(' ');
  if (value.rank !== fast) problems.push(`value rank ${value.rank} ≠ fast rank ${fast}`);
  if (compareKeys(keyOf(value.best), ref.key) !== 0) problems.push(`best ${best} is not worth the reference best ${formatCards(ref.five).join(' ')}`);
  const fromHole = value.best.filter((c) => hole.includes(c)).length;
  const fromBoard = value.best.filter((c) => board.includes(c)).length;
  if (value.best.length !== 5 || new Set(value.best).size !== 5 || fromHole + fromBoard !== 5) problems.push(`best ${best} is not five of the hand's cards`);
  else if (fromHoleRequired !== undefined && fromHole !== fromHoleRequired) problems.push(`best ${best} plays ${fromHole} hole cards`);
  return problems;
}

/**
 * How the reference values each allowed five: `naive` by the naive keys (independent of every
 * engine table; about 60 naive keys per Omaha hand), `five-card-rank` by the engine's five-card
 * rank, which the exhaustive tests prove orders all 2,598,960 five-card hands exactly like the
 * naive keys (naive-reference.spec.ts) — so it checks the same thing, the choice of five and the
 * flop-game tables, at a cost that allows hundreds of thousands of hands.
 */
export type FiveCardValuation = 'naive' | 'five-card-rank';

/**
 * Random hands (hole + a board of `boardSize`) from `deck` (all 52 cards, or a few suits to force
 * flushes): the fast rank must be the rank of the reference's best five (or both must find no
 * low), consecutive hands must compare as the reference compares them, and every `valueEvery`-th
 * hand's showdown value must have that rank and a best five worth the reference's, taken as the
 * game allows.
 */
export function checkRandomFlopHands(
  evaluation: FlopEvaluation,
  options: { boardSize: number; count: number; seed: string; deck: readonly Card[]; valueEvery: number; valuation: FiveCardValuation },
): FlopCheckResult {
  const e = evaluator(evaluation);
  const keyOf: FiveKey = options.valuation === 'naive' ? e.fiveKey : (five) => [e.fiveRank(five)];
  const rng = seededRng(options.seed);
  const deck = [...options.deck];
  const problems: string[] = [];
  const kinds: Record<string, number> = {};
  let previous: { fast: number | null; ref: ReferenceChoice | null; text: string } | undefined;
  for (let i = 0; i < options.count && problems.length < MAX_PROBLEMS; i++) {
    const dealt = drawHand(deck, e.holeSize + options.boardSize, (max) => rng.int(max));
    const hole = dealt.slice(0, e.holeSize);
    const board = dealt.slice(e.holeSize);
    const text = `[${formatCards(hole).join(' ')}] [${formatCards(board).join(' ')}]`;
    const fast = e.rank(hole, board);
    const ref = e.reference(hole, board, keyOf);
    const kind = ref === null ? 'no low' : evaluation === 'omaha-low' ? 'low' : (HIGH_KINDS[e.fiveKey(ref.five)[0] as number] ?? '?');
    kinds[kind] = (kinds[kind] ?? 0) + 1;
    if (ref === null ? fast !== null : fast !== e.fiveRank(ref.five)) {
      problems.push(`${text}: fast rank ${fast}, reference best ${ref ? `${formatCards(ref.five).join(' ')} has rank ${e.fiveRank(ref.five)}` : 'none'}`);
      continue;
    }
    if (previous && fastOrder(previous.fast, fast) !== referenceOrder(previous.ref, ref)) {
      problems.push(`${previous.text} vs ${text}: fast ranks ${previous.fast} and ${fast} disagree with the reference order`);
    }
    previous = { fast, ref, text };
    if (i % options.valueEvery !== 0) continue;
    const value = e.value(hole, board);
    if ((value === null) !== (ref === null)) problems.push(`${text}: value ${value?.description ?? 'none'}, reference ${ref ? 'has a hand' : 'none'}`);
    else if (value !== null && ref !== null && fast !== null)
      problems.push(...valueProblems(keyOf, hole, board, fast, value, ref, e.fromHole).map((p) => `${text}: ${p}`));
  }
  return { hands: options.count, kinds, problems };
}
