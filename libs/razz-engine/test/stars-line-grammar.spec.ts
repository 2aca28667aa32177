import { readFileSync } from 'fs';
import { join } from 'path';
import {
  censorFor,
  exportStars,
  gameForPreset,
  HandHistory,
  PresetName,
  PRESETS,
  RAZZ,
  RuleSet,
  rulesFor,
  seededRng,
  Stakes,
  STUD,
  STUD8,
  StudVariant,
} from '../src';
import { randomHistory } from './helpers/random-history';
import { starsLineProblems } from './helpers/stars-line-grammar';
import { zeroAmountLines } from './helpers/stars-text-checks';

/**
 * Every player's and the public copy of random Razz, Stud and Stud8 hands, and of random Hold'em
 * and Omaha hands, is read line for line by the grammar of real PokerStars hands
 * (test/helpers/stars-line-grammar.ts): no line a tracker's PokerStars parser does not know. The
 * grammar itself is held to the real files (it accepts every line of their stud-family and
 * flop-game hands) and shown to refuse what it must.
 */
const dir = join(__dirname, '../../../../shared/reference/hand-histories');
const STUD_FAMILY_FILES = [
  'stars_razz_cash_0.04-0.08_200911.txt',
  'stars_razz_mtt_200+15_201009.txt',
  'stars_7stud_cash_missing_showdown_card_200907.txt',
  'stars_7stud_cash_sidepot_201104.txt',
  'stars_8game_studhl_cash_201701.txt',
  'stars_8game_mixed_tournament_201306.txt',
];

function realStudHands(): { file: string; text: string }[] {
  return STUD_FAMILY_FILES.flatMap((file) =>
    readFileSync(join(dir, file), 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n(?:\s*\r?\n)+/)
      .map((text) => text.trim())
      .filter((text) => text.startsWith('PokerStars') && /(?:Razz|7 Card Stud)/.test(text.split('\n')[0] as string))
      .map((text) => ({ file, text })),
  );
}

/** Odd screen names: spaces, brackets, colons, unicode, words of the format. */
const ODD_NAMES = ['Zoë Ünal', 'PC [Mittel]', 'x: y', '李小龙', 'Seat 3', 'a  b', "O'Neil (FR)", 'Dealt', 'mucks hand'];
/** A usual rake, and rakes above half the pot, which can leave a winner nothing (and the text must not say `collected $0`). */
const RAKES: RuleSet['rake'][] = [5, 60, 100].map((percent) => ({ kind: 'percentage', percent, cap: 30 * percent, fromStreet: percent > 50 ? 0 : 1 }));
/** Some hands have no ante: when everyone folds to the bring-in, it comes back and the pot is empty. */
const NO_ANTE: Stakes = { ante: 0, bringIn: 2, smallBet: 5, bigBet: 10 };
const GAMES: [string, StudVariant, RuleSet][] = [
  ['razz', RAZZ, PRESETS.razz],
  ['stud', STUD, PRESETS.stud],
  ['stud8', STUD8, PRESETS.stud8],
];
const HANDS_PER_SIZE = 14;

function randomHands(): HandHistory[] {
  const rng = seededRng('stars-line-grammar');
  let id = 3_000_000;
  return GAMES.flatMap(([, game, rules]) =>
    [2, 3, 4, 5, 6, 7, 8].flatMap((players) =>
      Array.from({ length: HANDS_PER_SIZE }, (_, k) => {
        const tournament = k % 4 === 3;
        const ruleSet: RuleSet = tournament ? { ...rules, capWhenHeadsUp: 'kept' } : { ...rules, rake: RAKES[k % RAKES.length] as RuleSet['rake'] };
        const stakes = k % 5 === 4 ? { stakes: NO_ANTE } : {};
        return randomHistory(rng, id++, { game, rules: ruleSet, players, tournament, names: ODD_NAMES, ...stakes });
      }),
    ),
  );
}

/** A seat that won or tied without folding and collected 0 chips: what the export must not write as `collected $0`. */
function awardsNothing(h: HandHistory): boolean {
  const won = (seat: number): number => h.outcome.collected.filter((c) => c.seat === seat).reduce((sum, c) => sum + c.amount, 0);
  const zero = h.events.some((e) => e.type === 'pot-awarded' && e.winners.some((w) => w.amount === 0));
  const folded = new Set(h.events.flatMap((e) => (e.type === 'action' && e.action === 'fold' ? [e.seat] : [])));
  return zero || (h.outcome.endedBy === 'fold' && h.seats.some((s) => !folded.has(s.seat) && won(s.seat) === 0));
}

