/**
 * Reads PokerStars seven-card stud hand histories (Razz, and the text of 7 Card Stud hands, which
 * the engine cannot replay yet) into `StarsHand` values. Errors are values with a line number.
 */
import type { HistoryMoney, HistoryTournament } from './hand-history';
import { fromRoman } from './roman';
import type { StarsHand, StarsParseResult } from './stars-hand';
import { CURRENCY_BY_SYMBOL, parseStarsAmount } from './stars-money';
import { readStarsGameText } from './stars-names';
import { fail, ParseContext, readBodyLine, StarsSyntax } from './stars-parse-body';
import { parseStarsTime } from './stars-time';

export interface StarsParseOptions {
  /** Cash games: minor currency units per chip (default 1: one chip is one cent). */
  minorUnitsPerChip?: number;
}

const HEADER = /^PokerStars (?:Zoom )?(?:Hand|Game) #([^:\s]+):\s+(.*)$/;

type Header = Pick<StarsHand, 'handId' | 'game' | 'money' | 'tournament' | 'startedAt'> & { bets: [string, string] };

/** `$400/$800 USD` (after an optional `Razz Limit, `) → the two amounts and the currency. */
function readStakes(text: string, line: number): { bets: [string, string]; currency: string | null } {
  const m = /^(\S+)\/(\S+?)(?: ([A-Z]{3}))?$/.exec(text);
  if (!m) fail('BAD_LINE', `cannot read the stakes "${text}"`, line);
  return { bets: [m[1] as string, m[2] as string], currency: m[3] ?? null };
}

function gameOf(text: string, mix: string | null, line: number): StarsHand['game'] {
  const game = readStarsGameText(text);
  if (!game) fail('UNSUPPORTED_GAME', `${text} is not a seven-card stud game (Razz, 7 Card Stud)`, line);
  return { ...game, mix };
}

function cashMoney(stake: string, currency: string | null, minorUnitsPerChip: number): HistoryMoney {
  const symbol = parseStarsAmount(stake)?.symbol ?? '';
  if (symbol === '') return { kind: 'chips' };
  return { kind: 'cash', currency: currency ?? CURRENCY_BY_SYMBOL[symbol] ?? 'USD', symbol, minorUnitsPerChip };
}

/** `Razz Limit ($0.04/$0.08 USD) - …` or `8-Game (Razz Limit, $400/$800 USD) - …`. */
function readCashHeader(rest: string, line: number, minorUnitsPerChip: number): Omit<Header, 'handId' | 'startedAt'> {
  const m = /^(.*?)\s*\(([^()]+)\) - .+$/.exec(rest);
  if (!m) fail('BAD_LINE', 'cannot read the game and stakes in the header', line);
  const inner = m[2] as string;
  const comma = inner.lastIndexOf(', ');
  const mixed = comma >= 0;
  const stakes = readStakes(mixed ? inner.slice(comma + 2) : inner, line);
  const game = mixed ? gameOf(inner.slice(0, comma), m[1] as string, line) : gameOf(m[1] as string, null, line);
  return { game, money: cashMoney(stakes.bets[0], stakes.currency, minorUnitsPerChip), tournament: null, bets: stakes.bets };
}

function readBuyIn(text: string, currency: string | undefined, line: number): Pick<HistoryTournament, 'buyIn' | 'fee' | 'bounty' | 'currency' | 'symbol'> {
  if (text === 'Freeroll') return { buyIn: 0, fee: 0, currency: currency ?? '', symbol: '' };
  const parts = text.split('+').map((p) => parseStarsAmount(p));
  if (parts.some((p) => p === null) || parts.length < 2 || parts.length > 3) fail('BAD_AMOUNT', `cannot read the buy-in ${text}`, line);
  const values = parts.map((p) => p?.value ?? 0);
  const symbol = parts[0]?.symbol ?? '';
  const money = { currency: currency ?? CURRENCY_BY_SYMBOL[symbol] ?? '', symbol };
  if (values.length === 3) return { buyIn: values[0] as number, bounty: values[1] as number, fee: values[2] as number, ...money };
  return { buyIn: values[0] as number, fee: values[1] as number, ...money };
}

