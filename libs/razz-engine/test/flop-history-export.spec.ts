import { readFileSync } from 'fs';
import { join } from 'path';
import { buildHandHistory, censorFor, exportStars, HandHistory, HistoryMeta, OMAHA8, parseStarsHand, PRESETS, replayStars, rulesFor, USD_CENTS } from '../src';
import type { StarsLocalTime } from '../src';
import { FlopScript, runFlopScript } from './helpers/flop-script';
import { LHE_MTT_HAND, PLO8_CASH_HAND, PLO_HOME_GAME_HAND, RealFlopHand } from './helpers/stars-flop-scripts';
import { starsLineProblems } from './helpers/stars-line-grammar';
import { starsTextProblems } from './helpers/stars-text-checks';

/**
 * Golden texts of the flop games. Three real PokerStars hands played through the engine from
 * scripts must export to their real text (the reference histories); three scripted hands cover
 * what no real sample shows (a returning player's small & big blinds and a dead small blind posted
 * by another, an all-in post, a mix and a local time; a tournament's dead small blind with no low;
 * No Limit side pots with rake and kickers named on the show lines), checked line by line against
 * the format (docs/hand-history-format.md) once and kept here.
 */
const dir = join(__dirname, '../../../../shared/reference/hand-histories');

function historyOf(script: FlopScript, meta: HistoryMeta): HandHistory {
  const run = runFlopScript(script);
  const built = buildHandHistory(run.state, run.events, meta);
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}

