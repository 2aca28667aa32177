import { EquityResult, formatCards, HandEquity } from '@app/razz-engine';
import type { HandFacts } from '../hands/table-facts';
import type { BroadcastEquity, BroadcastFigures, BroadcastFrame, BroadcastHand } from './broadcast-frame';
import { broadcastSpot } from './broadcast-spot';
import type { EquityCalculator } from './equity-calculator';
import type { HandMoment } from './hand-moments';

/** What a frame says before it is queued: the feed adds when it heard of it and its delay. */
export type MomentFrame = Omit<BroadcastFrame, 'heardAt' | 'delaySeconds' | 'missed'>;

const UNCONTESTED: BroadcastFigures = { share: 1, win: 1, tie: 0 };

function figures(hand: HandEquity): BroadcastFigures {
  const { cards: _cards, counts: _counts, ...rest } = hand;
  return rest;
}

function methodOf(result: EquityResult | null): BroadcastEquity {
  if (result === null) return { method: 'none', reason: 'unavailable' };
  if (!result.ok) return { method: 'none', reason: 'refused', message: `${result.error.code}: ${result.error.message}` };
  const { game, method } = result.value;
  return method.kind === 'exact'
    ? { method: 'exact', game, deals: method.deals }
    : { method: 'monte-carlo', game, deals: method.deals, samples: method.samples, seed: method.seed };
}

/**
 * The frame of one moment of a hand: the live hands (seat order) with every card and, for the stud
 * games, each one's equity from the calculator's thread. Never rejects: a spot that cannot be
 * valued gives a frame without figures, saying why.
 */
export async function momentFrame(hand: HandFacts, moment: HandMoment, equity: EquityCalculator): Promise<MomentFrame> {
  const live = moment.seats.filter((s) => !s.folded).sort((a, b) => a.seat - b.seat);
  const spot = broadcastSpot(hand.state, moment);
  let method: BroadcastEquity;
  let perHand: (BroadcastFigures | null)[];
  if (spot.kind === 'not-a-stud-game') [method, perHand] = [{ method: 'none', reason: 'not-a-stud-game' }, live.map(() => null)];
  else if (spot.kind === 'uncontested') [method, perHand] = [{ method: 'uncontested' }, live.map(() => UNCONTESTED)];
  else {
    const result = await equity.compute(spot.input).catch(() => null);
    method = methodOf(result);
    perHand = live.map((_, i) => (result?.ok ? figures(result.value.hands[i] as HandEquity) : null));
  }
  const seatOf = new Map(hand.seats.map((s) => [s.seat, s]));
  const hands: BroadcastHand[] = live.map((s, i) => ({
    seat: s.seat,
    playerId: seatOf.get(s.seat)?.playerId ?? null,
    screenName: seatOf.get(s.seat)?.screenName ?? null,
    down: formatCards(s.down),
    up: formatCards(s.up),
    equity: perHand[i] ?? null,
  }));
  return {
    handId: hand.id,
    handNumber: hand.number,
    version: hand.version,
    game: hand.state.variant.id,
    street: moment.street,
    final: moment.final,
    hands,
    dead: formatCards(moment.seats.filter((s) => s.folded).flatMap((s) => s.up)),
    community: formatCards(moment.community),
    equity: method,
  };
}
