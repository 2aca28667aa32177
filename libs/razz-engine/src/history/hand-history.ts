/**
 * The hand history: one finished hand as a plain, JSON-serialisable value — table, game, rule set,
 * stakes (or tournament and level), seats with names and starting stacks, the engine's event log
 * (every action in order, each street's cards as dealt, the showdown, pots, winners, rake) and a
 * timestamp. It is what the API stores; `censorFor` makes the copy a player may see, and
 * `exportStars` writes it as PokerStars text.
 */
import { Card, CardText, formatCards } from '../cards';
import { GAMES, RAZZ } from '../game';
import type { HandEvent } from '../hand/events';
import { checkStartInput, StartHandInput } from '../hand/start-input';
import type { HandState, PotResult } from '../hand/types';
import type { RuleSet, Stakes } from '../rules';
import { historyFairnessProblem } from './history-fairness';
import { isRomanRange } from './roman';

export const HAND_HISTORY_FORMAT = 'razz-room/hand-history@1';

/**
 * How chips are written. Cash: chips are money, one chip = `minorUnitsPerChip` minor units of
 * `currency` (USD cents: 1 chip = $0.01 with `minorUnitsPerChip: 1`). Tournament chips are plain.
 */
export type HistoryMoney = { kind: 'cash'; currency: string; symbol: string; minorUnitsPerChip: number } | { kind: 'chips' };

/** US dollars, one chip per cent: the stakes `$0.04/$0.08` are 4 and 8 chips. */
export const USD_CENTS: HistoryMoney = Object.freeze({ kind: 'cash', currency: 'USD', symbol: '$', minorUnitsPerChip: 1 });
export const TOURNAMENT_CHIPS: HistoryMoney = Object.freeze({ kind: 'chips' });

/** A tournament hand: buy-in, fee (and bounty) in minor currency units: `$200+$15` is 20000 + 1500. */
export interface HistoryTournament {
  id: string;
  buyIn: number;
  fee: number;
  bounty?: number;
  currency: string;
  symbol: string;
  /** The blind level, 1-based (`Level IV` is 4). */
  level: number;
}

export interface HistorySeat {
  seat: number;
  name: string;
  /** Chips at the start of the hand (before the ante). */
  stack: number;
  /** Present (true) only when a bot played the seat; a person's seat has no such key. */
  bot?: true;
  /** A bounty tournament: the bounty on the player's head as the hand began (the tournament currency's minor units). */
  bounty?: number;
}

/** The result in numbers, also derivable from the events: what lists and searches read. */
export interface HistoryOutcome {
  endedBy: 'fold' | 'showdown';
  /** Antes + blinds + bets − uncalled bets returned. */
  totalPot: number;
  rake: number;
  /** Pots as awarded (net of rake), main pot first. */
  pots: PotResult[];
  /** Chips each winner collected over all pots, in seat order. */
  collected: { seat: number; amount: number }[];
  stacks: { seat: number; stack: number }[];
  /** Final stack − starting stack, per seat; Σ net + rake = 0. */
  net: { seat: number; delta: number }[];
}

/** Who a copy of a history is for: `'all'` (uncensored: admins, directors), a seat, or null (public). */
export type HistoryViewer = 'all' | number | null;