/** `Tournament #2010090015, $200+$15 USD Razz Limit - Level IV (50/100) - …` (also `8-Game (Razz Limit)`). */
function readTournamentHeader(rest: string, line: number): Omit<Header, 'handId' | 'startedAt'> {
  const m = /^Tournament #(\S+), (Freeroll|\S+)(?: ([A-Z]{3}))?\s+(.+?) - (?:Match Round [IVXLCDM]+, )?Level ([IVXLCDM]+) \((\S+)\/(\S+)\) - .+$/.exec(rest);
  if (!m) fail('BAD_LINE', 'cannot read the tournament header', line);
  const level = fromRoman(m[5] as string);
  if (level === null) fail('BAD_LINE', `Level ${m[5]} is not a Roman numeral`, line);
  const mixed = /^(.+?) \((.+)\)$/.exec(m[4] as string);
  const game = mixed ? gameOf(mixed[2] as string, mixed[1] as string, line) : gameOf(m[4] as string, null, line);
  const tournament: HistoryTournament = { id: (m[1] as string).replace(/,$/, ''), ...readBuyIn(m[2] as string, m[3], line), level };
  return { game, money: { kind: 'chips' }, tournament, bets: [m[6] as string, m[7] as string] };
}

function readHeader(text: string, line: number, minorUnitsPerChip: number): Header {
  const m = HEADER.exec(text);
  if (!m) fail('NOT_A_HAND', 'a hand starts with "PokerStars Hand #…:" or "PokerStars Game #…:"', line);
  const rest = m[2] as string;
  const startedAt = parseStarsTime(rest);
  if (startedAt === null) fail('BAD_LINE', 'no ET (or UTC) timestamp in the header', line);
  const body = rest.startsWith('Tournament #') ? readTournamentHeader(rest, line) : readCashHeader(rest, line, minorUnitsPerChip);
  return { handId: m[1] as string, startedAt, ...body };
}

/** Amounts in the hand's money, as whole chips. */
function chipReader(money: HistoryMoney): (text: string, line: number) => number {
  return (text, line) => {
    const a = parseStarsAmount(text);
    const cash = money.kind === 'cash';
    if (!a || (cash ? a.symbol !== money.symbol : a.symbol !== '')) fail('BAD_AMOUNT', `"${text}" is not an amount in this hand's money`, line);
    const chips = cash ? a.value / money.minorUnitsPerChip : a.value;
    if (!Number.isSafeInteger(chips)) fail('BAD_AMOUNT', `${text} is not a whole number of chips`, line);
    return chips;
  };
}

function emptyHand(header: Header, line: number, chips: (t: string, l: number) => number): StarsHand {
  const { bets, ...rest } = header;
  return {
    ...rest,
    line,
    smallBet: chips(bets[0], line),
    bigBet: chips(bets[1], line),
    table: { name: '', maxSeats: 0, buttonSeat: null },
    seats: [],
    antes: [],
    streets: [],
    uncalled: [],
    shows: [],
    mucks: [],
    collected: [],
    summary: { line: 0, totalPot: 0, pots: [], rake: 0, board: [], seats: [] },
    cards: {},
    hero: null,
    ignored: [],
  };
}

function readTable(hand: StarsHand, text: string | undefined, line: number): void {
  const m = /^Table '(.*)' (\d+)-max(?: Seat #(\d+) is the button)?(?: \(Play Money\))?\s*$/.exec(text ?? '');
  if (!m) fail('BAD_LINE', "the second line must be the table: Table 'name' 8-max", line);
  hand.table = { name: m[1] as string, maxSeats: Number(m[2]), buttonSeat: m[3] === undefined ? null : Number(m[3]) };
}

/** `Seat 1: kobreli ($1.33 in chips)`, `Seat 1: x (8560 in chips, $25 bounty)`, `… is sitting out`. */
const SEAT_LINE = /^Seat (\d+): (.+?) \((\S+) in chips(?:, [^)]*)?\)( is sitting out)?\s*$/;

