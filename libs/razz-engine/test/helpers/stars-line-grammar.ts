/**
 * The line grammar of a PokerStars hand of the games the engine deals — the stud family (Razz,
 * 7 Card Stud, 7 Card Stud Hi/Lo) and the flop games (Hold'em, Omaha, Omaha Hi/Lo;
 * stars-flop-grammar.ts) — as a tracker's PokerStars parser reads it: every line a known shape,
 * written from the real hands in the reference histories (docs/hand-history-format.md) and the
 * facts fpdb's PokerStars regular expressions encode (names matched as seated, `$` amounts with two
 * decimals or none, 7th street as `RIVER`, one hero). It is this project's own check, independent
 * of the exporter and the parser, so an export that writes a line PokerStars does not write fails here.
 */
import { buttonTagProblem, flopBodyShapes, flopDealtProblem, flopSummaryShapes } from './stars-flop-grammar';
import {
  CARD,
  CARDS,
  CASH,
  CASH_WON,
  CHIPS,
  CHIPS_WON,
  escapeRegExp,
  FLOP_GAMES,
  HIGH,
  LIMITS,
  LOW,
  MIXES,
  ROMAN,
  STAMP,
  STUD_GAMES,
} from './stars-grammar-words';

/** Where a line was refused, 1-based within the hand. */
export interface StarsLineProblem {
  line: number;
  text: string;
  reason: string;
}

const GAMES = `(?:${STUD_GAMES}|${FLOP_GAMES})`;

function headerProblem(text: string): string | null {
  const cashGame = `(?:${MIXES} \\(${GAMES} ${LIMITS}, [^)]+\\)|${GAMES} ${LIMITS} \\([^)]+\\))`;
  const cash = new RegExp(`^PokerStars (?:Hand|Game) #\\d+:  ${cashGame} - ${STAMP}$`);
  // Money (`$0.04/$0.08 USD`, the currency once left out) or chips, as at play-money tables.
  const stakes = new RegExp(`(?:\\(|, )(?:${CASH}/${CASH}(?: [A-Z]{3})?|${CHIPS}/${CHIPS})\\) - `);
  const buyIn = `(?:Freeroll|${CASH}(?:\\+${CASH}){1,2} [A-Z]{3}|${CHIPS}\\+${CHIPS}|${CHIPS}FPP)`;
  // Home games (seen in the 8-Game file) name their club in braces and may add a match round.
  const site = 'PokerStars (?:Home Game )?(?:Hand|Game) #\\d+: (?:\\{[^}]*\\} )?';
  const tournament = new RegExp(
    `^${site}Tournament #\\d+, ${buyIn} (?:${MIXES} \\(${GAMES} ${LIMITS}\\)|${GAMES} ${LIMITS}) - (?:Match Round ${ROMAN}, )?Level ${ROMAN} \\(${CHIPS}/${CHIPS}\\) - ${STAMP}$`,
  );
  if (tournament.test(text)) return null;
  if (cash.test(text) && stakes.test(text)) return null;
  return 'not a PokerStars header of a game the engine deals';
}

/** The shapes of the lines between the seats and the summary, for the hand's names and amounts. */
function bodyShapes(player: string, amt: string, won: string): RegExp[] {
  const allIn = '(?: and is all-in)?';
  const desc = `(?:Lo: ${LOW}|${HIGH}|HI: (?:${HIGH})(?:; LO: ${LOW})?)`;
  return [
    new RegExp(`^${player}: posts the ante ${amt}${allIn}$`),
    /^\*\*\* (?:3rd|4th|5th|6th) STREET \*\*\*$/,
    // A community card only ever on 7th street (8 players, the deck runs out).
    new RegExp(`^\\*\\*\\* RIVER \\*\\*\\*(?: \\[${CARD}\\])?$`),
    new RegExp(`^Dealt to ${player} \\[${CARDS}\\](?: \\[${CARD}\\])?$`),
    new RegExp(`^${player}: (?:brings in for ${amt}|bets ${amt}|calls ${amt}|raises ${amt} to ${amt})${allIn}$`),
    new RegExp(`^${player}: (?:checks|folds|mucks hand|doesn't show hand)$`),
    /^Betting is capped$/,
    /^No low hand qualified$/,
    /^Pair on board - a double bet is allowed$/,
    new RegExp(`^Uncalled bet \\(${amt}\\) returned to ${player}$`),
    /^\*\*\* SHOW DOWN \*\*\*$/,
    new RegExp(`^${player}: shows \\[${CARDS}\\] \\(${desc}\\)$`),
    new RegExp(`^${player} collected ${won} from (?:pot|main pot|side pot(?:-\\d+)?)$`),
    /^\*\*\* SUMMARY \*\*\*$/,
  ];
}

