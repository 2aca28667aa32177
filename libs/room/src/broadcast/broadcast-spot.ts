import { EquityGame, EquityInput, formatCards, HandState, isFlopVariant } from '@app/razz-engine';
import type { HandMoment } from './hand-moments';

/** What equity a moment can have: a spot for `handEquity`, one hand left, or none (a flop game). */
export type BroadcastSpot = { kind: 'spot'; game: EquityGame; input: EquityInput } | { kind: 'uncontested' } | { kind: 'not-a-stud-game' };

/** The equity module's name for the hand's game: Razz by its low evaluation (the ace-to-six and deuce-to-seven presets). */
export function equityGameOf(state: HandState): EquityGame | null {
  if (isFlopVariant(state.variant)) return null;
  const { id } = state.variant;
  if (id === 'stud' || id === 'stud8') return id;
  if (id !== 'razz') return null;
  const low = state.rules.lowEvaluation;
  return low === 'ace-to-six' ? 'london-lowball' : low === 'deuce-to-seven' ? 'deuce-to-seven-razz' : 'razz';
}

/**
 * The moment as `handEquity` takes it, from the broadcast's side of the table: every card of each
 * live hand (live hands in seat order, as the frame lists them), the folded hands' up cards dead,
 * the community cards dealt and to come. A folded hand's down cards and the burns stay unseen,
 * drawn among the cards to come: the feed shows a folded hand only by its up cards, so its
 * figures are the ones a viewer could work out from the cards on the screen.
 */
export function broadcastSpot(state: HandState, moment: HandMoment): BroadcastSpot {
  const game = equityGameOf(state);
  if (game === null) return { kind: 'not-a-stud-game' };
  const live = moment.seats.filter((s) => !s.folded).sort((a, b) => a.seat - b.seat);
  if (live.length < 2) return { kind: 'uncontested' };
  const input: EquityInput = {
    game,
    hands: live.map((s) => formatCards([...s.down, ...s.up])),
    dead: formatCards(moment.seats.filter((s) => s.folded).flatMap((s) => s.up)),
    community: formatCards(moment.community),
    communityToCome: moment.communityToCome,
  };
  return { kind: 'spot', game, input };
}
