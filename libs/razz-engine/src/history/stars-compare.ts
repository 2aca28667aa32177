/**
 * After the engine has played a PokerStars hand's actions: does it reach the same cards, pots,
 * winners and amounts as the text? PokerStars' amounts are net of its rake, which the engine's
 * default rule (`rake: none`) does not take, so amounts are compared with the rake accounted for.
 */
import { CardText, formatCards } from '../cards';
import type { HandValue } from '../eval';
import { scorersFor, showdownWords } from '../game';
import type { HandEvent } from '../hand/events';
import type { HandState, PlayerState } from '../hand/types';
import type { StarsHand } from './stars-hand';
import { flopHighValue, kickerSuffix, withKicker } from './stars-kickers';
import type { StarsDisagreement } from './stars-report';

export interface EngineRun {
  state: HandState;
  events: HandEvent[];
}

type Disagree = (d: StarsDisagreement) => void;

function cardsOf(p: PlayerState): CardText[] {
  return formatCards([...p.down.slice(0, 2), ...p.up, ...p.down.slice(2)]);
}

function compareCards(hand: StarsHand, run: EngineRun, disagree: Disagree): void {
  const community = run.state.community.length ? formatCards(run.state.community) : [];
  const text = hand.streets.flatMap((s) => s.community);
  if (community.join(' ') !== text.join(' ')) {
    disagree({ code: 'COMMUNITY_MISMATCH', message: `community cards: the text has [${text.join(' ')}], the engine dealt [${community.join(' ')}]` });
  }
  for (const p of run.state.players) {
    const dealt = cardsOf(p);
    const known = hand.cards[p.seat] ?? [];
    const differs = known.length !== dealt.length || known.some((c, k) => c !== null && c !== dealt[k]);
    if (differs)
      disagree({
        code: 'CARDS_MISMATCH',
        message: `seat ${p.seat}: the text has [${known.map((c) => c ?? '??').join(' ')}], the engine dealt [${dealt.join(' ')}]`,
      });
  }
}

/** PokerStars hands before 2009 write no `Uncalled bet` line at all (seen in the 2005 hands; every later file has them). */
const UNCALLED_LINES_SINCE = '2009-01-01T00:00:00.000Z';

/**
 * The uncalled bets returned. In a hand from before 2009 without any `Uncalled bet` line, whose
 * total pot leaves out what the engine returned, the return is implied and only noted.
 */
function compareUncalled(hand: StarsHand, run: EngineRun, disagree: Disagree, notes: string[], totalAgrees: boolean): void {
  const ours = run.events.flatMap((e) => (e.type === 'uncalled-returned' ? [`${e.amount} to seat ${e.seat}`] : []));
  const theirs = hand.uncalled.map((u) => `${u.amount} to seat ${u.seat}`);
  if (theirs.length === 0 && ours.length > 0 && totalAgrees && hand.startedAt < UNCALLED_LINES_SINCE) {
    notes.push(`the text has no "Uncalled bet" line (as in hands before 2009); its total pot implies the engine's [${ours.join(', ')}]`);
    return;
  }
  if (ours.join(', ') !== theirs.join(', ')) {
    disagree({
      code: 'UNCALLED_MISMATCH',
      message: `uncalled bets returned: the text has [${theirs.join(', ')}], the engine [${ours.join(', ')}]`,
      line: hand.uncalled[0]?.line,
    });
  }
}

export interface PotShares {
  /** seat → chips, per pot, main pot first. */
  pots: Map<number, number>[];
  rake: number;
}

function engineShares(run: EngineRun): PotShares {
  const pots = run.events.flatMap((e) => (e.type === 'pot-awarded' ? [new Map(e.winners.map((w) => [w.seat, w.amount]))] : []));
  return { pots, rake: run.events.reduce((sum, e) => sum + (e.type === 'rake' ? e.amount : 0), 0) };
}

/**
 * The text's collected amounts per pot (main pot first) and its rake. A pot nobody collects (the
 * rake took it whole) has no collected line; the summary still counts it: one pot when it names
 * none and the total pot is not empty.
 */
export function textShares(hand: StarsHand): PotShares {
  const count = Math.max(hand.summary.pots.length, ...hand.collected.map((c) => c.pot + 1), hand.summary.totalPot > 0 ? 1 : 0);
  const pots = Array.from({ length: count }, () => new Map<number, number>());
  for (const c of hand.collected) pots[c.pot]?.set(c.seat, (pots[c.pot]?.get(c.seat) ?? 0) + c.amount);
  return { pots, rake: hand.summary.rake };
}

const describe = (m: Map<number, number>): string => [...m].map(([seat, chips]) => `seat ${seat} ${chips}`).join(', ') || 'nobody';

/** The seats a pot pays something: PokerStars writes no collected line for a share of nothing. */
const paid = (m: Map<number, number>): Map<number, number> => new Map([...m].filter(([, chips]) => chips > 0));

/**
 * Does the text name the replay's winners of a pot? Every seat the text pays, the replay pays
 * too; a seat the replay pays that the text does not name collected nothing there, which only a
 * higher rake in the text explains (its whole share went to the rake; the amounts check counts it).
 */
function sameWinners(ours: Map<number, number>, theirs: Map<number, number>, moreRake: boolean): boolean {
  const unnamed = [...ours.keys()].filter((seat) => !theirs.has(seat));
  return [...theirs.keys()].every((seat) => ours.has(seat)) && (unnamed.length === 0 || moreRake);
}

