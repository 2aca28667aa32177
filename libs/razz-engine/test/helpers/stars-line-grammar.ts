/**
 * The line grammar of a PokerStars stud-family hand (Razz, 7 Card Stud, 7 Card Stud Hi/Lo) as a
 * tracker's PokerStars parser reads it: every line a known shape, written from the real hands in
 * the reference histories (docs/hand-history-format.md) and the facts fpdb's PokerStars regular expressions
 * encode (names matched as seated, `$` amounts with two decimals or none, 7th street as `RIVER`,
 * one hero). It is this project's own check, independent of the exporter and the parser, so an
 * export that writes a line PokerStars does not write fails here.
 */

/** Where a line was refused, 1-based within the hand. */
export interface StarsLineProblem {
  line: number;
  text: string;
  reason: string;
}

const CARD = '[2-9TJQKA][cdhs]';
const CARDS = `${CARD}(?: ${CARD})*`;
const TIME = '\\d{4}/\\d\\d/\\d\\d \\d{1,2}:\\d\\d:\\d\\d';
/** `2009/11/26 10:24:42 ET` or a local time first: `2011/04/18 2:21:35 CET [2011/04/17 20:21:35 ET]`. */
const STAMP = `(?:${TIME} ET|${TIME} [A-Z]{2,5} \\[${TIME} ET\\])`;
const GAMES = '(?:Razz|7 Card Stud|7 Card Stud Hi/Lo)';
const LIMITS = '(?:Limit|Pot Limit|No Limit)';
const MIXES = '(?:HORSE|HOSE|8-Game|Triple Stud)';
const ROMAN = '[IVXLC]+';
/** `$0.04`, `$1` (whole amounts without cents), `$1,000.50` never: PokerStars writes no thousands separator in stud. */
const CASH = '[$€£](?:0|[1-9]\\d*)(?:\\.\\d\\d)?';
const CHIPS = '(?:0|[1-9]\\d*)';
/** An amount won: PokerStars writes no collected line, and no `won`/`collected` part, for nothing. */
const CASH_WON = '[$€£](?:[1-9]\\d*(?:\\.\\d\\d)?|0\\.(?:0[1-9]|[1-9]\\d))';
const CHIPS_WON = '[1-9]\\d*';
const RANK_WORDS = '(?:Deuces|Threes|Fours|Fives|Sixes|Sevens|Eights|Nines|Tens|Jacks|Queens|Kings|Aces)';
const RANK_WORD = '(?:Deuce|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King|Ace)';
/** What the show and summary lines say of a stud high hand (no kickers, as PokerStars writes it). */
const HIGH = [
  `high card ${RANK_WORD}`,
  `a pair of ${RANK_WORDS}`,
  `two pair, ${RANK_WORDS} and ${RANK_WORDS}`,
  `three of a kind, ${RANK_WORDS}`,
  `a straight, ${RANK_WORD} to ${RANK_WORD}`,
  `a flush, ${RANK_WORD} high`,
  `a full house, ${RANK_WORDS} full of ${RANK_WORDS}`,
  `four of a kind, ${RANK_WORDS}`,
  `a straight flush, ${RANK_WORD} to ${RANK_WORD}`,
  'a Royal Flush',
].join('|');
/** `8,6,4,3,2`: five ranks, the highest first. */
const LOW = '[2-9TJQKA](?:,[2-9TJQKA]){4}';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function headerProblem(text: string): string | null {
  const cashGame = `(?:${MIXES} \\(${GAMES} ${LIMITS}, [^)]+\\)|${GAMES} ${LIMITS} \\([^)]+\\))`;
  const cash = new RegExp(`^PokerStars (?:Hand|Game) #\\d+:  ${cashGame} - ${STAMP}$`);
  // Money (`$0.04/$0.08 USD`, the currency once left out) or chips, as at play-money tables.
  const stakes = new RegExp(`(?:\\(|, )(?:${CASH}/${CASH}(?: [A-Z]{3})?|${CHIPS}/${CHIPS})\\) - `);
  const buyIn = `(?:Freeroll|${CASH}(?:\\+${CASH}){1,2} [A-Z]{3}|${CHIPS}\\+${CHIPS})`;
  // Home games (seen in the 8-Game file) name their club in braces and may add a match round.
  const site = 'PokerStars (?:Home Game )?(?:Hand|Game) #\\d+: (?:\\{[^}]*\\} )?';
  const tournament = new RegExp(
    `^${site}Tournament #\\d+, ${buyIn} (?:${MIXES} \\(${GAMES} ${LIMITS}\\)|${GAMES} ${LIMITS}) - (?:Match Round ${ROMAN}, )?Level ${ROMAN} \\(${CHIPS}/${CHIPS}\\) - ${STAMP}$`,
  );
  if (tournament.test(text)) return null;
  if (cash.test(text) && stakes.test(text)) return null;
  return 'not a PokerStars stud header';
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
    /^.+ (?:joins the table at seat #\d+|is disconnected|is connected|leaves the table)$/,
    // A hand shown after winning uncontested: its cards so far, a low of fewer than five ranks.
    new RegExp(`^${player}: shows \\[${CARDS}\\] \\(Lo: [2-9TJQKA](?:,[2-9TJQKA]){0,4}\\)$`),
    new RegExp(`^${player} (?:has timed out|will be allowed to play after the button)$`),
    new RegExp(`^${player} said, ".*"$`),
    new RegExp(`^${player} finished the tournament in \\d+(?:st|nd|rd|th) place(?: and received ${CASH}\\.)?$`),
  ];
}

