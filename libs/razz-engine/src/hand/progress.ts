import { nextToAct, openLaterStreet } from './betting/round';
import { dealStreet } from './dealing';
import { Draft, draftScorer, writablePlayer } from './draft';
import { liveCount } from './order';
import { buildPots, returnUncalled } from './pots';
import { takeRake } from './rake';
import { runShowdown, splitPot } from './showdown';
import type { HandResult, PlayerState } from './types';

/**
 * After an action (or a forced post): the next player to act, or the end of the street, or the
 * end of the hand when all but one have folded.
 */
export function afterAction(d: Draft, actor: number): void {
  // Only a fold can leave one player: at least two were live before the action (else the hand had ended).
  if ((d.s.players[actor] as PlayerState).folded && liveCount(d.s.players) === 1) return endByFolds(d);
  const next = nextToAct(d.s, actor);
  if (next !== null) {
    d.s.toAct = next;
    return;
  }
  closeStreet(d);
}

/** Ends the street's betting: uncalled chips go back, then the next street or the showdown. */
export function closeStreet(d: Draft): void {
  returnUncalled(d);
  const last = d.s.variant.streets.length - 1;
  while (d.s.street < last) {
    dealStreet(d, d.s.street + 1);
    if (openLaterStreet(d)) return;
  }
  const { pots, rake, showdown } = runShowdown(d);
  finish(d, { endedBy: 'showdown', pots, rake, showdown, stacks: [] });
}

/** All but one folded: that player wins every pot without showing. */
function endByFolds(d: Draft): void {
  returnUncalled(d);
  const pots = buildPots(d.s.players);
  const rake = takeRake(d, pots);
  const winner = d.s.players.findIndex((p) => !p.folded);
  const results = pots.map((pot) => splitPot(d.s, draftScorer(d), { amount: pot.amount, eligible: [winner] }, [winner]));
  finish(d, { endedBy: 'fold', pots: results, rake, showdown: [], stacks: [] });
}

/** Each player's stack, in seat order: an insertion sort (ten seats at most) rather than `sort` with a closure. */
function stacksBySeat(players: readonly PlayerState[]): { seat: number; stack: number }[] {
  const stacks: { seat: number; stack: number }[] = [];
  for (const p of players) {
    const entry = { seat: p.seat, stack: p.stack };
    let j = stacks.length;
    stacks.push(entry);
    for (; j > 0 && (stacks[j - 1] as typeof entry).seat > p.seat; j--) stacks[j] = stacks[j - 1] as typeof entry;
    stacks[j] = entry;
  }
  return stacks;
}

function finish(d: Draft, result: HandResult): void {
  const s = d.s;
  const players = s.players;
  result.pots.forEach((pot, k) => {
    d.events.push({ type: 'pot-awarded', pot: k, ...pot });
    for (const w of pot.winners) {
      for (let i = 0; i < players.length; i++) if ((players[i] as PlayerState).seat === w.seat) writablePlayer(d, i).stack += w.amount;
    }
  });
  // Only the players with chips still out this street are written (copied).
  for (let i = 0; i < players.length; i++) if ((players[i] as PlayerState).streetBet !== 0) writablePlayer(d, i).streetBet = 0;
  result.stacks = stacksBySeat(players);
  s.result = result;
  s.phase = 'over';
  s.toAct = null;
  d.events.push({ type: 'hand-ended', endedBy: result.endedBy, stacks: result.stacks });
}
