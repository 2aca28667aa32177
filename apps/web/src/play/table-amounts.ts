import { currencyDigits, formatChips, formatMoney, parseMoney } from '../format/amounts';
import { FLOP_GAMES, STUD_GAMES } from '../components/structure-draft';
import type { StakesView } from './types';

/** A table's unit is a currency (money in cents), `PLAY` (play chips) or a tournament's chips. */
function isCurrency(unit: string): boolean {
  return /^[A-Z]{3}$/.test(unit) && unit !== 'PLAY';
}

/** An amount in the table's unit, for people: `$12.50`, or `1,250` chips. */
export function unitAmount(amount: number, unit: string): string {
  return isCurrency(unit) ? formatMoney(amount, unit) : formatChips(amount);
}

/** A typed amount in the unit (`12.50` dollars → 1250), or null when it is not one. */
export function parseUnitAmount(text: string, unit: string): number | null {
  if (isCurrency(unit)) return parseMoney(text, unit);
  const cleaned = text.trim().replace(/[\s,]/g, '');
  return /^\d+$/.test(cleaned) ? Number(cleaned) : null;
}

/** An amount as a field shows it: `12.50` (no currency sign), or `1250` chips. */
export function unitAmountInput(amount: number, unit: string): string {
  if (!isCurrency(unit)) return String(amount);
  const digits = currencyDigits(unit);
  return (amount / 10 ** digits).toFixed(digits);
}

/** `razz` → `Razz`, `holdem-nl` → `No-limit Hold'em`; an unknown preset as it is. */
export function presetName(preset: string): string {
  return STUD_GAMES[preset] ?? FLOP_GAMES[preset] ?? preset;
}

const GAMES: Readonly<Record<string, string>> = {
  razz: 'Razz',
  stud: 'Seven-Card Stud',
  stud8: 'Stud Eight-or-Better',
  holdem: "Hold'em",
  omaha: 'Omaha',
  omaha8: 'Omaha Hi-Lo',
};

/** An engine game (a hand's `game`: `razz`, `holdem`, `omaha8`, …) for people. */
export function gameName(game: string): string {
  return GAMES[game] ?? game;
}

/** A game's stakes in one line, in the unit: `Ante $0.05 · Bring-in $0.10 · $0.20/$0.40`. */
export function stakesText(stakes: StakesView, unit: string): string {
  const a = (n: number) => unitAmount(n, unit);
  const parts: string[] = [];
  if (stakes.smallBlind !== undefined && stakes.bigBlind !== undefined) parts.push(`Blinds ${a(stakes.smallBlind)}/${a(stakes.bigBlind)}`);
  if (stakes.ante !== undefined && stakes.ante > 0) parts.push(`Ante ${a(stakes.ante)}`);
  if (stakes.bringIn !== undefined) parts.push(`Bring-in ${a(stakes.bringIn)}`);
  parts.push(`Bets ${a(stakes.smallBet)}/${a(stakes.bigBet)}`);
  return parts.join(' · ');
}

/** The betting structure of a rule set (`rules.bettingStructure`), fixed limit when it does not say. */
export function bettingStructure(rules: Record<string, unknown> | undefined): 'fixed-limit' | 'pot-limit' | 'no-limit' {
  const value = rules?.bettingStructure;
  return value === 'pot-limit' || value === 'no-limit' ? value : 'fixed-limit';
}