/** Summary lines after `*** SUMMARY ***`; `Seat N: name …` lines are checked against the seat. */
function summaryShapes(player: string, amt: string, won: string): RegExp[] {
  const desc = `(?:Lo: ${LOW}|${HIGH}|HI: (?:${HIGH})(?:; LO: ${LOW})?)`;
  const street = '(?:(?:3rd|4th|5th|6th) Street|River)';
  return [
    new RegExp(`^Total pot ${amt}(?: Main pot ${amt}\\.(?: Side pot(?:-\\d+)? ${amt}\\.)+)? \\| Rake ${amt}$`),
    new RegExp(`^Board \\[${CARD}\\]$`),
    new RegExp(
      `^Seat (\\d+): ${player} (?:folded on the ${street}(?: \\(didn't bet\\))?|collected \\(${won}\\)|showed \\[${CARDS}\\] and (?:won \\(${won}\\)|lost) with ${desc}|mucked \\[${CARDS}\\])$`,
    ),
  ];
}

/** Lines the real files hold that are not play (chat, table traffic); accepted only when asked. */
function trafficShapes(player: string): RegExp[] {
  return [
    // Players coming and going need not be seated in the hand: any name.
    /^.+ (?:joins the table at seat #\d+|is disconnected|is connected|leaves the table|is sitting out|has returned|has timed out while disconnected)$/,
    // A hand shown after winning uncontested: its cards so far, a low of fewer than five ranks, or a high hand.
    new RegExp(`^${player}: shows \\[${CARDS}\\] \\((?:Lo: [2-9TJQKA](?:,[2-9TJQKA]){0,4}|${HIGH})\\)$`),
    new RegExp(`^${player} (?:has timed out|will be allowed to play after the button)$`),
    new RegExp(`^${player} said, ".*"$`),
    new RegExp(`^${player} finished the tournament in \\d+(?:st|nd|rd|th) place(?: and received ${CASH}\\.)?$`),
    new RegExp(`^${player} wins the tournament and receives [\\d.]+ - congratulations!$`),
  ];
}

/** `Dealt to` lines: hero-style (three cards on 3rd street, every own card after) for one seat at most. */
function studDealtProblem(text: string, names: ReadonlyMap<string, number>, street: number, heroes: Set<string>): string | null {
  const name = [...names.keys()].find((n) => text.startsWith(`Dealt to ${n} [`));
  if (name === undefined) return null;
  const brackets = [...text.slice(`Dealt to ${name} `.length).matchAll(/\[([^\]]*)\]/g)].map((m) => (m[1] as string).split(' ').length);
  const hero = street === 0 ? brackets[0] === 3 : (brackets[0] ?? 0) >= 2 + street;
  const known = heroes.size;
  if (hero) heroes.add(name);
  const expected = street === 0 ? [hero ? 3 : 1] : [hero ? 2 + street : street, 1];
  if (brackets.join() !== expected.join()) return `cards ${brackets.join('+')} on street ${street + 3}, expected ${expected.join('+')}`;
  if (street === 4 && !hero) return 'a 7th-street card dealt face up (only the hero sees a 7th card)';
  return heroes.size > 1 && heroes.size > known ? `several heroes (${[...heroes].join(', ')}): trackers read one "Dealt to" seat with its hole cards` : null;
}

