import type { FlopVariant, StreetDef } from './variant';

/**
 * The streets of the flop games: hole cards and a betting round opened left of the big blind; then
 * burn + flop of three, burn + turn, burn + river, each opened left of the button. Fixed limit
 * bets the small bet before the flop and on it, the big bet on the turn and the river.
 */
function flopStreets(holeCards: number): readonly StreetDef[] {
  return Object.freeze([
    { name: 'preflop', deal: Array.from({ length: holeCards }, () => 'down' as const), opener: 'blinds', betSize: 'small' },
    { name: 'flop', deal: [], board: 3, opener: 'button', betSize: 'small' },
    { name: 'turn', deal: [], board: 1, opener: 'button', betSize: 'big' },
    { name: 'river', deal: [], board: 1, opener: 'button', betSize: 'big' },
  ] as const);
}

/** Texas Hold'em as data: two hole cards, the best five of the seven cards wins, high. */
export const HOLDEM: FlopVariant = Object.freeze({
  id: 'holdem',
  name: "Texas Hold'em",
  forcedBets: 'blinds',
  holeCards: 2,
  streets: flopStreets(2),
  scorings: Object.freeze([{ kind: 'high' }]),
}) as FlopVariant;

/** Omaha (high) as data: four hole cards, exactly two of them with exactly three of the board. */
export const OMAHA: FlopVariant = Object.freeze({
  id: 'omaha',
  name: 'Omaha',
  forcedBets: 'blinds',
  holeCards: 4,
  streets: flopStreets(4),
  scorings: Object.freeze([{ kind: 'omaha-high' }]),
}) as FlopVariant;

/**
 * Omaha Hi-Lo (eight or better) as data: every pot split between the best Omaha high hand and the
 * best eight-or-better Omaha low; the high hand scoops when no hand has such a low.
 */
export const OMAHA8: FlopVariant = Object.freeze({
  id: 'omaha8',
  name: 'Omaha Hi-Lo',
  forcedBets: 'blinds',
  holeCards: 4,
  streets: flopStreets(4),
  scorings: Object.freeze([{ kind: 'omaha-high' }, { kind: 'omaha-low' }]),
}) as FlopVariant;