export interface HandHistory {
  format: typeof HAND_HISTORY_FORMAT;
  handId: string;
  table: { name: string; maxSeats: number };
  /** The engine's game (`razz`) and, in a rotation, the mix it belongs to (`HORSE`, `8-Game`). */
  game: { id: string; name: string; mix?: string };
  rules: RuleSet;
  stakes: Stakes;
  money: HistoryMoney;
  tournament: HistoryTournament | null;
  /** ISO-8601 instant the hand started. */
  startedAt: string;
  /** ISO-8601 instant the hand ended, when the table recorded it (null in a hand read from text). */
  endedAt: string | null;
  dealerSeat: number;
  /** Every seat dealt in, in seat order. */
  seats: HistorySeat[];
  /** The engine's event log: complete when `viewer` is 'all', else censored by `censorFor`. */
  events: HandEvent[];
  /** Secrets of an uncensored copy: the deck as dealt (top first) and the TDA reshuffle order. */
  deck: CardText[] | null;
  reshuffleOrder: CardText[] | null;
  viewer: HistoryViewer;
  outcome: HistoryOutcome;
  /**
   * A hand dealt with the provably fair shuffle (docs/fairness.md): the commitment of its epoch's
   * server seed, the hand's nonce (its serial) and its client seed string. Absent for a hand dealt
   * otherwise (a test deck, a history read from text without it).
   */
  fairness?: HistoryFairness;
  /**
   * The table's hash chain: the hash of the table's previous stored history (null for its first)
   * and this history's own (`historyHash`). Absent for a history not stored by a table.
   */
  chain?: HistoryChain;
  /**
   * A bounty tournament's knockouts in this hand (PokerStars' `wins the $25 bounty for eliminating`
   * lines), in the order written. Absent when the hand knocked nobody out, or outside bounty events.
   */
  knockouts?: HistoryKnockout[];
}

/** One bounty payment of a hand; money in the tournament currency's minor units. */
export interface HistoryKnockout {
  /** The eliminator's seat. */
  seat: number;
  /** The busted player's seat. */
  eliminated: number;
  /** Cash won: a fixed bounty's share, or a progressive knockout's paid half. */
  amount: number;
  /** Several players shared this knockout (a split pot). */
  split: boolean;
  /** Progressive knockouts: what was added to the eliminator's own bounty, and that bounty after it. */
  increase?: number;
  bounty?: number;
}

export interface HistoryFairness {
  /** SHA-256 (hex) of the epoch's server seed, published before the epoch's first hand. */
  commitment: string;
  /** The seed epoch (its id): the seed that reveals this hand is the epoch's. */
  epoch: string;
  /** The hand's room-wide serial, as the shuffle used it (decimal). */
  nonce: string;
  /** `<seat>=<seed>` for each seat dealt in, ascending, joined by `;`. */
  clientSeed: string;
}

export interface HistoryChain {
  previous: string | null;
  hash: string;
}

/** What the table knows that the engine does not. */
export interface HistoryMeta {
  handId: string;
  tableName: string;
  /** The table's size as printed (`8-max`); default the rule set's `maxSeats`. */
  maxSeats?: number;
  money: HistoryMoney;
  tournament?: HistoryTournament;
  /** ISO-8601 instant, e.g. `new Date().toISOString()` when the hand was dealt. */
  startedAt: string;
  /** ISO-8601 instant the hand ended (not before `startedAt`); the history's `endedAt` is null without it. */
  endedAt?: string;
  /** Screen name per seat dealt in. */
  players: Readonly<Record<number, string>>;
  /** Seats a bot played (docs/bots.md): marked `bot: true` in the history's seats. */
  bots?: readonly number[];
  mix?: string;
  /**
   * How the deck was shuffled, when the provably fair shuffle dealt it (docs/fairness.md): copied
   * into the history, checked (`historyFairnessProblem`). The hash chain is not part of the meta:
   * the room links a history when it stores it.
   */
  fairness?: HistoryFairness;
}

export interface HistoryError {
  code: 'HAND_NOT_STARTED' | 'HAND_NOT_FINISHED' | 'INVALID_META';
  message: string;
}

export type HistoryResult = { ok: true; value: HandHistory } | { ok: false; error: HistoryError };

type StartedEvent = Extract<HandEvent, { type: 'hand-started' }>;
type EndedEvent = Extract<HandEvent, { type: 'hand-ended' }>;

function nameProblem(meta: HistoryMeta, started: StartedEvent): string | null {
  const seen = new Set<string>();
  for (const { seat } of started.seats) {
    const name = meta.players[seat];
    if (typeof name !== 'string' || name.trim() === '' || name !== name.trim()) return `seat ${seat} needs a screen name without outer spaces`;
    if (/[\r\n]/.test(name)) return `the name of seat ${seat} contains a line break`;
    if (seen.has(name)) return `two seats are named ${JSON.stringify(name)}`;
    seen.add(name);
  }
  return null;
}

