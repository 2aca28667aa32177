import type { PresetName, RuleSet } from '../src';
import { simulatePreset } from './helpers/simulation';

/**
 * 100,000 random Omaha Hi-Lo hands (limit and pot limit) and 20,000 of Pot-Limit Omaha, with
 * random legal actions, dead small blinds and missed-blind posts; after every hand: chips
 * conserved (split and quartered pots included), no card twice, the hand finished, and its event
 * log replays to the same state.
 */
describe('simulate: 100,000 random Omaha Hi-Lo hands and 20,000 of Omaha with zero invariant failures', () => {
  const cases: [PresetName, number, number][] = [
    ['omaha8', 10, 20_000],
    ['omaha8', 8, 20_000],
    ['omaha8', 4, 15_000],
    ['omaha8', 2, 15_000],
    ['omaha8-pl', 6, 30_000],
    ['omaha-pl', 9, 10_000],
    ['omaha-pl', 3, 10_000],
  ];

  it('adds up to at least 100,000 Omaha Hi-Lo hands', () => {
    expect(cases.filter((c) => c[0] !== 'omaha-pl').reduce((sum, c) => sum + c[2], 0)).toBeGreaterThanOrEqual(100_000);
  });

  it.each(cases)('%s, %i players, %i hands', (preset, players, hands) => {
    const report = simulatePreset(preset, players, hands, { rules: { maxSeats: 10 } });
    expect(report.failures.map((f) => f.problems)).toEqual([]);
    expect(report.hands).toBe(hands);
    expect(report.showdowns).toBeGreaterThan(0);
  });

  it('with odd chips by suit and rake: the rake checks too', () => {
    const rake: RuleSet['rake'] = { kind: 'percentage', percent: 5, cap: 30, fromStreet: 0 };
    const report = simulatePreset('omaha8', 6, 5_000, { rules: { oddChip: 'high-card-by-suit', rake }, seed: 'omaha8/rake' });
    expect(report.failures.map((f) => f.problems)).toEqual([]);
  });
});
