import { currencyDigits, formatMoney } from '../format/amounts';
import type { CashGame, CashPreset, CashStakes, CashTable } from './cash-types';

/** The presets a cash game may deal (the API's list), named as a card room names them. */
export const CASH_PRESETS: { preset: CashPreset; name: string }[] = [
  { preset: 'razz', name: 'Razz' },
  { preset: 'razz-nl', name: 'Razz No Limit' },
  { preset: 'razz-pl', name: 'Razz Pot Limit' },
  { preset: 'london-lowball', name: 'London Lowball' },
  { preset: 'deuce-to-seven-razz', name: 'Deuce-to-Seven Razz' },
  { preset: 'stud', name: 'Seven-Card Stud' },
  { preset: 'stud8', name: 'Stud Hi-Lo' },
  { preset: 'holdem', name: "Hold'em Limit" },
  { preset: 'holdem-nl', name: "Hold'em No Limit" },
  { preset: 'holdem-pl', name: "Hold'em Pot Limit" },
  { preset: 'omaha8', name: 'Omaha Hi-Lo' },
  { preset: 'omaha8-pl', name: 'Omaha Hi-Lo Pot Limit' },
  { preset: 'omaha-pl', name: 'Omaha Pot Limit' },
];

/** Flop games (Hold'em, Omaha) post blinds; the stud games an ante and a bring-in. */
export const isFlopPreset = (preset: string): boolean => /^(holdem|omaha)/.test(preset);

export function presetName(preset: string): string {
  return CASH_PRESETS.find((p) => p.preset === preset)?.name ?? preset;
}

/** The game's name as the room lists it: the preset's, or a mixed game's mix ("HORSE, mixed"). */
export function gameKind(game: Pick<CashGame, 'preset' | 'schedule'>): string {
  return game.schedule ? `${game.schedule.mix} (mixed: ${game.schedule.games.map((g) => presetName(g.preset)).join(', ')})` : presetName(game.preset);
}

/** Cash stakes are in minor units: `Ante $0.05 · Bring-in $0.10 · Bets $0.20/$0.40`. */
export function stakesMoney(stakes: CashStakes, unit: string): string {
  const m = (n: number) => formatMoney(n, unit);
  const parts: string[] = [];
  if (stakes.smallBlind !== undefined && stakes.bigBlind !== undefined) parts.push(`Blinds ${m(stakes.smallBlind)}/${m(stakes.bigBlind)}`);
  if (stakes.ante !== undefined && stakes.ante > 0) parts.push(`Ante ${m(stakes.ante)}`);
  if (stakes.bringIn !== undefined) parts.push(`Bring-in ${m(stakes.bringIn)}`);
  parts.push(`Bets ${m(stakes.smallBet)}/${m(stakes.bigBet)}`);
  return parts.join(' · ');
}

export const dealingText = (dealing: 'engine' | 'live'): string => (dealing === 'live' ? 'Live dealer' : 'Dealt by the engine');

/** `$5.00 every 30 minutes per seat`, or that there is none. */
export function timeCollectionText(game: Pick<CashGame, 'timeCollection' | 'unit'>): string {
  const tc = game.timeCollection;
  if (!tc) return 'No time collection';
  const every = tc.periodMinutes === 1 ? 'every minute' : `every ${tc.periodMinutes} minutes`;
  return `${formatMoney(tc.amount, game.unit)} ${every} per seat`;
}

/** A percentage rake in words, when the game takes one. */
export function rakeText(game: Pick<CashGame, 'rules' | 'unit'>): string | null {
  const rake = (game.rules as { rake?: { kind?: string; percent?: number; cap?: number } }).rake;
  if (rake?.kind !== 'percentage' || rake.percent === undefined) return null;
  return `Rake ${rake.percent}%${rake.cap !== undefined ? ` up to ${formatMoney(rake.cap, game.unit)} a hand` : ''}`;
}

/** The seat numbers of a table nobody sits in (a seat held for a called player still counts: the server says SEAT_HELD). */
export function openSeats(table: Pick<CashTable, 'maxSeats' | 'seats'>): number[] {
  const taken = new Set(table.seats.map((s) => s.seat));
  return Array.from({ length: table.maxSeats }, (_, i) => i + 1).filter((seat) => !taken.has(seat));
}

/** Seats open over a game's tables, from the game view's summaries. */
export function seatsOpen(game: Pick<CashGame, 'tables'>): number {
  return (game.tables ?? []).reduce((sum, t) => sum + Math.max(0, t.maxSeats - t.seated), 0);
}

/** Minor units as the text a money field starts with: `4000` USD → `40.00`. */
export function moneyInput(minor: number, unit: string): string {
  const digits = currencyDigits(unit);
  return (minor / 10 ** digits).toFixed(digits);
}
