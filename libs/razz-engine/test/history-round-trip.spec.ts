import { PRESETS, RAZZ, RuleSet, seededRng, Stakes, STUD, STUD8, StudVariant } from '../src';
import { randomHistory } from './helpers/random-history';
import { leakedCards, roundTripFailures, textInvariantProblems } from './helpers/round-trip-checks';

/**
 * Hands played through the engine → PokerStars text → parsed → replayed through the engine: the
 * same results, and the replayed history exports to the very same text. Every copy is tried: the
 * uncensored one (staff; without a hero and with one), each player's, and the public one. Checked on every text as well:
 * antes + bets − uncalled = total pot, collected + rake = total pot, one summary line per seat
 * dealt in, and no down card of another seat unless that seat showed it. Most hands carry a fair
 * shuffle and a hash chain link (helpers/random-history.ts): their lines are read back into the
 * same fields and written again the same. Split pots are rare in
 * random Razz hands; scripted ones round-trip in history-export.spec.ts.
 */
const rake: RuleSet['rake'] = { kind: 'percentage', percent: 5, cap: 30, fromStreet: 1 };
/** Rakes above half the pot, with no ante: winners of nothing, which the text must not write as `collected $0` (PokerStars never does). */
const greedy = (percent: number): RuleSet['rake'] => ({ kind: 'percentage', percent, cap: 10_000, fromStreet: 0 });
const NO_ANTE: Stakes = { ante: 0, bringIn: 2, smallBet: 5, bigBet: 10 };
const cases: [string, StudVariant, RuleSet, number, boolean, Stakes?][] = [
  ['razz, 8 players (community card on 7th)', RAZZ, PRESETS.razz, 8, false],
  ['razz, heads-up', RAZZ, PRESETS.razz, 2, false],
  ['razz-nl, 6 players', RAZZ, PRESETS['razz-nl'], 6, false],
  ['razz-pl, 5 players, tournament', RAZZ, { ...PRESETS['razz-pl'], capWhenHeadsUp: 'kept' }, 5, true],
  ['london-lowball, 7 players', RAZZ, PRESETS['london-lowball'], 7, false],
  ['deuce-to-seven-razz, 4 players', RAZZ, PRESETS['deuce-to-seven-razz'], 4, false],
  ['razz, 8 players, 5% rake', RAZZ, { ...PRESETS.razz, rake }, 8, false],
  ['razz, 8 players, tournament', RAZZ, { ...PRESETS.razz, capWhenHeadsUp: 'kept' }, 8, true],
  ['razz, 9 players (burn cards become the stub)', RAZZ, { ...PRESETS.razz, maxSeats: 9 }, 9, false],
  ['7 card stud, 6 players (open pairs)', STUD, PRESETS.stud, 6, false],
  ['7 card stud hi/lo, 8 players', STUD8, PRESETS.stud8, 8, false],
  ['razz, heads-up, no ante, 60% rake', RAZZ, { ...PRESETS.razz, rake: greedy(60) }, 2, false, NO_ANTE],
  ['7 card stud hi/lo, 4 players, no ante, 100% rake', STUD8, { ...PRESETS.stud8, rake: greedy(100) }, 4, false, NO_ANTE],
];
const HANDS_PER_CASE = 250;

describe.each(cases)('round trip: %s', (_name, game, rules, players, tournament, stakes) => {
  const rng = seededRng(`history/${_name}`);
  const hands = Array.from({ length: HANDS_PER_CASE }, (_, k) =>
    randomHistory(rng, 1_000_000 + k, { game, rules, players, tournament, ...(stakes ? { stakes } : {}) }),
  );

  it('every copy exports, parses and replays to the same results and the same text', () => {
    expect(roundTripFailures(hands, rules).slice(0, 5)).toEqual([]);
  });

  it('every exported text keeps the pot, collected and summary invariants, and writes no amount of nothing', () => {
    expect(textInvariantProblems(hands).slice(0, 5)).toEqual([]);
  });

  it("no player's (or the public) text shows a down card of another seat that did not show", () => {
    expect(leakedCards(hands).slice(0, 5)).toEqual([]);
  });

  it('covers what it claims (showdowns, folds, side pots, community cards, rake, fair shuffle and hash chain lines)', () => {
    expect(hands.filter((h) => h.fairness && h.chain).length).toBeGreaterThan(HANDS_PER_CASE / 2);
    expect(hands.filter((h) => !h.fairness && !h.chain).length).toBeGreaterThan(10);
    expect(hands.some((h) => h.chain?.previous === null)).toBe(true);
    expect(hands.some((h) => h.fairness?.clientSeed.endsWith(' '))).toBe(true);
    const showdowns = hands.filter((h) => h.outcome.endedBy === 'showdown').length;
    expect(showdowns).toBeGreaterThan(10);
    expect(hands.length - showdowns).toBeGreaterThan(10);
    if (players >= 3) expect(hands.some((h) => h.outcome.pots.length > 1)).toBe(true);
    if (players >= 4) expect(hands.some((h) => h.outcome.pots.length > 2)).toBe(true);
    if (players === 8 && !tournament) expect(hands.some((h) => h.events.some((e) => e.type === 'community'))).toBe(true);
    if (rules.rake.kind === 'percentage') expect(hands.some((h) => h.outcome.rake > 0)).toBe(true);
    if (stakes?.ante === 0) expect(hands.some((h) => h.outcome.totalPot === 0)).toBe(true);
    if (rules.rake.kind === 'percentage' && rules.rake.percent === 100)
      expect(hands.some((h) => h.outcome.totalPot > 0 && h.outcome.rake === h.outcome.totalPot)).toBe(true);
  });
});
