import { rankIndex } from '../../cards';
import type { StreetDef } from '../../game/stud-variant';
import type { Stakes } from '../../rules';
import type { Draft } from '../draft';
import { actorCount, boardLeaderIndex, canAct, firstFrom } from '../order';
import type { BettingRound, HandState, PlayerState } from '../types';

/** A fresh betting round for a street: nothing bet, nobody acted. */
export function emptyRound(stakes: Stakes, street: StreetDef): BettingRound {
  const betSize = street.betSize === 'small' ? stakes.smallBet : stakes.bigBet;
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

/** Clears the per-street fields of every player before a new street's betting. */
export function resetStreet(players: PlayerState[]): void {
  for (const p of players) {
    p.streetBet = 0;
    p.acted = false;
    p.matched = 0;
  }
}

/**
 * The next player clockwise after `from` who still owes an action: one who faces a bet, or who
 * has not acted while someone else can still bet against them.
 */
export function nextToAct(s: HandState, from: number): number | null {
  const players = s.players;
  const contested = actorCount(players) >= 2;
  const bet = s.round.currentBet;
  // Inlined walk (hot path: called after every action).
  for (let k = 1; k <= players.length; k++) {
    const i = (from + k) % players.length;
    const p = players[i] as PlayerState;
    if (!p.folded && p.stack > 0 && (p.streetBet < bet || (!p.acted && contested))) return i;
  }
  return null;
}

/**
 * Opens betting on 4th–7th street: the lowest (or highest) board acts first; if that player is
 * all-in, the next player clockwise who can act. Returns false when fewer than two players can
 * bet, so the street is dealt without betting.
 */
export function openLaterStreet(d: Draft): boolean {
  const s = d.s;
  const street = s.variant.streets[s.street] as StreetDef;
  resetStreet(s.players);
  s.round = emptyRound(s.stakes, street);
  if (actorCount(s.players) < 2) return false;
  s.round.bigBetOption = hasBigBetOption(s, street);
  const leader = boardLeaderIndex(s, d.scorer, street.opener === 'highest-board' ? 'highest' : 'lowest');
  const first = firstFrom(s.players, leader, canAct);
  s.round.firstToAct = first;
  s.toAct = first;
  return first !== null;
}