/**
 * Same number of pots, the same winners in each (seats paid nothing left out), and the same
 * amounts once the rake is accounted for: with equal rake every share is equal; otherwise the
 * engine pays each winner at least what the text says, and the differences add up to the
 * difference in rake.
 */
function comparePots(hand: StarsHand, run: EngineRun, disagree: Disagree): boolean {
  const ours = engineShares(run);
  const theirs = textShares(hand);
  const line = hand.collected[0]?.line ?? hand.summary.line;
  if (ours.pots.length !== theirs.pots.length) {
    disagree({ code: 'POTS_MISMATCH', message: `the text has ${theirs.pots.length} pot(s), the engine ${ours.pots.length}`, line });
    return false;
  }
  let extra = 0;
  for (let k = 0; k < ours.pots.length; k++) {
    const a = paid(ours.pots[k] as Map<number, number>);
    const b = paid(theirs.pots[k] as Map<number, number>);
    if (!sameWinners(a, b, theirs.rake > ours.rake)) {
      disagree({ code: 'WINNERS_MISMATCH', message: `pot ${k + 1}: the text pays ${describe(b)}, the engine ${describe(a)}`, line });
      return false;
    }
    for (const [seat, chips] of a) {
      const diff = chips - (b.get(seat) ?? 0);
      if (diff < 0 || (diff > 0 && ours.rake === theirs.rake)) {
        disagree({ code: 'AMOUNT_MISMATCH', message: `pot ${k + 1}: the text pays ${describe(b)}, the engine ${describe(a)}`, line });
        return false;
      }
      extra += diff;
    }
  }
  if (extra !== theirs.rake - ours.rake) {
    disagree({
      code: 'AMOUNT_MISMATCH',
      message: `the engine pays ${extra} chips more than the text, but the rake differs by ${theirs.rake - ours.rake}`,
      line,
    });
    return false;
  }
  return true;
}

/** The engine's words for a seat's hand: its show event, or the words it would have shown. */
function engineWords(run: EngineRun, seat: number): string | null {
  const shown = run.events.find((e) => e.type === 'show' && e.seat === seat);
  if (shown?.type === 'show') return shown.starsText;
  const p = run.state.players.find((x) => x.seat === seat);
  if (!p) return null;
  return showdownWords(scorersFor(run.state.variant, run.state.rules), [...p.down, ...p.up], run.state.community).starsText;
}

/**
 * The words of every hand shown at showdown (`Lo: 8,6,4,3,2`, `two pair, Queens and Sevens`, a
 * flop game's kicker included). A low written with the same ranks in another order is only a note
 * (paired lows are unverified).
 */
function compareWords(hand: StarsHand, run: EngineRun, disagree: Disagree, notes: string[]): void {
  const razz = run.state.variant.id === 'razz';
  const board = formatCards(run.state.community);
  const before: HandValue[] = [];
  for (const show of hand.shows.filter((s) => s.atShowdown)) {
    // Kickers are named against the hands shown before, in the text's order (stars-kickers.ts).
    const high = flopHighValue(run.state.variant.id, run.state.rules, show.cards, board);
    const kicker = high ? kickerSuffix(high, before) : '';
    if (high) before.push(high);
    const words = show.description === '' ? null : engineWords(run, show.seat);
    if (words === null) continue;
    const ours = razz ? `Lo: ${words}` : withKicker(words, kicker);
    if (ours === show.description || (razz && show.description.split(',').length !== 5)) continue;
    const sorted = (t: string): string => t.split(',').sort().join(',');
    if (razz && sorted(ours) === sorted(show.description)) notes.push(`seat ${show.seat}: ${show.description} is written ${ours} here (same ranks)`);
    else disagree({ code: 'HAND_MISMATCH', message: `seat ${show.seat}: the text says (${show.description}), the engine (${ours})`, line: show.line });
  }
}

/** Who showed and who mucked can differ (show order, hands shown by choice) without changing the result: notes only. */
function noteShowdown(hand: StarsHand, run: EngineRun, notes: string[]): void {
  for (const show of hand.shows) {
    const engineShowed = run.events.some((e) => e.type === 'show' && e.seat === show.seat);
    if (!show.atShowdown)
      notes.push(`seat ${show.seat} showed [${show.cards.join(' ')}] after winning uncontested (line ${show.line}); the engine does not model it`);
    else if (!engineShowed) notes.push(`seat ${show.seat} shows at line ${show.line}; by the engine's show order (TDA R17A) that hand is mucked`);
  }
  for (const muck of hand.mucks) {
    if (run.events.some((e) => e.type === 'show' && e.seat === muck.seat))
      notes.push(`seat ${muck.seat} mucks at line ${muck.line}; by the engine's show order that hand is shown`);
  }
}

/**
 * Every check after the actions: cards, community card, uncalled bets, total pot, pots, winners,
 * amounts (rake accounted for) and the words of shown hands. Returns whether the pots agree (then the text's
 * amounts may replace the engine's rake-free ones in the history).
 */
export function compareOutcome(hand: StarsHand, run: EngineRun, disagree: Disagree, notes: string[]): boolean {
  compareCards(hand, run, disagree);
  const total = run.state.players.reduce((sum, p) => sum + p.committed, 0);
  compareUncalled(hand, run, disagree, notes, total === hand.summary.totalPot);
  if (total !== hand.summary.totalPot) {
    disagree({ code: 'TOTAL_POT_MISMATCH', message: `total pot: the text says ${hand.summary.totalPot}, the engine has ${total}`, line: hand.summary.line });
  }
  const potsAgree = comparePots(hand, run, disagree);
  compareWords(hand, run, disagree, notes);
  noteShowdown(hand, run, notes);
  return potsAgree;
}
