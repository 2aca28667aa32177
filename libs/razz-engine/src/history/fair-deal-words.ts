/**
 * The fair-deal check's findings in words (fair-deal-check.ts): which card, in which slot of the
 * hand, the history shows; which card the recomputed deck deals there, and at which deck position
 * (0 = the first card dealt, docs/fairness.md) each of them lies.
 */
import type { StreetName } from '../game/variant';
import { CardMismatch, CardSlot, DealtCard, DealtCards, dealtCount } from './fair-deal-claims';

/** Screen names by seat, to name a seat as the text does. */
export type SeatNames = ReadonlyMap<number, string>;

const FLOP_STREETS: Readonly<Record<string, string>> = { preflop: 'before the flop', flop: 'the flop', turn: 'the turn', river: 'the river' };

function streetWords(street: StreetName): string {
  return FLOP_STREETS[street] ?? `${street} street`;
}

/** `seat 3 (kobreli) card 4 (fourth street, up)`, `board card 4 (the turn)`, `burn card 2`. */
function slotWords(slot: CardSlot, dealt: DealtCard | null, names: SeatNames): string {
  const where = dealt ? ` (${streetWords(dealt.street)}${dealt.face ? `, ${dealt.face}` : ''})` : '';
  if (slot.kind === 'own') return `seat ${slot.seat} (${names.get(slot.seat) ?? '?'}) card ${slot.index + 1}${where}`;
  return `${slot.kind === 'community' ? 'community' : 'burn'} card ${slot.index + 1}${where}`;
}

function whose(slot: CardSlot): string {
  return slot.kind === 'own' ? `seat ${slot.seat}` : slot.kind === 'community' ? 'the community' : 'the burns';
}

/**
 * One finding per mismatch; cards the replay never reached (it stopped short) as one count. A
 * mismatch reads `seat 3 (kobreli) card 4 (fourth street, up): shows 7h, the deck deals 9c there
 * (deck position 17; 7h is at position 30)`.
 */
export function describeMismatches(
  mismatches: readonly CardMismatch[],
  dealt: DealtCards,
  deck: readonly string[],
  names: SeatNames,
  complete: boolean,
): string[] {
  const unreached = mismatches.filter((m) => m.dealt === null && !complete).length;
  const found = mismatches.flatMap(({ claim, dealt: card }) => {
    const slot = slotWords(claim.slot, card, names);
    if (card)
      return [
        `${slot}: shows ${claim.card}, the deck deals ${card.card} there (deck position ${deck.indexOf(card.card)}; ${claim.card} is at position ${deck.indexOf(claim.card)})`,
      ];
    if (!complete) return [];
    return [`${slot}: shows ${claim.card}, the recomputed deal gives ${whose(claim.slot)} ${dealtCount(dealt, claim.slot)} cards`];
  });
  return unreached > 0 ? [...found, `${unreached} card${unreached === 1 ? '' : 's'} the history shows not reached`] : found;
}