/** A seat line; seats sitting out are not dealt in and go to `ignored`. */
function readSeat(ctx: ParseContext, m: RegExpExecArray, text: string, line: number): void {
  if (m[4]) {
    ctx.hand.ignored.push({ line, text });
    return;
  }
  const seat = Number(m[1]);
  const name = m[2] as string;
  if (ctx.hand.seats.some((s) => s.seat === seat || s.name === name)) fail('BAD_LINE', `seat ${seat} or name ${name} appears twice`, line);
  ctx.hand.seats.push({ seat, name, stack: ctx.chips(m[3] as string, line) });
  ctx.hand.cards[seat] = [];
  ctx.kinds.set(seat, []);
}

function finish(ctx: ParseContext, lastLine: number): StarsHand {
  const hand = ctx.hand;
  if (hand.seats.length < 2) fail('INCOMPLETE_HAND', 'fewer than two seats', hand.line);
  if (hand.streets.length === 0) fail('INCOMPLETE_HAND', 'no *** 3rd STREET ***', lastLine);
  if (hand.summary.line === 0) fail('INCOMPLETE_HAND', 'no *** SUMMARY *** with a Total pot line', lastLine);
  hand.seats.sort((a, b) => a.seat - b.seat);
  return hand;
}

function parseLines(lines: readonly string[], firstLine: number, options: StarsParseOptions): StarsParseResult {
  let handId: string | null = null;
  try {
    const header = readHeader((lines[0] ?? '').trim(), firstLine, options.minorUnitsPerChip ?? 1);
    handId = header.handId;
    const chips = chipReader(header.money);
    const ctx: ParseContext = {
      hand: emptyHand(header, firstLine, chips),
      names: [],
      chips,
      section: 'body',
      street: null,
      folded: new Set(),
      kinds: new Map(),
      seen: new Map(),
    };
    readTable(ctx.hand, lines[1]?.trim(), firstLine + 1);
    let i = 2;
    // Seat lines end at the first line that is not one (a player may be called "Seat 3").
    for (let m; i < lines.length && (m = SEAT_LINE.exec((lines[i] as string).trim())); i++) readSeat(ctx, m, (lines[i] as string).trim(), firstLine + i);
    ctx.names = ctx.hand.seats.map((s) => ({ name: s.name, seat: s.seat })).sort((a, b) => b.name.length - a.name.length);
    for (; i < lines.length; i++) {
      const text = (lines[i] as string).trim();
      if (text !== '') readBodyLine(ctx, text, firstLine + i);
    }
    return { ok: true, value: finish(ctx, firstLine + lines.length - 1) };
  } catch (e) {
    if (e instanceof StarsSyntax) return { ok: false, handId, error: e.error };
    throw e;
  }
}

function splitLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r?\n/);
}

/**
 * Reads one hand. `firstLine` numbers the text's first line (default 1), so errors point into a
 * larger file.
 *
 * @example
 * const r = parseStarsHand(text);
 * if (!r.ok) console.log(`line ${r.error.line}: ${r.error.message}`);
 */
export function parseStarsHand(text: string, options: StarsParseOptions & { firstLine?: number } = {}): StarsParseResult {
  const lines = splitLines(text);
  const start = lines.findIndex((l) => l.trim() !== '');
  return parseLines(lines.slice(Math.max(start, 0)), (options.firstLine ?? 1) + Math.max(start, 0), options);
}

/**
 * Reads every hand of a file (hands start at their `PokerStars Hand #` / `Game #` line; the empty
 * lines between them do not matter). One result per hand: a bad hand does not stop the others.
 *
 * @example parseStarsFile(text).filter((r) => r.ok).length // hands read
 */
export function parseStarsFile(text: string, options: StarsParseOptions = {}): StarsParseResult[] {
  const lines = splitLines(text);
  const starts = lines.flatMap((l, i) => (HEADER.test(l.trim()) ? [i] : []));
  return starts.map((start, k) => parseLines(lines.slice(start, starts[k + 1] ?? lines.length), start + 1, options));
}
