/**
 * Reads PokerStars hand histories of the games the engine deals (Razz, 7 Card Stud, 7 Card Stud
 * Hi/Lo, Hold'em, Omaha, Omaha Hi/Lo) into `StarsHand` values. Errors are values with a line number.
 */
import { readSeatBounty } from './stars-bounty';
import { GAMES, isFlopVariant } from '../game';
import type { HistoryMoney, HistoryTournament } from './hand-history';
import { FAIR_SHUFFLE_WORDS, HASH_CHAIN_WORDS, readFairShuffleLine, readHashChainLine } from './history-fairness';
import { fromRoman } from './roman';
import type { StarsHand, StarsParseResult } from './stars-hand';
import { CURRENCY_BY_SYMBOL, parseStarsAmount } from './stars-money';
import { isFlopGameId, readStarsGameText } from './stars-names';
import { readBodyLine } from './stars-parse-body';
import { fail, ParseContext, StarsSyntax } from './stars-parse-context';
import { parseStarsTime } from './stars-time';

export interface StarsParseOptions {
  /** Cash games: minor currency units per chip (default 1: one chip is one cent). */
  minorUnitsPerChip?: number;
}

/** `PokerStars Hand #…:`, the older `Game #`, and a home game's `PokerStars Home Game Hand #…: {Club name}` (seen). */
const HEADER = /^PokerStars (?:Zoom |Home Game )?(?:Hand|Game) #([^:\s]+):\s+(?:\{[^}]*\} )?(.*)$/;

type Header = Pick<StarsHand, 'handId' | 'game' | 'money' | 'tournament' | 'startedAt'> & { bets: [string, string] };

/** `$400/$800 USD` (after an optional `Razz Limit, `) → the two amounts and the currency. */
function readStakes(text: string, line: number): { bets: [string, string]; currency: string | null } {
  const m = /^(\S+)\/(\S+?)(?: ([A-Z]{3}))?$/.exec(text);
  if (!m) fail('BAD_LINE', `cannot read the stakes "${text}"`, line);
  return { bets: [m[1] as string, m[2] as string], currency: m[3] ?? null };
}

