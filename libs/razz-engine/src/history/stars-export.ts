/**
 * PokerStars-format text for hand histories, following docs/hand-history-format.md (the line
 * grammar, written from real PokerStars stud and flop-game hands). docs/hand-histories.md lists
 * every line with what is seen in real hands and what is this project's choice.
 */
import { bountyMoney, knockoutLines } from './stars-bounty';
import { isBlindStakes } from '../rules';
import type { HandHistory, HistoryTournament } from './hand-history';
import { fairnessLines } from './history-fairness';
import { SeatRecord, walkBody, BodyWalk } from './stars-export-body';
import { positionTags } from './stars-export-flop';
import { potName } from './stars-export-pots';
import { formatBuyIn, formatStarsAmount } from './stars-money';
import { FLOP_SUMMARY_STREETS, starsGameText, SUMMARY_STREETS } from './stars-names';
import { formatStarsTime, StarsLocalTime } from './stars-time';
import { toRoman } from './roman';

export interface StarsExportOptions {
  /** Write this local time before the ET one: `2011/04/18 2:21:35 CET [2011/04/17 20:21:35 ET]`. */
  localTime?: StarsLocalTime;
  /**
   * The uncensored copy (`viewer: 'all'`) only: the seat written as "hero" (its own cards on every
   * street). Without it the copy has no hero, as an observer's file. A censored copy's hero is
   * its viewer, and this option does not change it.
   */
  hero?: number | null;
}

/** `exportStarsFile`'s options: the hero can differ from hand to hand (a player's seat in each). */
export interface StarsFileOptions extends Omit<StarsExportOptions, 'hero'> {
  /** The hero of each uncensored hand (`StarsExportOptions.hero`), by the hand and its place in the file. */
  heroOf?: (history: HandHistory, index: number) => number | null;
}

/** Hands in a file are separated by three empty lines. */
export const STARS_HAND_SEPARATOR = '\n\n\n\n';

function amount(h: HandHistory, chips: number): string {
  return formatStarsAmount(chips, h.money);
}

function gameText(h: HandHistory): string {
  return starsGameText(h.game.id, h.game.name, h.rules.lowEvaluation, h.rules.bettingStructure);
}

/**
 * The stakes in brackets: the small and big bet in fixed limit (`Hold'em Limit ($2/$4 USD)`, blinds
 * $1/$2); a pot- or no-limit flop game names its blinds (`Omaha Hi/Lo Pot Limit ($0.01/$0.02 USD)`,
 * `Hold'em No Limit - Level VII (15/30)`, both seen); a pot- or no-limit stud game its bets (chosen).
 */
function stakesText(h: HandHistory): string {
  const s = h.stakes;
  const [small, big] = isBlindStakes(s) && h.rules.bettingStructure !== 'fixed-limit' ? [s.smallBlind, s.bigBlind] : [s.smallBet, s.bigBet];
  return `${amount(h, small)}/${amount(h, big)}`;
}

/** `$200+$15 USD`, `Freeroll`; play chips and FPP (read from real headers) as PokerStars writes them: `100+9`, `50FPP`. */
function buyInText(t: HistoryTournament): string {
  const parts = t.bounty === undefined ? [t.buyIn, t.fee] : [t.buyIn, t.bounty, t.fee];
  if (parts.every((p) => p === 0)) return 'Freeroll';
  if (t.currency === 'FPP') return `${t.buyIn / 100}FPP`;
  return t.currency === '' ? formatBuyIn(parts, t.symbol) : `${formatBuyIn(parts, t.symbol)} ${t.currency}`;
}

/**
 * Cash: `PokerStars Hand #1:  Razz Limit ($0.04/$0.08 USD) - 2009/11/26 10:24:42 ET` (two spaces
 * after the id; `stakesText`). Tournament: `PokerStars Hand #1: Tournament #7, $200+$15 USD Razz
 * Limit - Level IV (50/100) - …`. In a mix: `HORSE (Hold'em Limit, $x/$y USD)` and
 * `HORSE (Hold'em Limit) - Level …`.
 */
function headerLine(h: HandHistory, options: StarsExportOptions): string {
  const time = formatStarsTime(h.startedAt, options.localTime);
  const game = gameText(h);
  const bets = stakesText(h);
  const t = h.tournament;
  if (t === null) {
    const currency = h.money.kind === 'cash' ? ` ${h.money.currency}` : '';
    const named = h.game.mix ? `${h.game.mix} (${game}, ${bets}${currency})` : `${game} (${bets}${currency})`;
    return `PokerStars Hand #${h.handId}:  ${named} - ${time}`;
  }
  const named = h.game.mix ? `${h.game.mix} (${game})` : game;
  return `PokerStars Hand #${h.handId}: Tournament #${t.id}, ${buyInText(t)} ${named} - Level ${toRoman(t.level)} (${bets}) - ${time}`;
}

/**
 * `Table 'Gotha II' 8-max Seat #3 is the button`. Flop games always name the button (seen). Stud
 * hands on PokerStars name none; this project adds it (the seat the deal starts after) only when
 * it is not the table's last seat, so the parser can deal the cards in the same order.
 */
function tableLine(h: HandHistory): string {
  const named = isBlindStakes(h.stakes) || h.dealerSeat !== h.rules.maxSeats;
  const button = named ? ` Seat #${h.dealerSeat} is the button` : '';
  return `Table '${h.table.name}' ${h.table.maxSeats}-max${button}`;
}