/** Every player's copy and the public copy: what players and cashiers download. */
function censoredCopies(h: HandHistory): { viewer: string; text: string }[] {
  return [...h.seats.map((s) => s.seat), null].map((seat) => ({ viewer: String(seat ?? 'public'), text: exportStars(censorFor(h, seat)) }));
}

describe('the line grammar of PokerStars stud hands', () => {
  const real = realStudHands();

  it('accepts every line of the real Razz, Stud and Stud Hi/Lo hands (chat and table traffic allowed)', () => {
    expect(real.length).toBeGreaterThan(30);
    const problems = real.flatMap((h) => starsLineProblems(h.text, { traffic: true }).map((p) => `${h.file} ${h.text.slice(0, 40)}: ${p.text} (${p.reason})`));
    expect(problems).toEqual([]);
  });

  it('refuses a bare "Seat N: name mucked", several heroes, an unknown name and a 7th STREET header', () => {
    const hand = real.find((h) => h.text.includes('Seat 7: Tumim mucked [5c 6c 2d 3h Ac 4d 8d]'))?.text as string;
    expect(starsLineProblems(hand)).toEqual([]);
    const edited = (from: string, to: string): string[] => starsLineProblems(hand.replace(from, to)).map((p) => p.text);
    expect(edited('Seat 7: Tumim mucked [5c 6c 2d 3h Ac 4d 8d]', 'Seat 7: Tumim mucked')).toEqual(['Seat 7: Tumim mucked']);
    const twoHeroes = starsLineProblems(hand.replace('Dealt to roditopgrdk [9h]\n', 'Dealt to roditopgrdk [Ad 2d 9h]\n'));
    expect(twoHeroes.map((p) => p.reason)).toContain('several heroes (roditopgrdk, steffen780): trackers read one "Dealt to" seat with its hole cards');
    expect(edited('Tumim: brings in', 'Tumi: brings in')).toEqual(['Tumi: brings in for $0.02']);
    expect(edited('*** RIVER ***', '*** 7th STREET ***')).toEqual(['*** 7th STREET ***']);
    expect(edited('Seat 7: Tumim mucked', 'Seat 6: Tumim mucked')).toHaveLength(1);
  });

  it('refuses an amount of nothing collected or won: PokerStars writes no line for it', () => {
    const hand = real.find((h) => h.text.includes('ranchim collected $0.42 from main pot'))?.text as string;
    const edited = (from: string, to: string): string[] => starsLineProblems(hand.replace(from, to)).map((p) => p.text);
    expect(edited('ranchim collected $0.42 from main pot', 'ranchim collected $0 from main pot')).toEqual(['ranchim collected $0 from main pot']);
    expect(edited('and won ($1.03)', 'and won ($0)')).toHaveLength(1);
    expect(edited('Seat 1: roditopgrdk folded on the 4th Street', 'Seat 1: roditopgrdk collected ($0)')).toEqual(['Seat 1: roditopgrdk collected ($0)']);
    expect(edited('ranchim collected $0.42 from main pot', 'ranchim collected $0.02 from main pot')).toEqual([]);
    const mtt = real.find((h) => / Tournament #/.test(h.text) && / collected \d+ from pot/.test(h.text))?.text as string;
    expect(starsLineProblems(mtt.replace(/ collected \d+ from pot/, ' collected 0 from pot'))).toHaveLength(1);
  });

  it("accepts this project's Fair shuffle and Hash chain lines right after the table line, and only there, once each, in that order", () => {
    const hand = real.find((h) => h.text.includes('Seat 7: Tumim mucked'))?.text as string;
    const [header, table, ...rest] = hand.split('\n');
    const fair = `Fair shuffle: commitment ${'ab'.repeat(32)}, epoch 0b9f3c2e-7d41-4c1e-9a55-2f0d8e6b1c3a, nonce 1042, client seeds "1=a, b;3=;6=lucky 7 "`;
    const chain = `Hash chain: previous none, hash ${'cd'.repeat(32)}`;
    const withLines = (...lines: string[]): string => [header, table, ...lines, ...rest].join('\n');
    const refused = (...lines: string[]): string[] => starsLineProblems(withLines(...lines)).map((p) => p.text);
    expect(refused(fair, chain)).toEqual([]);
    expect(refused(fair)).toEqual([]);
    expect(refused(chain.replace('none', 'ef'.repeat(32)))).toEqual([]);
    expect(refused(fair.replace('client seeds "1=a, b;3=;6=lucky 7 "', 'client seeds ""'))).toEqual([]);
    expect(refused(chain, fair)).toEqual([fair]);
    expect(refused(fair, fair)).toEqual([fair]);
    expect(refused(fair.replace('ab'.repeat(32), 'AB'.repeat(32)))).toHaveLength(1);
    expect(refused(fair.replace(/"$/, ''))).toHaveLength(1);
    expect(refused(fair.replace('client seeds "', 'client seeds "é'))).toHaveLength(1);
    expect(refused(chain.replace('none', 'ab'))).toHaveLength(1);
    expect(starsLineProblems(hand.replace('*** 3rd STREET ***', `*** 3rd STREET ***\n${chain}`)).map((p) => p.text)).toEqual([chain]);
  });
});

describe('every player and public copy of random Razz, Stud and Stud8 hands reads line for line', () => {
  const hands = randomHands();

  it('has no line outside the grammar', () => {
    const problems = hands.flatMap((h) =>
      censoredCopies(h).flatMap((c) => starsLineProblems(c.text).map((p) => `#${h.handId}/${c.viewer} line ${p.line}: ${p.text} (${p.reason})`)),
    );
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('the staff copy too: one hero at most (none, or the seat asked for), every line in the grammar', () => {
    const problems = hands.flatMap((h) =>
      [null, ...h.seats.map((s) => s.seat)].flatMap((hero) =>
        starsLineProblems(exportStars(h, { hero })).map((p) => `#${h.handId}/staff hero ${hero}: line ${p.line}: ${p.text} (${p.reason})`),
      ),
    );
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('no copy writes an amount of nothing (`collected $0`, `won ($0)`, `collected (0)`), whatever the rake', () => {
    const zeros = hands.flatMap((h) =>
      [exportStars(h), ...censoredCopies(h).map((c) => c.text)].flatMap((text) => zeroAmountLines(text).map((l) => `#${h.handId}: ${l}`)),
    );
    expect(zeros.slice(0, 10)).toEqual([]);
  });

  it('covers what it claims: 2–8 players, showdowns with unseen mucks, side pots, community cards, rake, tournaments, awards of nothing', () => {
    expect(new Set(hands.map((h) => h.seats.length))).toEqual(new Set([2, 3, 4, 5, 6, 7, 8]));
    expect(new Set(hands.map((h) => h.game.id))).toEqual(new Set(['razz', 'stud', 'stud8']));
    expect(hands.filter((h) => h.events.some((e) => e.type === 'muck')).length).toBeGreaterThan(20);
    expect(hands.filter((h) => h.outcome.pots.length > 2).length).toBeGreaterThan(5);
    expect(hands.some((h) => h.events.some((e) => e.type === 'community'))).toBe(true);
    expect(hands.some((h) => h.outcome.rake > 0)).toBe(true);
    expect(hands.some((h) => h.tournament !== null)).toBe(true);
    expect(hands.filter((h) => h.outcome.rake > 0 && h.outcome.rake * 2 > h.outcome.totalPot).length).toBeGreaterThan(5);
    expect(hands.filter(awardsNothing).length).toBeGreaterThan(3);
    expect(hands.filter((h) => h.fairness && h.chain).length).toBeGreaterThan(hands.length / 2);
  });
});

const FLOP_FILES = [
  'stars_lhe_cash_200508.txt',
  'stars_lhe_mtt_201007.txt',
  'stars_plo8_cash_200911.txt',
  'stars_plo8_stt_quartered_200505.txt',
  'stars_8game_mixed_tournament_201306.txt',
];

function realFlopHands(): { file: string; text: string }[] {
  return FLOP_FILES.flatMap((file) =>
    readFileSync(join(dir, file), 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n(?:\s*\r?\n)+/)
      .map((text) => text.trim().replace(/\r/g, ''))
      .filter((text) => text.startsWith('PokerStars') && /(?:Hold'em|Omaha)/.test(text.split('\n')[0] as string))
      .map((text) => ({ file, text })),
  );
}

const FLOP_PRESETS: PresetName[] = ['holdem', 'holdem-nl', 'holdem-pl', 'omaha8', 'omaha8-pl', 'omaha-pl'];

/** Three random hands per flop preset and table size (2–10), a quarter of them tournaments, rake of 5% and 60% in cash. */
function randomFlopHands(): HandHistory[] {
  const rng = seededRng('stars-line-grammar/flop');
  let id = 6_000_000;
  return FLOP_PRESETS.flatMap((preset) =>
    [2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((players) =>
      Array.from({ length: 3 }, (_, k) => {
        const tournament = (players + k) % 4 === 3;
        const { game, rules } = gameForPreset(preset);
        const cash: Partial<RuleSet> = { rake: RAKES[(players + k) % 2] as RuleSet['rake'] };
        const ruleSet = rulesFor(preset, { maxSeats: 10, ...(tournament ? {} : cash) }, tournament ? 'tournament' : 'cash');
        return randomHistory(rng, id++, { game: game.variant, rules: { ...rules, ...ruleSet }, players, tournament, names: [...ODD_NAMES, 'posts'] });
      }),
    ),
  );
}

describe("the line grammar of PokerStars flop-game hands (Hold'em, Omaha, Omaha Hi/Lo)", () => {
  const real = realFlopHands();

  it("accepts every line of the real Hold'em and Omaha hands (chat and table traffic allowed)", () => {
    expect(real.length).toBe(1 + 40 + 15 + 1 + 66);
    const problems = real.flatMap((h) => starsLineProblems(h.text, { traffic: true }).map((p) => `${h.file} ${h.text.slice(0, 40)}: ${p.text} (${p.reason})`));
    expect(problems).toEqual([]);
  });

  it('refuses a street line fpdb would drop, an unknown tag, a button tagged on another seat, a stud line, a second hero', () => {
    const hand = real.find((h) => h.text.includes('Seat 3: Player1 (big blind) mucked [Jc Js]'))?.text as string;
    expect(starsLineProblems(hand)).toEqual([]);
    const edited = (from: string, to: string): string[] => starsLineProblems(hand.replace(from, to)).map((p) => `${p.text} (${p.reason})`);
    expect(edited('*** TURN *** [4c Ts As] [Td]', '*** TURN *** [Td]')).toEqual(['*** TURN *** [Td] (not a line PokerStars writes in a flop-game hand)']);
    expect(edited('Seat 1: Player3 (button) folded', 'Seat 1: Player3 (dealer) folded')).toHaveLength(1);
    expect(edited('Seat 4: Player5 folded', 'Seat 4: Player5 (button) folded')).toEqual([
      "Seat 4: Player5 (button) folded before Flop (didn't bet) (seat 4 is tagged (button), the table line says seat 1)",
    ]);
    expect(edited('Player13: posts small blind 10', 'Player13: brings in for 10')).toHaveLength(1);
    expect(edited('Dealt to Player9 [7d 5c]', 'Dealt to Player9 [7d 5c 4d]')).toHaveLength(1);
    const twoHeroes = starsLineProblems(hand.replace('Dealt to Player9 [7d 5c]', 'Dealt to Player9 [7d 5c]\nDealt to Player3 [2c 3c]'));
    expect(twoHeroes.map((p) => p.reason)).toEqual(['several heroes (Player9, Player3): trackers read one "Dealt to" seat with its hole cards']);
    expect(edited('Seat 9: Player6 showed [Qd Qc] and won (1200)', 'Seat 9: Player6 showed [Qd Qc] and won (0)')).toHaveLength(1);
  });
});

describe('every player and public copy of random flop-game hands reads line for line', () => {
  const hands = randomFlopHands();

  it('has no line outside the grammar, whoever the viewer (the staff copy with every possible hero too)', () => {
    const copies = (h: HandHistory): { viewer: string; text: string }[] => [
      ...censoredCopies(h),
      ...[null, ...h.seats.map((s) => s.seat)].map((hero) => ({ viewer: `staff/${hero}`, text: exportStars(h, { hero }) })),
    ];
    const problems = hands.flatMap((h) =>
      copies(h).flatMap((c) => starsLineProblems(c.text).map((p) => `#${h.handId}/${c.viewer} line ${p.line}: ${p.text} (${p.reason})`)),
    );
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('covers 2–10 players, every flop game and structure, showdowns, dead small blinds and posts', () => {
    expect(new Set(hands.map((h) => h.seats.length))).toEqual(new Set([2, 3, 4, 5, 6, 7, 8, 9, 10]));
    expect(new Set(hands.map((h) => `${h.game.id} ${h.rules.bettingStructure}`)).size).toBe(6);
    expect(hands.filter((h) => h.events.some((e) => e.type === 'muck')).length).toBeGreaterThan(20);
    const plans = hands.flatMap((h) => (h.events[0]?.type === 'hand-started' && h.events[0].blinds ? [h.events[0].blinds] : []));
    expect(plans.some((p) => p.small === null)).toBe(true);
    expect(plans.some((p) => p.posts.length > 0)).toBe(true);
  });
});
