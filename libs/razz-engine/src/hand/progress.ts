import { nextToAct, openLaterStreet } from './betting/round';
import { dealStreet } from './dealing';
import { Draft, draftScorer, writablePlayers } from './draft';
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

function finish(d: Draft, result: HandResult): void {
  const s = d.s;
  writablePlayers(d);
  result.pots.forEach((pot, k) => {
    d.events.push({ type: 'pot-awarded', pot: k, ...pot });
    for (const w of pot.winners) {
      const p = s.players.find((x) => x.seat === w.seat) as PlayerState;
      p.stack += w.amount;
    }
  });
  for (const p of s.players) p.streetBet = 0;
  result.stacks = s.players.map((p) => ({ seat: p.seat, stack: p.stack })).sort((a, b) => a.seat - b.seat);
  s.result = result;
  s.phase = 'over';
  s.toAct = null;
  d.events.push({ type: 'hand-ended', endedBy: result.endedBy, stacks: result.stacks });
}