function seatLines(h: HandHistory): string[] {
  // A bounty tournament: `Seat 1: x (8560 in chips, $25 bounty)`, as PokerStars writes it.
  const bounty = (s: HandHistory['seats'][number]): string => (s.bounty === undefined ? '' : `, ${bountyMoney(h, s.bounty)} bounty`);
  return h.seats.map((s) => `Seat ${s.seat}: ${s.name} (${amount(h, s.stack)} in chips${bounty(s)})`);
}

/** `Total pot $1.08 Main pot $0.42. Side pot $0.61. | Rake $0.05`; pot amounts are net of rake. */
function totalLine(h: HandHistory, walk: BodyWalk): string {
  const n = walk.pots.length;
  // Capitalised in the summary: `Main pot`, `Side pot` / `Side pot-1`.
  const name = (k: number): string => potName(k, n).replace(/^./, (c) => c.toUpperCase());
  const pots = n > 1 ? walk.pots.map((p, k) => ` ${name(k)} ${amount(h, p.amount)}.`).join('') : '';
  return `Total pot ${amount(h, h.outcome.totalPot)}${pots} | Rake ${amount(h, h.outcome.rake)}`;
}

function wonBy(h: HandHistory, seat: number): number {
  return h.outcome.collected.find((c) => c.seat === seat)?.amount ?? 0;
}

/**
 * The summary line of a seat dealt in (docs/hand-history-format.md, summary). None for a hand mucked at showdown whose
 * cards this copy does not hold: PokerStars writes such a hand only as `mucked [its cards]`, and
 * the `mucks hand` line of the showdown already says it was mucked. PokerStars never writes an
 * amount of nothing won: a hand shown that collects 0 chips (a tied 1-chip half, a pot the rake
 * took whole) `lost`, and the last seat standing with nothing to collect (no ante and the
 * bring-in came back, or the rake took it all) has no line — no other line says what it did.
 */
function seatSummary(h: HandHistory, r: SeatRecord): string | null {
  const head = `Seat ${r.seat}: ${r.name} ${positionTags(h, r.seat)}`.trimEnd();
  const won = wonBy(h, r.seat);
  if (r.foldedOn !== null) {
    const didntBet = r.foldedOn === 0 && !r.betOnFirst ? " (didn't bet)" : '';
    const street = isBlindStakes(h.stakes) ? FLOP_SUMMARY_STREETS[r.foldedOn] : `on the ${SUMMARY_STREETS[r.foldedOn]}`;
    return `${head} folded ${street}${didntBet}`;
  }
  if (r.shown) {
    const result = won > 0 ? `won (${amount(h, won)})` : 'lost';
    return `${head} showed [${r.shown.cards.join(' ')}] and ${result} with ${r.shown.text}`;
  }
  if (r.mucked) return r.cards.every((c) => c !== null) ? `${head} mucked [${r.cards.join(' ')}]` : null;
  return won > 0 ? `${head} collected (${amount(h, won)})` : null;
}

function summaryLines(h: HandHistory, walk: BodyWalk): string[] {
  const board = walk.community.length ? [`Board [${walk.community.join(' ')}]`] : [];
  const seats = h.seats.flatMap((s) => seatSummary(h, walk.seats.get(s.seat) as SeatRecord) ?? []);
  return ['*** SUMMARY ***', totalLine(h, walk), ...board, ...seats];
}

/** A censored copy's hero is its viewer; the uncensored copy has the one asked for, or none. */
function heroSeat(history: HandHistory, options: StarsExportOptions): number | null {
  if (history.viewer !== 'all') return history.viewer;
  const hero = options.hero ?? null;
  return history.seats.some((s) => s.seat === hero) ? hero : null;
}

/**
 * One hand as PokerStars text (lines joined by `\n`, no trailing newline). It prints what the
 * history holds: censor first (`censorFor(history, seat)`) to give a player their copy, in which
 * they are "hero" and other players' down cards appear only when shown at showdown. The
 * uncensored copy is written as PokerStars writes a player's file: one hero at most
 * (`options.hero`), the others' down cards where PokerStars shows them — hands shown, and hands
 * mucked at showdown (`Seat 5: Ed mucked [6s 6h 7s 7h 8s 8h]`); folded hands stay face down.
 * A hand dealt by the provably fair shuffle, or linked in its table's hash chain, says so right
 * after the table line (`Fair shuffle: …`, `Hash chain: …`; history-fairness.ts), in every copy.
 *
 * @example
 * exportStars(censorFor(history, 7)).split('\n')[0]
 * // 'PokerStars Hand #1001:  Razz Limit ($0.04/$0.08 USD) - 2009/11/26 10:24:42 ET'
 */
export function exportStars(history: HandHistory, options: StarsExportOptions = {}): string {
  const walk = walkBody(history, heroSeat(history, options));
  const table = [tableLine(history), ...fairnessLines(history)];
  const bounties = knockoutLines(history);
  return [headerLine(history, options), ...table, ...seatLines(history), ...walk.lines, ...bounties, ...summaryLines(history, walk)].join('\n');
}

/**
 * Several hands as one file: hands separated by three empty lines, ending with a newline.
 * `heroOf` picks each uncensored hand's hero (e.g. one player's seat in every hand).
 *
 * @example exportStarsFile(histories.map((h) => censorFor(h, seat)))
 */
export function exportStarsFile(histories: readonly HandHistory[], options: StarsFileOptions = {}): string {
  const { heroOf: hero, ...rest } = options;
  const text = (h: HandHistory, k: number): string => exportStars(h, { ...rest, hero: hero?.(h, k) ?? null });
  return histories.length === 0 ? '' : `${histories.map(text).join(STARS_HAND_SEPARATOR)}\n`;
}