/** The hand's real lines, without chat and tournament-finish lines (the export writes none). */
function realText(hand: RealFlopHand): string[] {
  const text = readFileSync(join(dir, hand.file), 'utf8').replace(/^\uFEFF/, '');
  const found = text.split(/\r?\n\r?\n\r?\n\r?\n/).find((h) => h.includes(`#${hand.id}:`));
  if (!found) throw new Error(`hand ${hand.id} not in ${hand.file}`);
  return found
    .trim()
    .split(/\r?\n/)
    .filter((l) => !/ said, "| finished the tournament in | wins the tournament and receives /.test(l));
}

const CET: StarsLocalTime = { timeZone: 'Europe/Paris', label: 'CET' };
/** `Game #` is the old name of `Hand #`, which the export writes. */
const handWord = (lines: string[]): string[] => lines.map((l) => l.replace('PokerStars Game #', 'PokerStars Hand #'));

describe('export of real flop-game hands played through the engine', () => {
  it("Limit Hold'em tournament #46598669406, the staff copy with hero Player9: the real text (local time, 50FPP, three capped streets, a mucked hand)", () => {
    const h = historyOf(LHE_MTT_HAND.script, LHE_MTT_HAND.meta);
    expect(exportStars(h, { hero: LHE_MTT_HAND.hero, localTime: CET }).split('\n')).toEqual(handWord(realText(LHE_MTT_HAND)));
  });

  it("Limit Hold'em tournament #46598669406, Player9's copy: the real text but for the mucked hand, whose cards stay hidden", () => {
    const ours = exportStars(censorFor(historyOf(LHE_MTT_HAND.script, LHE_MTT_HAND.meta), LHE_MTT_HAND.hero), { localTime: CET }).split('\n');
    const expected = handWord(realText(LHE_MTT_HAND)).filter((l) => l !== 'Seat 3: Player1 (big blind) mucked [Jc Js]');
    expect(ours).toEqual(expected);
    expect(ours).toContain('Player1: mucks hand');
  });

  it("Pot Limit Omaha Hi/Lo cash #35875034981, Hero's copy: the real text (the blinds in the header, a low half split again)", () => {
    const ours = exportStars(censorFor(historyOf(PLO8_CASH_HAND.script, PLO8_CASH_HAND.meta), PLO8_CASH_HAND.hero)).split('\n');
    expect(ours).toEqual(handWord(realText(PLO8_CASH_HAND)));
    expect(ours.filter((l) => / collected /.test(l))).toEqual([
      'supermeXXX collected $0.20 from pot',
      'UnderMeSensi collected $0.10 from pot',
      'supermeXXX collected $0.09 from pot',
    ]);
  });

  it("Pot Limit Omaha home-game tournament #99632835084, Hero's copy: the real text but for the home game's header", () => {
    const ours = exportStars(censorFor(historyOf(PLO_HOME_GAME_HAND.script, PLO_HOME_GAME_HAND.meta), PLO_HOME_GAME_HAND.hero)).split('\n');
    const [header, ...rest] = realText(PLO_HOME_GAME_HAND);
    // The club's name and the match round are not in the history (docs/hand-histories.md).
    expect(header).toBe(
      "PokerStars Home Game Hand #99632835084: {Dazzle's Room} Tournament #743144019, 100+9 8-Game (Omaha Pot Limit) - Match Round I, Level VIII (15/30) - 2013/06/06 0:40:10 ET",
    );
    expect(ours[0]).toBe('PokerStars Hand #99632835084: Tournament #743144019, 100+9 8-Game (Omaha Pot Limit) - Level VIII (15/30) - 2013/06/06 0:40:10 ET');
    expect(ours.slice(1)).toEqual(rest);
  });
});

/** $1/$2 Limit Hold'em: a returning player posts both blinds and is all-in, another posts a dead small blind. */
const POSTS: FlopScript = {
  rules: { ...PRESETS.holdem, maxSeats: 6 },
  stakes: { smallBlind: 50, bigBlind: 100, smallBet: 100, bigBet: 200 },
  button: 6,
  posts: [
    { seat: 4, kind: 'small-and-big' },
    { seat: 6, kind: 'dead-small' },
  ],
  stacks: { 1: 5000, 2: 3000, 3: 4000, 4: 150, 5: 2500, 6: 6000 },
  hole: { 3: 'Ks Qh', 4: '5s 5d', 5: 'Kh Ah' },
  board: 'Kd 8s 5c 2h 9d',
  streets: ['3 raise, 5 call, 6 fold, 1 fold, 2 call', '2 check, 3 bet, 5 raise, 2 fold, 3 call', '3 check, 5 bet, 3 call', '3 check, 5 check'],
};
const POSTS_META: HistoryMeta = {
  handId: '3001',
  tableName: 'Lorelei IV',
  maxSeats: 6,
  money: USD_CENTS,
  mix: 'HORSE',
  startedAt: '2024-11-03T05:30:00Z',
  players: { 1: 'Ann', 2: 'Bo', 3: 'PC [Mittel]', 4: 'Dee', 5: 'Eve', 6: 'Fay' },
};
const POSTS_TEXT = `PokerStars Hand #3001:  HORSE (Hold'em Limit, $1/$2 USD) - 2024/11/03 6:30:00 CET [2024/11/03 1:30:00 ET]
Table 'Lorelei IV' 6-max Seat #6 is the button
Seat 1: Ann ($50 in chips)
Seat 2: Bo ($30 in chips)
Seat 3: PC [Mittel] ($40 in chips)
Seat 4: Dee ($1.50 in chips)
Seat 5: Eve ($25 in chips)
Seat 6: Fay ($60 in chips)
Ann: posts small blind $0.50
Bo: posts big blind $1
Dee: posts small & big blinds $1.50 and is all-in
Fay: posts small blind $0.50
*** HOLE CARDS ***
Dealt to PC [Mittel] [Ks Qh]
PC [Mittel]: raises $1 to $2
Eve: calls $2
Fay: folds
Ann: folds
Bo: calls $1
*** FLOP *** [Kd 8s 5c]
Bo: checks
PC [Mittel]: bets $1
Eve: raises $1 to $2
Bo: folds
PC [Mittel]: calls $1
*** TURN *** [Kd 8s 5c] [2h]
PC [Mittel]: checks
Eve: bets $2
PC [Mittel]: calls $2
*** RIVER *** [Kd 8s 5c 2h] [9d]
PC [Mittel]: checks
Eve: checks
*** SHOW DOWN ***
PC [Mittel]: shows [Ks Qh] (a pair of Kings)
Dee: shows [5s 5d] (three of a kind, Fives)
Eve: shows [Kh Ah] (a pair of Kings - Ace kicker)
Eve collected $9.50 from side pot
Dee collected $7 from main pot
*** SUMMARY ***
Total pot $16.50 Main pot $7. Side pot $9.50. | Rake $0
Board [Kd 8s 5c 2h 9d]
Seat 1: Ann (small blind) folded before Flop
Seat 2: Bo (big blind) folded on the Flop
Seat 3: PC [Mittel] showed [Ks Qh] and lost with a pair of Kings
Seat 4: Dee showed [5s 5d] and won ($7) with three of a kind, Fives
Seat 5: Eve showed [Kh Ah] and won ($9.50) with a pair of Kings
Seat 6: Fay (button) folded before Flop`;

/** Limit Omaha Hi/Lo in a tournament: a dead small blind (the dead button rule), no low, a kicker named. */
const DEAD_SMALL: FlopScript = {
  game: OMAHA8,
  rules: rulesFor('omaha8', {}, 'tournament'),
  stakes: { smallBlind: 15, bigBlind: 30, smallBet: 30, bigBet: 60 },
  button: 1,
  blinds: { small: null, big: 5 },
  stacks: { 1: 1500, 3: 1500, 5: 1500, 7: 1500 },
  hole: { 1: 'Ks 7c 4d 5d', 7: 'Ah Kh 2c 3d' },
  board: 'Kd 9h 9c Jh Qs',
  streets: ['7 call, 1 call, 3 fold, 5 check', '5 check, 7 bet, 1 call, 5 call', '5 check, 7 check, 1 check', '5 check, 7 check, 1 bet, 5 fold, 7 call'],
};
const DEAD_SMALL_META: HistoryMeta = {
  handId: '3002',
  tableName: '77 2',
  money: { kind: 'chips' },
  tournament: { id: '77', buyIn: 1000, fee: 100, currency: 'USD', symbol: '$', level: 3 },
  startedAt: '2024-07-01T18:05:09Z',
  players: { 1: 'Ann', 3: 'Bo', 5: 'Cy', 7: 'Di' },
};
const DEAD_SMALL_TEXT = `PokerStars Hand #3002: Tournament #77, $10+$1 USD Omaha Hi/Lo Limit - Level III (30/60) - 2024/07/01 14:05:09 ET
Table '77 2' 9-max Seat #1 is the button
Seat 1: Ann (1500 in chips)
Seat 3: Bo (1500 in chips)
Seat 5: Cy (1500 in chips)
Seat 7: Di (1500 in chips)
Cy: posts big blind 30
*** HOLE CARDS ***
Dealt to Di [Ah Kh 2c 3d]
Di: calls 30
Ann: calls 30
Bo: folds
Cy: checks
*** FLOP *** [Kd 9h 9c]
Cy: checks
Di: bets 30
Ann: calls 30
Cy: calls 30
*** TURN *** [Kd 9h 9c] [Jh]
Cy: checks
Di: checks
Ann: checks
*** RIVER *** [Kd 9h 9c Jh] [Qs]
Cy: checks
Di: checks
Ann: bets 60
Cy: folds
Di: calls 60
*** SHOW DOWN ***
Ann: shows [Ks 7c 4d 5d] (HI: two pair, Kings and Nines)
Di: shows [Ah Kh 2c 3d] (HI: two pair, Kings and Nines - Ace kicker)
Di collected 300 from pot
No low hand qualified
*** SUMMARY ***
Total pot 300 | Rake 0
Board [Kd 9h 9c Jh Qs]
Seat 1: Ann (button) showed [Ks 7c 4d 5d] and lost with HI: two pair, Kings and Nines
Seat 3: Bo folded before Flop (didn't bet)
Seat 5: Cy (big blind) folded on the River
Seat 7: Di showed [Ah Kh 2c 3d] and won (300) with HI: two pair, Kings and Nines`;

/** No Limit Hold'em with a 5% rake: two all-ins and a bigger one whose excess comes back, two pots, three pairs of Kings. */
const SIDE_POTS: FlopScript = {
  rules: { ...PRESETS['holdem-nl'], rake: { kind: 'percentage', percent: 5, cap: 300, fromStreet: 1 } },
  stakes: { smallBlind: 5, bigBlind: 10, smallBet: 10, bigBet: 20 },
  button: 8,
  stacks: { 2: 1000, 5: 400, 8: 2500 },
  hole: { 2: 'Ks Qh', 5: 'Kc Jc', 8: 'Kh Ah' },
  board: 'Kd 8s 5c 2h 9d',
  streets: ['8 raise 30, 2 call, 5 raise 400, 8 raise 2500, 2 call', '', '', ''],
};
const SIDE_POTS_META: HistoryMeta = {
  handId: '3003',
  tableName: 'Vega',
  money: USD_CENTS,
  startedAt: '2024-01-15T23:59:59Z',
  players: { 2: 'Ann', 5: 'Bo', 8: 'Cy' },
};
const SIDE_POTS_TEXT = `PokerStars Hand #3003:  Hold'em No Limit ($0.05/$0.10 USD) - 2024/01/15 18:59:59 ET
Table 'Vega' 9-max Seat #8 is the button
Seat 2: Ann ($10 in chips)
Seat 5: Bo ($4 in chips)
Seat 8: Cy ($25 in chips)
Ann: posts small blind $0.05
Bo: posts big blind $0.10
*** HOLE CARDS ***
Dealt to Ann [Ks Qh]
Cy: raises $0.20 to $0.30
Ann: calls $0.25
Bo: raises $3.70 to $4 and is all-in
Cy: raises $21 to $25 and is all-in
Ann: calls $9.70 and is all-in
Uncalled bet ($15) returned to Cy
*** FLOP *** [Kd 8s 5c]
*** TURN *** [Kd 8s 5c] [2h]
*** RIVER *** [Kd 8s 5c 2h] [9d]
*** SHOW DOWN ***
Ann: shows [Ks Qh] (a pair of Kings)
Bo: shows [Kc Jc] (a pair of Kings - lower kicker)
Cy: shows [Kh Ah] (a pair of Kings - Ace kicker)
Cy collected $11.40 from side pot
Cy collected $11.40 from main pot
*** SUMMARY ***
Total pot $24 Main pot $11.40. Side pot $11.40. | Rake $1.20
Board [Kd 8s 5c 2h 9d]
Seat 2: Ann (small blind) showed [Ks Qh] and lost with a pair of Kings
Seat 5: Bo (big blind) showed [Kc Jc] and lost with a pair of Kings
Seat 8: Cy (button) showed [Kh Ah] and won ($22.80) with a pair of Kings`;

const scripted: [string, FlopScript, HistoryMeta, number, string, { localTime?: StarsLocalTime }][] = [
  [
    "posts (both blinds all-in, a dead small blind), HORSE, a local time: PC [Mittel]'s copy",
    POSTS,
    POSTS_META,
    3,
    POSTS_TEXT,
    { localTime: { timeZone: 'Europe/Berlin', label: 'CET' } },
  ],
  ["a dead small blind, no qualifying low, a kicker named: Di's copy", DEAD_SMALL, DEAD_SMALL_META, 7, DEAD_SMALL_TEXT, {}],
  ["No Limit side pots with rake, an uncalled all-in, a lower and a better kicker: Ann's copy", SIDE_POTS, SIDE_POTS_META, 2, SIDE_POTS_TEXT, {}],
];

describe.each(scripted)('golden text, %s', (_name, script, meta, viewer, text, options) => {
  const h = historyOf(script, meta);
  const ours = exportStars(censorFor(h, viewer), options);

  it('is the text kept here, line for line', () => {
    expect(ours.split('\n')).toEqual(text.split('\n'));
  });

  it("reads line for line in the grammar and keeps the pot's arithmetic", () => {
    expect(starsLineProblems(ours)).toEqual([]);
    expect(starsTextProblems(ours)).toEqual([]);
  });

  it('parses and replays to the same outcome and the same text', () => {
    const parsed = parseStarsHand(ours);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const report = replayStars(parsed.value, { rules: script.rules });
    expect(report.disagreements).toEqual([]);
    expect(report.history?.outcome).toEqual(h.outcome);
    expect(exportStars(report.history as HandHistory, options)).toBe(ours);
  });
});
