import type { PresetName, RuleSet } from '../src';
import { simulatePreset } from './helpers/simulation';

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
    const report = simulatePreset(preset, players, hands, { rules: { maxSeats: 10 } });
    expect(report.failures.map((f) => f.problems)).toEqual([]);
    expect(report.hands).toBe(hands);
    expect(report.showdowns).toBeGreaterThan(0);
  });

  it('with an ante and rake taken from the flop ("no flop, no drop"): the rake checks too', () => {
    const rake: RuleSet['rake'] = { kind: 'percentage', percent: 10, cap: 8, fromStreet: 1 };
    const stakes = { smallBlind: 2, bigBlind: 4, smallBet: 4, bigBet: 8, ante: 1 };
    const report = simulatePreset('holdem', 8, 5_000, { rules: { rake }, stakes, seed: 'holdem/rake' });
    expect(report.failures.map((f) => f.problems)).toEqual([]);
  });
});
