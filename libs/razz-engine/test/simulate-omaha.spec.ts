import { gameForPreset, PresetName, PRESETS, RuleSet, simulate } from '../src';
import { seededRng } from '../src/rng/seeded-rng';

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
    const { game, rules } = gameForPreset(preset);
    const report = simulate({ hands, players, rng: seededRng(`${preset}/${players}`), rules: { ...rules, maxSeats: 10 }, game: game.variant });
    expect(report.failures.map((f) => f.problems)).toEqual([]);
    expect(report.hands).toBe(hands);
    expect(report.showdowns).toBeGreaterThan(0);
  });

  it('with odd chips by suit and rake: the rake checks too', () => {
    const { game } = gameForPreset('omaha8');
    const rake: RuleSet['rake'] = { kind: 'percentage', percent: 5, cap: 30, fromStreet: 0 };
    const rules = { ...PRESETS.omaha8, oddChip: 'high-card-by-suit' as const, rake };
    const report = simulate({ hands: 5_000, players: 6, rng: seededRng('omaha8/rake'), rules, game: game.variant });
    expect(report.failures.map((f) => f.problems)).toEqual([]);
  });
});
