import { formatCard } from '../../cards';
import { DECK_SIZE } from '../../cards/card';
import { handEquity } from '../../equity/hand-equity';
import { EquityGame, UNKNOWN_CARD } from '../../equity/equity-types';
import type { Rng } from '../../rng/rng';
import type { BotView } from '../bot-view';
import { liveOthers } from './card-reading';

const STUD_STREETS = ['third', 'fourth', 'fifth', 'sixth', 'seventh'];

/** The equity module's name for the game the view is dealt (Razz by its low evaluation). */
function equityGame(view: BotView): EquityGame | null {
  if (view.game === 'stud' || view.game === 'stud8') return view.game;
  if (view.game !== 'razz') return null;
  if (view.evaluation === 'ace-to-six') return 'london-lowball';
  return view.evaluation === 'deuce-to-seven' ? 'deuce-to-seven-razz' : 'razz';
}

/**
 * How many community cards the rest of the hand will bring (the rule book's short deck: when the
 * stub cannot give every live player a card, one shared card instead), counted from what every
 * seat can see: cards dealt to all seats, community cards, one burn per street after 3rd.
 */
export function communityToCome(view: BotView): number {
  const street = STUD_STREETS.indexOf(view.street);
  const seats = [view.me, ...view.others];
  const dealt = seats.reduce((sum, s) => sum + s.downCount + s.up.length, 0) + view.community.length + street;
  const live = liveOthers(view).length + 1;
  let left = DECK_SIZE - dealt;
  let shared = 0;
  for (let next = street + 1; next < STUD_STREETS.length; next++) {
    if (left - 1 >= live) left -= 1 + live;
    else {
      shared++;
      left -= left >= 2 ? 2 : 1;
    }
  }
  return Math.min(shared, 2);
}

/**
 * The deciding seat's share of the pot at showdown: a quick Monte Carlo of the engine's equity
 * module (`handEquity`, `trials` deals, always sampled) over the seat's own view — its own cards,
 * each live opponent's up cards with its down cards unknown, folded seats' up cards dead — seeded
 * from the bot's Rng so a seeded game replays. The holdings are uniformly random: no hand range is
 * read from the betting. Razz by the table's low evaluation, Seven-Card Stud high, Stud
 * Eight-or-Better split. An equal share when the spot cannot be valued (another game).
 *
 * @example estimateEquity(view, 40, seededRng(1)) // 0.62
 */
export function estimateEquity(view: BotView, trials: number, rng: Rng): number {
  const live = liveOthers(view);
  const game = equityGame(view);
  if (live.length === 0) return 1;
  const equal = 1 / (live.length + 1);
  if (game === null) return equal;
  const result = handEquity({
    game,
    hands: [
      [...view.me.down, ...view.me.up].map(formatCard),
      ...live.map((o) => [...Array.from({ length: o.downCount }, () => UNKNOWN_CARD), ...o.up.map(formatCard)]),
    ],
    dead: view.others.filter((o) => o.folded).flatMap((o) => o.up.map(formatCard)),
    community: view.community.map(formatCard),
    communityToCome: communityToCome(view),
    maxExactDeals: 0,
    samples: trials,
    seed: rng.int(0x7fff_ffff),
  });
  return result.ok ? (result.value.hands[0]?.share ?? equal) : equal;
}
