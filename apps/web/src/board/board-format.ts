import { currencyDigits, formatChips, formatMoney } from '../format/amounts';
import { formatTimeOfDay } from '../format/times';
import { FLOP_GAMES, STUD_GAMES } from '../components/structure-draft';
import type { BoardEntry, BoardGame } from './board-types';

/** A currency unit (`USD`) shows money, whole amounts without cents as a room writes stakes (`$4`, `$0.50`); any other (chips) whole numbers. */
export function boardAmount(amount: number, unit: string): string {
  if (!/^[A-Z]{3}$/.test(unit)) return formatChips(amount);
  const digits = currencyDigits(unit);
  if (amount % 10 ** digits !== 0) return formatMoney(amount, unit);
  return new Intl.NumberFormat(undefined, { style: 'currency', currency: unit, minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(
    amount / 10 ** digits,
  );
}

/** What is dealt: a mixed game's schedule name, else the preset's name (`Seven-Card Stud`). */
export function gameKind(game: Pick<BoardGame, 'mix' | 'preset'>): string {
  return game.mix ?? STUD_GAMES[game.preset] ?? FLOP_GAMES[game.preset] ?? game.preset;
}

/** The stakes as a room says them: the bets `$4/$8`, then the forced bets (`ante $1, bring-in $1` or `blinds $2/$4`). */
export function stakesText(game: Pick<BoardGame, 'stakes' | 'unit' | 'mix'>): { bets: string; forced: string | null } {
  const s = game.stakes;
  const a = (n: number) => boardAmount(n, game.unit);
  const bets = `${a(s.smallBet)}/${a(s.bigBet)}`;
  const forced: string[] = [];
  if (s.smallBlind !== undefined && s.bigBlind !== undefined) forced.push(`blinds ${a(s.smallBlind)}/${a(s.bigBlind)}`);
  if (s.ante !== undefined && s.ante > 0) forced.push(`ante ${a(s.ante)}`);
  if (s.bringIn !== undefined) forced.push(`bring-in ${a(s.bringIn)}`);
  return { bets, forced: forced.length > 0 ? `${game.mix ? 'first game: ' : ''}${forced.join(', ')}` : null };
}

/** A called player's place in words: `called — Table 2, until 21:14` (the room's time zone). */
export function calledText(entry: Pick<BoardEntry, 'tableName' | 'holdUntil'>): string {
  const table = entry.tableName ?? 'a table';
  return entry.holdUntil ? `called — ${table}, until ${formatTimeOfDay(entry.holdUntil)}` : `called — ${table}`;
}

/** `1 seat open`, `3 seats open`, `no seat open`. */
export function seatsOpenText(n: number): string {
  if (n === 0) return 'no seat open';
  return `${n} ${n === 1 ? 'seat' : 'seats'} open`;
}
