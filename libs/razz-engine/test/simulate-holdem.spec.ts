import { gameForPreset, PresetName, PRESETS, RuleSet, simulate } from '../src';
import { seededRng } from '../src/rng/seeded-rng';

/**
 * 100,000 random Hold'em hands (limit, no limit, pot limit; two to ten players) with random legal
 * actions, random dead small blinds and missed-blind posts; after every hand: chips conserved, no
 * card twice, the hand finished, and its event log replays to the same state.
 */
describe("simulate: 100,000 random Hold'em hands with zero invariant failures", () => {
  const cases: [PresetName, number, number][] = [
    ['holdem', 10, 20_000],
    ['holdem', 6, 15_000],
    ['holdem', 3, 10_000],
    ['holdem', 2, 15_000],
    ['holdem-nl', 9, 15_000],
    ['holdem-nl', 2, 5_000],
    ['holdem-pl', 6, 20_000],
  ];

  it('adds up to at least 100,000 hands', () => {
    expect(cases.reduce((sum, c) => sum + c[2], 0)).toBeGreaterThanOrEqual(100_000);
  });

  it.each(cases)('%s, %i players, %i hands', (preset, players, hands) => {
    const { game, rules } = gameForPreset(preset);
    const report = simulate({ hands, players, rng: seededRng(`${preset}/${players}`), rules: { ...rules, maxSeats: 10 }, game: game.variant });
    expect(report.failures.map((f) => f.problems)).toEqual([]);
    expect(report.hands).toBe(hands);
    expect(report.showdowns).toBeGreaterThan(0);
  });

  it('with an ante and rake taken from the flop ("no flop, no drop"): the rake checks too', () => {
    const { game } = gameForPreset('holdem');
    const rake: RuleSet['rake'] = { kind: 'percentage', percent: 10, cap: 8, fromStreet: 1 };
    const stakes = { smallBlind: 2, bigBlind: 4, smallBet: 4, bigBet: 8, ante: 1 };
    const report = simulate({ hands: 5_000, players: 8, rng: seededRng('holdem/rake'), rules: { ...PRESETS.holdem, rake }, stakes, game: game.variant });
    expect(report.failures.map((f) => f.problems)).toEqual([]);
  });
});