interface GrammarOptions {
  /** Accept chat and table traffic (real files hold them; the export never writes them). */
  traffic?: boolean;
}

/** What differs between the stud games' lines and the flop games'. */
interface Family {
  name: string;
  body: RegExp[];
  summary: RegExp[];
  /** The street a header line opens (0 = the first), or null for another line. */
  street: (text: string) => number | null;
  dealt: (text: string, street: number, heroes: Set<string>) => string | null;
  /** A summary seat line's own check (its position tags), given the line's match. */
  seatLine: (m: RegExpExecArray) => string | null;
}

function familyOf(header: string, table: string, names: ReadonlyMap<string, number>, amounts: { amt: string; won: string }, traffic: boolean): Family {
  const player = `(${[...names.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})`;
  const { amt, won } = amounts;
  const extra = traffic ? trafficShapes(player) : [];
  const flop = new RegExp(`[ (]${FLOP_GAMES} ${LIMITS}(?:[,)]| \\(| - )`).exec(header);
  if (!flop) {
    const street = (text: string): number | null => {
      const m = /^\*\*\* (3rd|4th|5th|6th|RIVER)/.exec(text);
      return m ? ['3rd', '4th', '5th', '6th', 'RIVER'].indexOf(m[1] as string) : null;
    };
    const dealt = (text: string, at: number, heroes: Set<string>): string | null => studDealtProblem(text, names, at, heroes);
    return { name: 'stud', body: [...bodyShapes(player, amt, won), ...extra], summary: summaryShapes(player, amt, won), street, dealt, seatLine: () => null };
  }
  const holeCards = /Omaha/.test(flop[0]) ? 4 : 2;
  const button = /Seat #(\d+) is the button$/.exec(table);
  const street = (text: string): number | null => {
    const m = /^\*\*\* (HOLE CARDS|FLOP|TURN|RIVER) \*\*\*/.exec(text);
    return m ? ['HOLE CARDS', 'FLOP', 'TURN', 'RIVER'].indexOf(m[1] as string) : null;
  };
  return {
    name: 'flop-game',
    body: [...flopBodyShapes(player, amt, won), ...extra],
    summary: flopSummaryShapes(player, amt, won),
    street,
    dealt: (text, at, heroes) => flopDealtProblem(text, names, at, holeCards, heroes),
    seatLine: (m) => (m[3] === undefined ? null : buttonTagProblem(Number(m[1]), m[3], button ? Number(button[1]) : null)),
  };
}

/**
 * This project's two lines after the table line (docs/fairness.md), each at most once and in this
 * order: how the deck was shuffled (a client seed string of printable ASCII in double quotes, read
 * to the line's end) and the hand's hash chain link. Trackers skip them (fpdb checked).
 */
const FAIRNESS_LINES = [
  /^Fair shuffle: commitment [0-9a-f]{64}, epoch [A-Za-z0-9_-]+, nonce \d+, client seeds "[\x20-\x7e]*"$/,
  /^Hash chain: previous (?:[0-9a-f]{64}|none), hash [0-9a-f]{64}$/,
];

/** Checks the lines between the table line and the seats that start like a fairness line; returns the index of the first line after them. */
function readFairnessLines(lines: readonly string[], refuse: (at: number, reason: string) => void): number {
  let at = 2;
  let next = 0;
  for (; at < lines.length && /^(?:Fair shuffle|Hash chain):/.test(lines[at] as string); at++) {
    const k = FAIRNESS_LINES.findIndex((shape) => shape.test(lines[at] as string));
    if (k < 0) refuse(at, 'not the Fair shuffle or Hash chain line this project writes');
    else if (k < next) refuse(at, 'Fair shuffle, then Hash chain, once each');
    else next = k + 1;
  }
  return at;
}

