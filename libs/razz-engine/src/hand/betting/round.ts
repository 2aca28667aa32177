import { rankIndex } from '../../cards/card';
import type { StreetDef } from '../../game/variant';
import type { RuleSet } from '../../rules/rule-set';
import { isBlindStakes, Stakes } from '../../rules/stakes';
import { Draft, draftScorer, replaceRound, writablePlayer } from '../draft';
import { actorCount, boardLeaderIndex, canAct, firstFrom } from '../order';
import type { BettingRound, HandState, PlayerState } from '../types';

/**
 * The street's bet: the limit bet of the street (small or big bet); in a pot- or no-limit flop
 * game the big blind on every street, the minimum bet there (TDA).
 */
function streetBetSize(stakes: Stakes, street: StreetDef, rules: Pick<RuleSet, 'bettingStructure'>): number {
  if (rules.bettingStructure !== 'fixed-limit' && isBlindStakes(stakes)) return stakes.bigBlind;
  return street.betSize === 'small' ? stakes.smallBet : stakes.bigBet;
}

/** A fresh betting round for a street: nothing bet, nobody acted. */
export function emptyRound(stakes: Stakes, street: StreetDef, rules: Pick<RuleSet, 'bettingStructure'>): BettingRound {
  const betSize = streetBetSize(stakes, street, rules);
  return {
    currentBet: 0,
    betSize,
    bigBetOption: false,
    counted: 0,
    countedLevel: 0,
    minRaise: betSize,
    bringInLevel: 0,
    lastAggressor: null,
    firstToAct: null,
  };
}

/**
 * Seven-Card Stud's open pair (TDA RP-10F, Robert's Rules): on a street with the option, in fixed
 * limit and unless the rule turns it off, a pair among any live player's up cards lets everyone
 * bet or raise the big bet. Judged once, when the street's betting opens.
 */
function hasBigBetOption(s: HandState, street: StreetDef): boolean {
  if (street.openPair !== 'big-bet-option' || s.rules.openPairDoubleBet !== 'allowed' || s.rules.bettingStructure !== 'fixed-limit') {
    return false;
  }
  return s.players.some((p) => !p.folded && new Set(p.up.map(rankIndex)).size < p.up.length);
}

/**
 * Clears the per-street fields of every player before a new street's betting. A player whose
 * fields are already clear (most who folded on an earlier street) is not written, so not copied.
 */
export function resetStreet(d: Draft): void {
  const players = d.s.players;
  for (let i = 0; i < players.length; i++) {
    const p = players[i] as PlayerState;
    if (p.streetBet === 0 && !p.acted && p.matched === 0) continue;
    const w = writablePlayer(d, i);
    w.streetBet = 0;
    w.acted = false;
    w.matched = 0;
  }
}

/**
 * The next player clockwise after `from` who still owes an action: one who faces a bet, or who
 * has not acted while someone else can still bet against them.
 */
export function nextToAct(s: HandState, from: number): number | null {
  const players = s.players;
  const bet = s.round.currentBet;
  // Inlined walk (hot path: called after every action). Whether two players can still bet is
  // asked only of a player who has not acted but faces no bet.
  let contested: boolean | null = null;
  const n = players.length;
  // The index wraps by comparison: a remainder per step cost more than the rest of the walk.
  for (let k = 1, i = from + 1 === n ? 0 : from + 1; k <= n; k++, i = i + 1 === n ? 0 : i + 1) {
    const p = players[i] as PlayerState;
    if (p.folded || p.stack <= 0) continue;
    if (p.streetBet < bet) return i;
    if (!p.acted && (contested ??= actorCount(players) >= 2)) return i;
  }
  return null;
}

/** Who opens a later street: the first live seat left of the button (flop games), or the board leader (stud). */
function openerIndex(d: Draft, street: StreetDef): number {
  if (street.opener === 'button') return 0;
  return boardLeaderIndex(d.s, draftScorer(d), street.opener === 'highest-board' ? 'highest' : 'lowest');
}

/**
 * Opens betting on a later street (stud: 4th–7th; flop games: flop, turn, river): the lowest (or
 * highest) board acts first, or the first seat left of the button; if that player is all-in, the
 * next player clockwise who can act. Returns false when fewer than two players can bet, so the
 * street is dealt without betting.
 */
export function openLaterStreet(d: Draft): boolean {
  const s = d.s;
  const street = s.variant.streets[s.street] as StreetDef;
  resetStreet(d);
  const round = replaceRound(d, emptyRound(s.stakes, street, s.rules));
  if (actorCount(s.players) < 2) return false;
  round.bigBetOption = hasBigBetOption(s, street);
  // Players are kept in dealing order, the first seat after the dealer (the button) first.
  const first = firstFrom(s.players, openerIndex(d, street), canAct);
  round.firstToAct = first;
  s.toAct = first;
  return first !== null;
}
