/**
 * The body of a PokerStars hand: antes, blinds, streets with their dealt-to lines and actions,
 * uncalled bets, the showdown and the collected lines, walked from the history's event log. What
 * the walk learns per seat (cards, folds, shows) feeds the summary. Stud and flop games share the
 * walk; the flop games' own lines (blinds, `*** HOLE CARDS ***`, the board) are in stars-export-flop.ts.
 */
import type { CardText } from '../cards';
import type { HandValue } from '../eval';
import { GAMES } from '../game';
import { STUD_STREETS } from '../game/razz';
import type { HandEvent } from '../hand/events';
import type { PotResult } from '../hand/types';
import { isBlindStakes } from '../rules';
import type { HandHistory } from './hand-history';
import { blindLine, boardLine, preflopBetting } from './stars-export-flop';
import { collectedLines } from './stars-export-pots';
import { flopHighValue, kickerSuffix, withKicker } from './stars-kickers';
import { formatStarsAmount } from './stars-money';
import { STREET_HEADERS, streetIndex } from './stars-names';

export interface SeatRecord {
  seat: number;
  name: string;
  /** Own cards in deal order; null where this copy of the history does not know the card. */
  cards: (CardText | null)[];
  ups: CardText[];
  /** Street index the seat folded on, or null. */
  foldedOn: number | null;
  /** Put chips in on the first street (a blind, bring-in, call, completion or raise): no "(didn't bet)". */
  betOnFirst: boolean;
  shown: { cards: CardText[]; text: string } | null;
  mucked: boolean;
}

export interface BodyWalk {
  lines: string[];
  seats: Map<number, SeatRecord>;
  community: CardText[];
  pots: PotResult[];
}

type ActionEvent = Extract<HandEvent, { type: 'action' }>;
type DealEvent = Extract<HandEvent, { type: 'deal' }>;

/** Per-street betting as the text needs it: the highest street total and the fixed-limit cap count. */
interface StreetBetting {
  street: number;
  top: number;
  counted: number;
  countedLevel: number;
  betSize: number;
  capped: boolean;
  /** Seven-Card Stud's open pair on 4th street: the big bet is allowed (until one is made). */
  bigBetOption: boolean;
  /** Whether an action line has been written on this street yet. */
  acted: boolean;
}

interface Walk extends BodyWalk {
  h: HandHistory;
  /** The seat written hero-style, or null (a public or observer's copy). */
  hero: number | null;
  /** A flop game (blinds, hole cards, a board) rather than a stud game. */
  flop: boolean;
  betting: StreetBetting;
  showdown: boolean;
  /** A flop game's hands shown so far, valued for high: what a later show line's kicker is named against. */
  shownHigh: HandValue[];
}

const join = (cards: readonly (CardText | null)[]): string => cards.map((c) => c ?? '??').join(' ');

function amount(w: Walk, chips: number): string {
  return formatStarsAmount(chips, w.h.money);
}

function record(w: Walk, seat: number): SeatRecord {
  return w.seats.get(seat) as SeatRecord;
}

/**
 * Hero-style lines (all own cards) for one seat only: trackers take every seat dealt that way for
 * the file's owner, so a copy has one hero or none.
 */
function writesAllCards(w: Walk, r: SeatRecord): boolean {
  return w.hero === r.seat && r.cards.every((c) => c !== null);
}

/**
 * `Dealt to X [Td 2s 9s]` / `[3c Ac 5s 2h] [Th]` for a seat whose cards this copy may print;
 * `Dealt to X [Qc]` / `[6h 7h] [7s]` (up cards so far, new up card) for the others, who get no
 * line for a down card (7th street).
 */
function dealtLine(w: Walk, e: DealEvent): string | null {
  const r = record(w, e.seat);
  const before = r.cards;
  const upsBefore = r.ups;
  r.cards = [...before, ...e.down, ...e.up];
  r.ups = [...upsBefore, ...e.up];
  if (writesAllCards(w, r)) {
    const added = join([...e.down, ...e.up]);
    return before.length === 0 ? `Dealt to ${r.name} [${added}]` : `Dealt to ${r.name} [${join(before)}] [${added}]`;
  }
  if (e.up.length === 0) return null;
  return upsBefore.length === 0 ? `Dealt to ${r.name} [${join(e.up)}]` : `Dealt to ${r.name} [${join(upsBefore)}] [${join(e.up)}]`;
}