/** The seat lines: names by seat, and the index of the first line after them. */
function readSeats(
  lines: readonly string[],
  from: number,
  amt: string,
  refuse: (at: number, reason: string) => void,
): { names: Map<string, number>; at: number } {
  const names = new Map<string, number>();
  let at = from;
  for (; at < lines.length; at++) {
    const seat = new RegExp(`^Seat (\\d+): (.+) \\((${amt}) in chips\\)(?: is sitting out)?$`).exec(lines[at] as string);
    if (!seat) break;
    const name = seat[2] as string;
    if (names.has(name) || name.trim() !== name) refuse(at, 'a name seated twice or with outer spaces');
    names.set(name, Number(seat[1]));
  }
  if (names.size === 0) refuse(at, 'no seat lines');
  return { names, at };
}

/** A summary line: one of the family's shapes, its seat number the named player's. */
function summaryProblem(text: string, family: Family, names: ReadonlyMap<string, number>): string | null {
  const m = family.summary.map((re) => re.exec(text)).find((x) => x !== null);
  if (!m) return 'not a summary line PokerStars writes';
  if (m[1] === undefined || !/^Seat /.test(text)) return null;
  return names.get(m[2] as string) !== Number(m[1]) ? `seat number ≠ ${m[2]}'s seat` : family.seatLine(m);
}

/**
 * Every line of one hand checked against the grammar; empty when a tracker's parser reads the
 * whole hand (this project's `Fair shuffle:` and `Hash chain:` lines after the table line included). Checks also that seat numbers match names in the summary, that at most one seat
 * is written hero-style and, in a flop game, that the `(button)` tag is on the table's button.
 *
 * @example starsLineProblems('PokerStars Hand #1: …\n…\nSeat 3: x mucked') // [{ line: …, text: 'Seat 3: x mucked', reason: … }]
 */
export function starsLineProblems(hand: string, options: GrammarOptions = {}): StarsLineProblem[] {
  const lines = hand.replace(/^\uFEFF/, '').split('\n');
  const problems: StarsLineProblem[] = [];
  const refuse = (at: number, reason: string): void => void problems.push({ line: at + 1, text: lines[at] ?? '', reason });
  const header = lines[0] ?? '';
  const headerWhy = headerProblem(header);
  if (headerWhy) refuse(0, headerWhy);
  // Old files leave out the table's size (`Table 'Sekanina' Seat #6 is the button`, 2005); fpdb reads it.
  if (!/^Table '.+'(?: \d+-max)?(?: \(Play Money\))?(?: Seat #\d+ is the button)?$/.test(lines[1] ?? '')) refuse(1, 'not a table line');
  // Tournaments count in chips; a cash header names money in its stakes, or counts in chips too.
  const cash = !/ Tournament #/.test(header) && /[(,] ?[$€£]\d/.test(header);
  const amounts = cash ? { amt: CASH, won: CASH_WON } : { amt: CHIPS, won: CHIPS_WON };
  const seats = readSeats(lines, readFairnessLines(lines, refuse), amounts.amt, refuse);
  const family = familyOf(header, lines[1] ?? '', seats.names, amounts, options.traffic ?? false);
  const heroes = new Set<string>();
  let street = -1;
  let inSummary = false;
  for (let at = seats.at; at < lines.length; at++) {
    const text = lines[at] as string;
    const why =
      text === ''
        ? 'an empty line inside a hand (trackers split hands there)'
        : inSummary
          ? summaryProblem(text, family, seats.names)
          : family.body.some((re) => re.test(text))
            ? null
            : `not a line PokerStars writes in a ${family.name} hand`;
    if (why) refuse(at, why);
    if (why || inSummary) continue;
    street = family.street(text) ?? street;
    if (text === '*** SUMMARY ***') inSummary = true;
    const dealt = text.startsWith('Dealt to ') ? family.dealt(text, street, heroes) : null;
    if (dealt) refuse(at, dealt);
  }
  if (!inSummary) refuse(lines.length - 1, 'no *** SUMMARY ***');
  return problems;
}