/** `Dealt to` lines: hero-style (three cards on 3rd street, every own card after) for one seat at most. */
function dealtProblem(text: string, names: ReadonlyMap<string, number>, street: number, heroes: Set<string>): string | null {
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

/**
 * Every line of one hand checked against the grammar; empty when a tracker's parser reads the
 * whole hand. Checks also that seat numbers match names in the summary and that at most one seat
 * is written hero-style.
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
  if (!/^Table '.+' \d+-max(?: \(Play Money\))?(?: Seat #\d+ is the button)?$/.test(lines[1] ?? '')) refuse(1, 'not a table line');
  // Tournaments count in chips; a cash header names money in its stakes, or counts in chips too.
  const cash = !/ Tournament #/.test(header) && /[(,] ?[$€£]\d/.test(header);
  const amt = cash ? CASH : CHIPS;
  const won = cash ? CASH_WON : CHIPS_WON;
  const names = new Map<string, number>();
  let at = 2;
  for (; at < lines.length; at++) {
    const seat = new RegExp(`^Seat (\\d+): (.+) \\((${amt}) in chips\\)(?: is sitting out)?$`).exec(lines[at] as string);
    if (!seat) break;
    const name = seat[2] as string;
    if (names.has(name) || name.trim() !== name) refuse(at, 'a name seated twice or with outer spaces');
    names.set(name, Number(seat[1]));
  }
  if (names.size === 0) refuse(at, 'no seat lines');
  const player = `(${[...names.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})`;
  const body = [...bodyShapes(player, amt, won), ...(options.traffic ? trafficShapes(player) : [])];
  const summary = summaryShapes(player, amt, won);
  const heroes = new Set<string>();
  let street = -1;
  let inSummary = false;
  for (; at < lines.length; at++) {
    const text = lines[at] as string;
    if (text === '') {
      refuse(at, 'an empty line inside a hand (trackers split hands there)');
      continue;
    }
    if (inSummary) {
      const m = summary.map((re) => re.exec(text)).find((x) => x !== null);
      if (!m) refuse(at, 'not a summary line PokerStars writes');
      else if (m[1] !== undefined && /^Seat /.test(text) && names.get(m[2] as string) !== Number(m[1])) refuse(at, `seat number ≠ ${m[2]}'s seat`);
      continue;
    }
    if (!body.some((re) => re.test(text))) {
      refuse(at, 'not a line PokerStars writes in a stud hand');
      continue;
    }
    const header = /^\*\*\* (3rd|4th|5th|6th|RIVER)/.exec(text);
    if (header) street = ['3rd', '4th', '5th', '6th', 'RIVER'].indexOf(header[1] as string);
    if (text === '*** SUMMARY ***') inSummary = true;
    const dealt = text.startsWith('Dealt to ') ? dealtProblem(text, names, street, heroes) : null;
    if (dealt) refuse(at, dealt);
  }
  if (!inSummary) refuse(lines.length - 1, 'no *** SUMMARY ***');
  return problems;
}
