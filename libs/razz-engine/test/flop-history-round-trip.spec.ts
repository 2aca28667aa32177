import { BlindStakes, exportStars, gameForPreset, HandHistory, PresetName, RuleSet, rulesFor, seededRng } from '../src';
import { randomHistory } from './helpers/random-history';
import { leakedCards, roundTripFailures, textInvariantProblems } from './helpers/round-trip-checks';

/**
 * Random flop-game hands (all six flop presets, 2 to 10 players, random buttons, dead small blinds
 * and other seats' posts, short stacks for all-ins and side pots) played through the engine →
 * PokerStars text → parsed → replayed through the engine: the same results, and the replayed
 * history exports to the very same text. Every copy is tried: the uncensored one (staff; without a
 * hero and with one), each player's, and the public one. Checked on every text as well: antes +
 * blinds + bets − uncalled = total pot, collected + rake = total pot, one summary line per seat
 * dealt in (but hands mucked unseen), no amount of nothing, and no hole card of another seat unless
 * that seat showed it. Most hands carry a fair shuffle and a hash chain link, read back into the
 * same fields and written again the same.
 */
const rake = (percent: number, fromStreet: number): RuleSet['rake'] => ({ kind: 'percentage', percent, cap: 30 * percent, fromStreet });
/** Limit $0.05/$0.10 (fpdb's table: blinds $0.02/$0.05) with an ante of a cent. */
const WITH_ANTE: BlindStakes = { smallBlind: 2, bigBlind: 5, smallBet: 5, bigBet: 10, ante: 1 };

interface Case {
  preset: PresetName;
  /** Players per hand; 'any' cycles through 2 to 10. */
  players: number | 'any';
  tournament: boolean;
  rules?: Partial<RuleSet>;
  stakes?: BlindStakes;
}

const cases: [string, Case][] = [
  ["Limit Hold'em, 2–10 players, 5% rake", { preset: 'holdem', players: 'any', tournament: false, rules: { rake: rake(5, 1) } }],
  ["Limit Hold'em, heads-up, tournament", { preset: 'holdem', players: 2, tournament: true }],
  ["Limit Hold'em, 7 players, antes", { preset: 'holdem', players: 7, tournament: false, stakes: WITH_ANTE }],
  ["No Limit Hold'em, 2–10 players", { preset: 'holdem-nl', players: 'any', tournament: false }],
  ["Pot Limit Hold'em, 10 players, tournament", { preset: 'holdem-pl', players: 10, tournament: true }],
  ['Limit Omaha Hi/Lo, 2–10 players, 5% rake', { preset: 'omaha8', players: 'any', tournament: false, rules: { rake: rake(5, 1) } }],
  ['Limit Omaha Hi/Lo, 4 players, tournament, antes', { preset: 'omaha8', players: 4, tournament: true, stakes: WITH_ANTE }],
  ['Pot Limit Omaha Hi/Lo, 2–10 players', { preset: 'omaha8-pl', players: 'any', tournament: false }],
  ['Pot Limit Omaha, 2–10 players, 60% rake from the first street', { preset: 'omaha-pl', players: 'any', tournament: false, rules: { rake: rake(60, 0) } }],
];
const HANDS_PER_CASE = 150;

function handsOf(name: string, c: Case): { rules: RuleSet; hands: HandHistory[] } {
  const { game, rules: preset } = gameForPreset(c.preset);
  const rules = rulesFor(c.preset, { maxSeats: 10, ...c.rules }, c.tournament ? 'tournament' : 'cash');
  const rng = seededRng(`flop-history/${name}`);
  const hands = Array.from({ length: HANDS_PER_CASE }, (_, k) => {
    const players = c.players === 'any' ? 2 + (k % 9) : c.players;
    return randomHistory(rng, 4_000_000 + k, {
      game: game.variant,
      rules: { ...preset, ...rules },
      players,
      tournament: c.tournament,
      ...(c.stakes ? { stakes: c.stakes } : {}),
    });
  });
  return { rules, hands };
}

describe.each(cases)('flop round trip: %s', (name, c) => {
  const { rules, hands } = handsOf(name, c);

  it('every copy exports, parses and replays to the same results and the same text', () => {
    expect(roundTripFailures(hands, rules).slice(0, 5)).toEqual([]);
  });

  it('every exported text keeps the pot, collected and summary invariants, and writes no amount of nothing', () => {
    expect(textInvariantProblems(hands).slice(0, 5)).toEqual([]);
  });

  it("no player's (or the public) text shows a hole card of another seat that did not show", () => {
    expect(leakedCards(hands).slice(0, 5)).toEqual([]);
  });

  it('covers what it claims (showdowns, folds, side pots, dead small blinds, posts, unseen mucks, rake, fair shuffle and hash chain lines)', () => {
    expect(hands.filter((h) => h.fairness && h.chain).length).toBeGreaterThan(HANDS_PER_CASE / 2);
    expect(hands.some((h) => !h.fairness && !h.chain)).toBe(true);
    const started = hands.map((h) => h.events[0]).flatMap((e) => (e?.type === 'hand-started' && e.blinds ? [e.blinds] : []));
    const showdowns = hands.filter((h) => h.outcome.endedBy === 'showdown').length;
    expect(showdowns).toBeGreaterThan(10);
    // Ten random players rarely all fold to one: a few hands are enough there.
    expect(hands.length - showdowns).toBeGreaterThan(c.players === 10 ? 0 : 10);
    if (c.players !== 2) {
      expect(hands.some((h) => h.outcome.pots.length > 1)).toBe(true);
      expect(started.some((b) => b.small === null)).toBe(true);
      expect(new Set(started.flatMap((b) => b.posts.map((p) => p.kind)))).toEqual(new Set(['big', 'small-and-big', 'dead-small']));
    }
    if (c.players === 'any') expect(new Set(hands.map((h) => h.seats.length))).toEqual(new Set([2, 3, 4, 5, 6, 7, 8, 9, 10]));
    expect(hands.some((h) => h.events.some((e) => e.type === 'muck'))).toBe(true);
    if (rules.rake.kind === 'percentage') expect(hands.some((h) => h.outcome.rake > 0)).toBe(true);
    if (c.stakes?.ante) expect(hands.some((h) => h.events.some((e) => e.type === 'ante'))).toBe(true);
  });
});

describe('what the flop round trips cover across the cases', () => {
  const all = cases.flatMap(([name, c]) => handsOf(name, c).hands);
  const texts = all.map((h) => exportStars(h));

  it('hi/lo pots split between two hands, No low hand qualified, kickers named, uncalled bets, capped betting, both blinds posted', () => {
    // Hi/lo pots as awarded (the outcome keeps each winner's total, the events each half).
    const awards = all.flatMap((h) => h.events.flatMap((e) => (e.type === 'pot-awarded' && e.halves?.length === 2 ? [e.halves] : [])));
    expect(awards.some(([high, low]) => high?.winners[0]?.seat !== low?.winners[0]?.seat)).toBe(true);
    expect(texts.some((t) => t.includes('\nNo low hand qualified\n'))).toBe(true);
    expect(texts.some((t) => / kicker(?:; LO: [^)]*)?\)$/m.test(t))).toBe(true);
    expect(texts.some((t) => t.includes('\nUncalled bet ('))).toBe(true);
    expect(texts.some((t) => t.includes('\nBetting is capped\n'))).toBe(true);
    expect(texts.some((t) => t.includes(': posts small & big blinds '))).toBe(true);
  });
});