function gameOf(text: string, mix: string | null, line: number): StarsHand['game'] {
  const game = readStarsGameText(text);
  if (!game) fail('UNSUPPORTED_GAME', `${text} is not a game the engine deals (Razz, 7 Card Stud, Hold'em, Omaha)`, line);
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

/**
 * `$200+$15 USD`, `$1.08+$0.27+$0.15 USD` (a bounty in the middle), `Freeroll`; and, in minor units
 * of no currency, play chips (`100+9`, a home game) and frequent-player points (`50FPP`).
 */
function readBuyIn(text: string, currency: string | undefined, line: number): Pick<HistoryTournament, 'buyIn' | 'fee' | 'bounty' | 'currency' | 'symbol'> {
  if (text === 'Freeroll') return { buyIn: 0, fee: 0, currency: currency ?? '', symbol: '' };
  const fpp = /^(\d+)FPP$/.exec(text);
  if (fpp) return { buyIn: Number(fpp[1]) * 100, fee: 0, currency: 'FPP', symbol: '' };
  const parts = text.split('+').map((p) => parseStarsAmount(p));
  if (parts.some((p) => p === null) || parts.length < 2 || parts.length > 3) fail('BAD_AMOUNT', `cannot read the buy-in ${text}`, line);
  const symbol = parts[0]?.symbol ?? '';
  // Amounts without a symbol are whole units (play chips), kept in minor units like money.
  const values = parts.map((p) => (p?.value ?? 0) * (symbol === '' ? 100 : 1));
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
  const blinds = isFlopGameId(header.game.gameId) && header.game.structure !== 'fixed-limit';
  return {
    ...rest,
    line,
    stakes: { small: chips(bets[0], line), big: chips(bets[1], line), names: blinds ? 'blinds' : 'bets' },
    table: { name: '', maxSeats: 0, buttonSeat: null },
    seats: [],
    antes: [],
    blinds: [],
    positions: { button: null, small: null, big: null },
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

/**
 * `Table 'Gotha II' 8-max Seat #3 is the button`; old files leave out the size (`Table 'Sekanina'
 * Seat #6 is the button`, seen), which `finish` then takes from the highest seat.
 */
function readTable(hand: StarsHand, text: string | undefined, line: number): void {
  const m = /^Table '(.*)'(?: (\d+)-max)?(?: \(Play Money\))?(?: Seat #(\d+) is the button)?(?: \(Play Money\))?\s*$/.exec(text ?? '');
  if (!m) fail('BAD_LINE', "the second line must be the table: Table 'name' 8-max", line);
  hand.table = { name: m[1] as string, maxSeats: m[2] === undefined ? 0 : Number(m[2]), buttonSeat: m[3] === undefined ? null : Number(m[3]) };
}

/**
 * The `Fair shuffle:` and `Hash chain:` lines right after the table line (history-fairness.ts), at
 * most one of each; returns the index of the first line after them.
 */
function readFairnessLines(hand: StarsHand, lines: readonly string[], from: number, firstLine: number): number {
  let i = from;
  for (; i < lines.length; i++) {
    const text = (lines[i] as string).trim();
    const line = firstLine + i;
    if (text.startsWith(FAIR_SHUFFLE_WORDS)) {
      if (hand.fairness) fail('BAD_LINE', 'a second Fair shuffle line', line);
      hand.fairness =
        readFairShuffleLine(text) ??
        fail('BAD_LINE', 'cannot read the Fair shuffle line (commitment <64 hex>, epoch <id>, nonce <digits>, client seeds "…")', line);
    } else if (text.startsWith(HASH_CHAIN_WORDS)) {
      if (hand.chain) fail('BAD_LINE', 'a second Hash chain line', line);
      hand.chain = readHashChainLine(text) ?? fail('BAD_LINE', 'cannot read the Hash chain line (previous <64 hex|none>, hash <64 hex>)', line);
    } else break;
  }
  return i;
}

/** `Seat 1: kobreli ($1.33 in chips)`, `Seat 1: x (8560 in chips, $25 bounty)`, `… is sitting out`. */
const SEAT_LINE = /^Seat (\d+): (.+?) \((\S+) in chips(?:, [^)]*)?\)( is sitting out)?\s*$/;

/**
 * A seat line. A seat `is sitting out` is read as seated until the end of the hand: in tournaments
 * it is dealt in (it posts and folds, seen), elsewhere it is not (`finish` drops it).
 */
function readSeat(ctx: ParseContext, m: RegExpExecArray, text: string, line: number): void {
  const seat = Number(m[1]);
  if (m[4]) ctx.sittingOut.set(seat, { line, text });
  const name = m[2] as string;
  if (ctx.hand.seats.some((s) => s.seat === seat || s.name === name)) fail('BAD_LINE', `seat ${seat} or name ${name} appears twice`, line);
  const bounty = readSeatBounty(text, (message) => fail('BAD_AMOUNT', message, line));
  ctx.hand.seats.push({ seat, name, stack: ctx.chips(m[3] as string, line), ...(bounty === undefined ? {} : { bounty }) });
  ctx.hand.cards[seat] = [];
  ctx.kinds.set(seat, []);
}

/** Whether the hand mentions a seat beyond its seat line: a post, an action, a card, a show or muck, a win, a summary line. */
function takesPart(hand: StarsHand, seat: number): boolean {
  const posted = [...hand.antes, ...hand.blinds].some((p) => p.seat === seat);
  const acted = hand.streets.some((s) => s.actions.some((a) => a.seat === seat));
  const named = [...hand.shows, ...hand.mucks, ...hand.collected, ...hand.uncalled, ...hand.summary.seats].some((x) => x.seat === seat);
  return posted || acted || named || (hand.cards[seat] ?? []).some((c) => c !== null);
}

/** Seats sitting out that the hand never mentions again were not dealt in: their seat lines become `ignored`. */
function dropSittingOut(ctx: ParseContext): void {
  const hand = ctx.hand;
  for (const [seat, seatLine] of ctx.sittingOut) {
    if (takesPart(hand, seat)) continue;
    hand.seats = hand.seats.filter((s) => s.seat !== seat);
    delete hand.cards[seat];
    hand.streets.forEach((s) => (s.dealtTo = s.dealtTo.filter((d) => d !== seat)));
    hand.ignored.push(seatLine);
  }
  hand.ignored.sort((a, b) => a.line - b.line);
}

function finish(ctx: ParseContext, lastLine: number): StarsHand {
  const hand = ctx.hand;
  dropSittingOut(ctx);
  if (hand.seats.length < 2) fail('INCOMPLETE_HAND', 'fewer than two seats', hand.line);
  if (hand.streets.length === 0) fail('INCOMPLETE_HAND', ctx.holeCards === null ? 'no *** 3rd STREET ***' : 'no *** HOLE CARDS ***', lastLine);
  if (hand.summary.line === 0) fail('INCOMPLETE_HAND', 'no *** SUMMARY *** with a Total pot line', lastLine);
  hand.seats.sort((a, b) => a.seat - b.seat);
  if (hand.table.maxSeats === 0) hand.table.maxSeats = Math.max(...hand.seats.map((s) => s.seat), hand.table.buttonSeat ?? 0);
  return hand;
}

/** A flop game's hole cards per player (2, 4), or null in a stud game. */
function holeCardsOf(gameId: string): number | null {
  const variant = GAMES[gameId]?.variant;
  return variant && isFlopVariant(variant) ? variant.holeCards : null;
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
      holeCards: holeCardsOf(header.game.gameId),
      sittingOut: new Map(),
    };
    readTable(ctx.hand, lines[1]?.trim(), firstLine + 1);
    let i = readFairnessLines(ctx.hand, lines, 2, firstLine);
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
