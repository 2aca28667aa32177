/**
 * PokerStars names kickers in a flop game's show line, and only there (seen in the reference
 * hands and in fpdb's PokerStars files; never in the summary): when a shown high hand has the same
 * words as a hand shown before it in the showdown, it gets ` - King+Jack kicker` (its kickers, from
 * the first up to the first that differs) when it beats the best of those, ` - lower kicker` when it
 * loses to it, and nothing when they tie: `Player2: shows [Kc Jc] (a pair of Eights - King+Jack kicker)`.
 */
import { CardText, parseCards, rankIndex } from '../cards';
import type { HandValue } from '../eval';
import { GAMES, isFlopVariant, scorersFor } from '../game';
import type { RuleSet } from '../rules';

/** Kickers of a high hand in display order: the cards after the matched ranks. */
const KICKERS_FROM: Readonly<Partial<Record<HandValue['category'], number>>> = Object.freeze({ 'high-card': 1, pair: 2, 'two-pair': 4, trips: 3, quads: 4 });

const NAMES = ['Ace', 'Deuce', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King'];

/** ` - King+Jack kicker`, ` - lower kicker` or '' for one hand against the hands shown before it (their high values). */
export function kickerSuffix(value: HandValue, before: readonly HandValue[]): string {
  const from = KICKERS_FROM[value.category];
  const same = before.filter((v) => v.description === value.description);
  if (from === undefined || same.length === 0) return '';
  const best = same.reduce((a, b) => (b.rank < a.rank ? b : a));
  if (value.rank === best.rank) return '';
  if (value.rank > best.rank) return ' - lower kicker';
  const ours = value.best.slice(from).map(rankIndex);
  const theirs = best.best.slice(from).map(rankIndex);
  const differs = ours.findIndex((r, k) => r !== theirs[k]);
  return ` - ${ours
    .slice(0, differs + 1)
    .map((r) => NAMES[r])
    .join('+')} kicker`;
}

/** The shown words with the kicker after the high hand: `HI: three of a kind, Jacks - Ace+Queen kicker; LO: 8,5,3,2,A`. */
export function withKicker(words: string, suffix: string): string {
  if (suffix === '') return words;
  const low = words.indexOf('; LO: ');
  return low < 0 ? `${words}${suffix}` : `${words.slice(0, low)}${suffix}${words.slice(low)}`;
}

/** A flop game's shown hand valued for its high half (null in other games, or when the cards cannot be read). */
export function flopHighValue(gameId: string, rules: Pick<RuleSet, 'lowEvaluation'>, own: readonly CardText[], board: readonly CardText[]): HandValue | null {
  const variant = GAMES[gameId]?.variant;
  const scorer = variant && isFlopVariant(variant) ? scorersFor(variant, rules)[0] : undefined;
  const hole = parseCards(own);
  const common = parseCards(board);
  if (scorer?.half !== 'high' || !hole.ok || !common.ok) return null;
  return scorer.evaluate(hole.value, common.value);
}