function moneyProblem(meta: HistoryMeta): string | null {
  const m = meta.money;
  if (m?.kind === 'cash') {
    if (!Number.isSafeInteger(m.minorUnitsPerChip) || m.minorUnitsPerChip < 1) return 'money.minorUnitsPerChip must be a positive integer';
    if (!/^[A-Z]{3}$/.test(m.currency) || m.symbol === '') return 'money needs a 3-letter currency code and a symbol';
    return meta.tournament ? 'a tournament hand counts in chips (money: { kind: "chips" })' : null;
  }
  if (m?.kind !== 'chips') return 'money must be { kind: "cash", … } or { kind: "chips" }';
  const t = meta.tournament;
  if (!t) return null;
  if (!isRomanRange(t.level)) return 'tournament.level must be an integer 1..3999';
  const amounts = [t.buyIn, t.fee, t.bounty ?? 0];
  return amounts.every((a) => Number.isSafeInteger(a) && a >= 0) ? null : 'tournament buy-in, fee and bounty are non-negative integers (minor units)';
}

function metaProblem(meta: HistoryMeta, started: StartedEvent): string | null {
  if (typeof meta !== 'object' || meta === null) return 'meta must be an object';
  if (typeof meta.handId !== 'string' || !/^[A-Za-z0-9_-]+$/.test(meta.handId)) return 'handId must be letters, digits, - or _ (PokerStars: digits)';
  if (typeof meta.tableName !== 'string' || meta.tableName === '' || /[\r\n]/.test(meta.tableName)) return 'tableName must be one non-empty line';
  if (typeof meta.startedAt !== 'string' || Number.isNaN(Date.parse(meta.startedAt))) return 'startedAt must be an ISO-8601 instant';
  if (meta.endedAt !== undefined && !(typeof meta.endedAt === 'string' && Date.parse(meta.endedAt) >= Date.parse(meta.startedAt)))
    return 'endedAt must be an ISO-8601 instant not before startedAt';
  const maxSeats = meta.maxSeats ?? started.rules.maxSeats;
  if (!Number.isInteger(maxSeats) || started.seats.some((s) => s.seat > maxSeats)) return 'maxSeats must hold every seat number';
  const fairness = meta.fairness === undefined ? null : historyFairnessProblem(meta.fairness);
  return fairness ?? nameProblem(meta, started) ?? botsProblem(meta, started) ?? moneyProblem(meta);
}

function botsProblem(meta: HistoryMeta, started: StartedEvent): string | null {
  if (meta.bots === undefined) return null;
  if (!Array.isArray(meta.bots)) return 'bots must be a list of seat numbers';
  const dealt = new Set(started.seats.map((s) => s.seat));
  const stray = meta.bots.find((seat) => !dealt.has(seat));
  return stray === undefined ? null : `bots names seat ${String(stray)}, which was not dealt in`;
}

/** Totals from the log: chips put in (antes + bets − uncalled), rake, pots, collected, net. */
function outcomeOf(events: readonly HandEvent[], started: StartedEvent, ended: EndedEvent): HistoryOutcome {
  let totalPot = 0;
  let rake = 0;
  const pots: PotResult[] = [];
  const collected = new Map<number, number>();
  for (const e of events) {
    if (e.type === 'ante' || e.type === 'blind') totalPot += e.amount;
    else if (e.type === 'action') totalPot += e.chips;
    else if (e.type === 'uncalled-returned') totalPot -= e.amount;
    else if (e.type === 'rake') rake += e.amount;
    else if (e.type === 'pot-awarded') {
      pots.push({ amount: e.amount, eligible: [...e.eligible], winners: e.winners.map((w) => ({ ...w })) });
      for (const w of e.winners) collected.set(w.seat, (collected.get(w.seat) ?? 0) + w.amount);
    }
  }
  const start = new Map(started.seats.map((s) => [s.seat, s.stack]));
  return {
    endedBy: ended.endedBy,
    totalPot,
    rake,
    pots,
    collected: [...collected].sort((a, b) => a[0] - b[0]).map(([seat, amount]) => ({ seat, amount })),
    stacks: ended.stacks.map((s) => ({ ...s })),
    net: ended.stacks.map((s) => ({ seat: s.seat, delta: s.stack - (start.get(s.seat) ?? 0) })),
  };
}