/** `*** 4th STREET ***`, or `*** RIVER *** [6h]` when the street's card is a community card. */
function streetLine(w: Walk, events: readonly HandEvent[], at: number, street: number): string {
  const community: CardText[] = [];
  for (let k = at + 1; k < events.length; k++) {
    const e = events[k] as HandEvent;
    if (e.type === 'community') community.push(e.card);
    else if (e.type !== 'burn' && e.type !== 'stub-from-burns' && e.type !== 'stub-reshuffled') break;
  }
  w.community.push(...community);
  const header = `*** ${STREET_HEADERS[street] ?? `STREET ${street + 3}`} ***`;
  return community.length ? `${header} [${community.join(' ')}]` : header;
}

function startStreet(w: Walk, street: number): void {
  const def = (GAMES[w.h.game.id]?.variant.streets ?? STUD_STREETS)[street];
  const betSize = def?.betSize === 'big' ? w.h.stakes.bigBet : w.h.stakes.smallBet;
  const option = def?.openPair === 'big-bet-option' && w.h.rules.openPairDoubleBet === 'allowed' && w.h.rules.bettingStructure === 'fixed-limit';
  w.betting = { street, top: 0, counted: 0, countedLevel: 0, betSize, capped: false, bigBetOption: option, acted: false };
  // Before the flop the big blind is the first bet: raises are measured from it and it counts toward the cap.
  if (street === 0 && isBlindStakes(w.h.stakes)) w.betting = { ...w.betting, ...preflopBetting(w.h.stakes) };
}

/** `*** 3rd STREET ***`; in a flop game `*** HOLE CARDS ***` (its board streets are written with their cards: `boardLine`). */
function streetHeader(w: Walk, events: readonly HandEvent[], at: number, street: number): string[] {
  if (!w.flop) return [streetLine(w, events, at, street)];
  return street === 0 ? ['*** HOLE CARDS ***'] : [];
}

/** `Pair on board - a double bet is allowed` (seen in a real stud hand): before 4th street's first action, when a live board shows a pair. */
function openPairLine(w: Walk): string[] {
  const b = w.betting;
  if (b.acted) return [];
  b.acted = true;
  const paired = [...w.seats.values()].some((r) => r.foldedOn === null && new Set(r.ups.map((c) => c[0])).size < r.ups.length);
  b.bigBetOption = b.bigBetOption && paired;
  return b.bigBetOption ? ['Pair on board - a double bet is allowed'] : [];
}

/**
 * A completion, bet or raise: `bets X` when nobody has put chips in on the street yet, else
 * `raises <to − highest so far> to <to>` (completion included, as PokerStars writes it).
 */
function aggressiveText(w: Walk, e: ActionEvent): string {
  return w.betting.top === 0 ? `bets ${amount(w, e.to)}` : `raises ${amount(w, e.to - w.betting.top)} to ${amount(w, e.to)}`;
}

/**
 * Fixed limit, TDA R47B as the engine counts it: a bet or raise counts toward the cap when it goes
 * at least half a bet above the last counted level. "Betting is capped" follows the action that
 * reaches 1 + maxRaises, as in the real hands (also heads-up, where the rule may lift the cap).
 */
function capsBetting(w: Walk, e: ActionEvent): boolean {
  const b = w.betting;
  if (w.h.rules.bettingStructure !== 'fixed-limit' || 2 * (e.to - b.countedLevel) < b.betSize) return false;
  if (b.bigBetOption && e.to - b.countedLevel > b.betSize) {
    // As the engine does: once a big bet is made on an open pair, every raise is a big bet.
    b.betSize = w.h.stakes.bigBet;
    b.bigBetOption = false;
  }
  b.counted++;
  b.countedLevel = e.to;
  if (b.capped || b.counted < 1 + w.h.rules.maxRaises) return false;
  b.capped = true;
  return true;
}

