/**
 * The lines of a PokerStars flop-game hand (Hold'em, Omaha, Omaha Hi/Lo) for the line grammar
 * (stars-line-grammar.ts), written from the real hands in the reference histories (Limit Hold'em
 * cash 2005 and tournament 2010, Pot Limit Omaha Hi/Lo cash 2009 and tournament 2005, the flop
 * games of the 2013 8-Game file) and what fpdb's PokerStars regular expressions accept.
 */
import { CARD, CARDS, HIGH, KICKER, LOW } from './stars-grammar-words';

/** A shown hand: a high hand (with a kicker on a show line), or hi/lo `HI: …; LO: …` (no `LO` part without a low). */
function described(kicker: boolean): string {
  const high = `(?:${HIGH})${kicker ? KICKER : ''}`;
  return `(?:${high}|HI: ${high}(?:; LO: ${LOW})?)`;
}

/** The shapes of the lines between the seats and the summary, for the hand's names and amounts. */
export function flopBodyShapes(player: string, amt: string, won: string): RegExp[] {
  const allIn = '(?: and is all-in)?';
  return [
    new RegExp(`^${player}: posts (?:small blind|big blind|small & big blinds|the ante) ${amt}${allIn}$`),
    /^\*\*\* HOLE CARDS \*\*\*$/,
    new RegExp(`^\\*\\*\\* FLOP \\*\\*\\* \\[${CARD} ${CARD} ${CARD}\\]$`),
    new RegExp(`^\\*\\*\\* TURN \\*\\*\\* \\[${CARD} ${CARD} ${CARD}\\] \\[${CARD}\\]$`),
    new RegExp(`^\\*\\*\\* RIVER \\*\\*\\* \\[${CARD} ${CARD} ${CARD} ${CARD}\\] \\[${CARD}\\]$`),
    new RegExp(`^Dealt to ${player} \\[${CARDS}\\]$`),
    new RegExp(`^${player}: (?:bets ${amt}|calls ${amt}|raises ${amt} to ${amt})${allIn}$`),
    new RegExp(`^${player}: (?:checks|folds|mucks hand|doesn't show hand)$`),
    /^Betting is capped$/,
    /^No low hand qualified$/,
    new RegExp(`^Uncalled bet \\(${amt}\\) returned to ${player}$`),
    /^\*\*\* SHOW DOWN \*\*\*$/,
    new RegExp(`^${player}: shows \\[${CARDS}\\] \\(${described(true)}\\)$`),
    new RegExp(`^${player} collected ${won} from (?:pot|main pot|side pot(?:-\\d+)?)$`),
    /^\*\*\* SUMMARY \*\*\*$/,
  ];
}

/** The position tags of a summary seat line, in the combinations fpdb's summary patterns know. */
const TAGS = '((?:\\(button\\) )?(?:\\(small blind\\) |\\(big blind\\) )?)';

/** Summary lines after `*** SUMMARY ***`; `Seat N: name …` lines are checked against the seat. */
export function flopSummaryShapes(player: string, amt: string, won: string): RegExp[] {
  const end = `(?:folded before Flop(?: \\(didn't bet\\))?|folded on the (?:Flop|Turn|River)|collected \\(${won}\\)|showed \\[${CARDS}\\] and (?:won \\(${won}\\)|lost) with ${described(false)}|mucked \\[${CARDS}\\])`;
  return [
    new RegExp(`^Total pot ${amt}(?: Main pot ${amt}\\.(?: Side pot(?:-\\d+)? ${amt}\\.)+)? \\| Rake ${amt}$`),
    new RegExp(`^Board \\[${CARD} ${CARD} ${CARD}(?: ${CARD}){0,2}\\]$`),
    new RegExp(`^Seat (\\d+): ${player} ${TAGS}${end}$`),
  ];
}

/**
 * `Dealt to` lines: all of one seat's hole cards (two in Hold'em, four in Omaha), before the flop
 * only, and for one seat at most (trackers take that seat for the file's owner).
 */
export function flopDealtProblem(text: string, names: ReadonlyMap<string, number>, street: number, holeCards: number, heroes: Set<string>): string | null {
  const name = [...names.keys()].find((n) => text.startsWith(`Dealt to ${n} [`));
  if (name === undefined) return null;
  const cards = text.slice(`Dealt to ${name} [`.length, -1).split(' ').length;
  if (street !== 0 || cards !== holeCards) return `${cards} cards dealt on street ${street}: a flop game deals ${holeCards} hole cards, before the flop`;
  heroes.add(name);
  return heroes.size > 1 ? `several heroes (${[...heroes].join(', ')}): trackers read one "Dealt to" seat with its hole cards` : null;
}

/** A summary line's `(button)` tag must be on the table line's button seat. */
export function buttonTagProblem(seat: number, tags: string, button: number | null): string | null {
  return tags.includes('(button)') && seat !== button ? `seat ${seat} is tagged (button), the table line says seat ${button}` : null;
}