/** The meta's fairness, its four fields only (a caller's extra keys do not reach the stored history). */
function fairnessOf(meta: HistoryMeta): { fairness?: HistoryFairness } {
  const f = meta.fairness;
  return f === undefined ? {} : { fairness: { commitment: f.commitment, epoch: f.epoch, nonce: f.nonce, clientSeed: f.clientSeed } };
}

function isHandState(source: HandState | StartHandInput): source is HandState {
  return 'players' in source && 'version' in source;
}

/** The deck (and TDA reshuffle order) the hand was dealt from, when the source knows it. */
function secretsOf(source: HandState | StartHandInput | null): { deck: CardText[] | null; reshuffleOrder: CardText[] | null } {
  if (!source) return { deck: null, reshuffleOrder: null };
  if (isHandState(source)) {
    return { deck: formatCards(source.deck), reshuffleOrder: source.reshuffleOrder ? formatCards(source.reshuffleOrder) : null };
  }
  if (source.deck === undefined) return { deck: null, reshuffleOrder: null };
  const checked = checkStartInput({ ...source, rng: undefined });
  if ('code' in checked) return { deck: null, reshuffleOrder: null };
  const order: Card[] | null = checked.reshuffleOrder;
  return { deck: formatCards(checked.deck), reshuffleOrder: order ? formatCards(order) : null };
}

function gameOf(source: HandState | StartHandInput | null, started: StartedEvent, mix: string | undefined): HandHistory['game'] {
  const variant = source ? (isHandState(source) ? source.variant : (source.game ?? RAZZ)) : GAMES[started.game];
  const game = { id: started.game, name: variant?.name ?? started.game };
  return mix === undefined ? game : { ...game, mix };
}

/**
 * Makes the history of a finished hand from its event log and what the table knows (`meta`).
 * `source` is the hand's state (final or initial: it gives the deck and the game) or its start
 * input; pass null when neither is at hand (the history then has no deck).
 *
 * @example
 * const h = buildHandHistory(state, events, {
 *   handId: '1001', tableName: 'Gotha II', money: USD_CENTS, startedAt: new Date().toISOString(),
 *   players: { 1: 'kobreli', 3: 'willy32948' },
 * });
 * if (h.ok) console.log(exportStars(censorFor(h.value, 3))); // seat 3's PokerStars text
 */
export function buildHandHistory(source: HandState | StartHandInput | null, events: readonly HandEvent[], meta: HistoryMeta): HistoryResult {
  const started = events[0];
  const ended = events[events.length - 1];
  if (started?.type !== 'hand-started') return { ok: false, error: { code: 'HAND_NOT_STARTED', message: 'the event log must begin with hand-started' } };
  if (ended?.type !== 'hand-ended')
    return { ok: false, error: { code: 'HAND_NOT_FINISHED', message: 'only a finished hand has a history (no hand-ended event)' } };
  const problem = metaProblem(meta, started);
  if (problem) return { ok: false, error: { code: 'INVALID_META', message: problem } };
  const value: HandHistory = {
    format: HAND_HISTORY_FORMAT,
    handId: meta.handId,
    table: { name: meta.tableName, maxSeats: meta.maxSeats ?? started.rules.maxSeats },
    game: gameOf(source, started, meta.mix),
    rules: started.rules,
    stakes: started.stakes,
    money: meta.money,
    tournament: meta.tournament ?? null,
    startedAt: new Date(Date.parse(meta.startedAt)).toISOString(),
    endedAt: meta.endedAt === undefined ? null : new Date(Date.parse(meta.endedAt)).toISOString(),
    dealerSeat: started.dealerSeat,
    seats: started.seats.map((s) => ({
      seat: s.seat,
      name: meta.players[s.seat] as string,
      stack: s.stack,
      ...(meta.bots?.includes(s.seat) ? { bot: true as const } : {}),
    })),
    events: [...events],
    ...secretsOf(source),
    viewer: 'all',
    outcome: outcomeOf(events, started, ended),
    ...fairnessOf(meta),
  };
  return { ok: true, value };
}