function actionLines(w: Walk, e: ActionEvent): string[] {
  const pair = openPairLine(w);
  const r = record(w, e.seat);
  const allIn = e.allIn ? ' and is all-in' : '';
  const aggressive = e.action === 'bet' || e.action === 'complete' || e.action === 'raise';
  let text: string;
  if (e.action === 'bring-in') text = `brings in for ${amount(w, e.chips)}`;
  else if (e.action === 'call') text = `calls ${amount(w, e.chips)}`;
  else if (e.action === 'check') text = 'checks';
  else if (e.action === 'fold') text = 'folds';
  else text = aggressiveText(w, e);
  if (e.action === 'fold') r.foldedOn = w.betting.street;
  if (e.chips > 0 && w.betting.street === 0) r.betOnFirst = true;
  w.betting.top = Math.max(w.betting.top, e.to);
  const lines = [...pair, `${r.name}: ${text}${e.action === 'fold' ? '' : allIn}`];
  if (aggressive && capsBetting(w, e)) lines.push('Betting is capped');
  return lines;
}

function showdownLines(w: Walk, e: Extract<HandEvent, { type: 'show' | 'muck' }>): string[] {
  const r = record(w, e.seat);
  const lines = w.showdown ? [] : ['*** SHOW DOWN ***'];
  w.showdown = true;
  if (e.type === 'muck') {
    r.mucked = true;
    return [...lines, `${r.name}: mucks hand`];
  }
  r.shown = { cards: [...e.cards], text: handText(w.h, e.starsText) };
  // A flop game's show line names the kicker that decides against an earlier hand of the same words.
  const high = flopHighValue(w.h.game.id, w.h.rules, e.cards, w.community);
  const kicker = high ? kickerSuffix(high, w.shownHigh) : '';
  if (high) w.shownHigh.push(high);
  return [...lines, `${r.name}: shows [${e.cards.join(' ')}] (${withKicker(r.shown.text, kicker)})`];
}

/**
 * The hand as the show and summary lines name it: `Lo: 8,6,4,3,2` in the Razz family; other games'
 * evaluators already give PokerStars' words (`two pair, Queens and Sevens`).
 */
export function handText(h: HandHistory, starsText: string): string {
  return h.game.id === 'razz' ? `Lo: ${starsText}` : starsText;
}

/** A flop game's blind (a bet on the first street: no "(didn't bet)") or board street. */
function flopLine(w: Walk, e: Extract<HandEvent, { type: 'blind' | 'board' }>): string {
  if (e.type === 'board') {
    const line = boardLine(w.community, e);
    w.community.push(...e.cards);
    return line;
  }
  const r = record(w, e.seat);
  r.betOnFirst = true;
  return blindLine(r.name, e, amount(w, e.amount));
}

function eventLines(w: Walk, events: readonly HandEvent[], at: number): string[] {
  const e = events[at] as HandEvent;
  switch (e.type) {
    case 'ante':
      return [`${record(w, e.seat).name}: posts the ante ${amount(w, e.amount)}${e.allIn ? ' and is all-in' : ''}`];
    case 'blind':
    case 'board':
      return [flopLine(w, e)];
    case 'street':
      startStreet(w, streetIndex(e.street));
      return streetHeader(w, events, at, streetIndex(e.street));
    case 'deal': {
      const line = dealtLine(w, e);
      return line === null ? [] : [line];
    }
    case 'action':
      return actionLines(w, e);
    case 'uncalled-returned':
      return [`Uncalled bet (${amount(w, e.amount)}) returned to ${record(w, e.seat).name}`];
    case 'show':
    case 'muck':
      return showdownLines(w, e);
    case 'pot-awarded':
      w.pots.push(e);
      return [];
    case 'hand-ended':
      return collectedLines(
        w.pots,
        (seat) => record(w, seat).name,
        (chips) => amount(w, chips),
      );
    default:
      return [];
  }
}

/** Walks the events into the body lines and the per-seat facts the summary needs; `hero` is dealt hero-style. */
export function walkBody(h: HandHistory, hero: number | null): BodyWalk {
  const seats = new Map<number, SeatRecord>(
    h.seats.map((s) => [s.seat, { seat: s.seat, name: s.name, cards: [], ups: [], foldedOn: null, betOnFirst: false, shown: null, mucked: false }]),
  );
  const w: Walk = {
    h,
    hero,
    flop: isBlindStakes(h.stakes),
    lines: [],
    seats,
    community: [],
    pots: [],
    showdown: false,
    shownHigh: [],
    betting: { street: 0, top: 0, counted: 0, countedLevel: 0, betSize: 0, capped: false, bigBetOption: false, acted: false },
  };
  for (let at = 0; at < h.events.length; at++) w.lines.push(...eventLines(w, h.events, at));
  return w;
}
