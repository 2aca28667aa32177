import { gameForPreset, handInvariantProblems, HandState, PRESETS, PresetName, simulate } from '../src';
import { seededRng } from '../src/rng/seeded-rng';
import { runScript } from './helpers/scripted-hand';

/**
 * 100,000 random hands with random legal actions across the presets and table sizes; after every
 * hand: chips conserved, no card twice, the hand finished, and its event log replays to the same
 * state. Split into cases so each stays well inside the test timeout.
 */
describe('simulate: 100,000 random hands with zero invariant failures', () => {
  const cases: [PresetName, number, number][] = [
    ['razz', 8, 25_000],
    ['razz', 3, 15_000],
    ['razz', 2, 10_000],
    ['razz-nl', 6, 15_000],
    ['razz-pl', 5, 15_000],
    ['london-lowball', 7, 10_000],
    ['deuce-to-seven-razz', 4, 10_000],
  ];

  it('adds up to at least 100,000 hands', () => {
    expect(cases.reduce((sum, c) => sum + c[2], 0)).toBeGreaterThanOrEqual(100_000);
  });

  it.each(cases)('%s, %i players, %i hands', (preset, players, hands) => {
    const report = simulate({ hands, players, rng: seededRng(`${preset}/${players}`), rules: PRESETS[preset] });
    expect(report.failures.map((f) => f.problems)).toEqual([]);
    expect(report.hands).toBe(hands);
    expect(report.showdowns).toBeGreaterThan(0);
  });

  it("rule shortDeck 'tda' (reshuffles at 7th street replay exactly)", () => {
    const report = simulate({ hands: 4_000, players: 8, rng: seededRng('tda'), rules: { shortDeck: 'tda' } });
    expect(report.failures.map((f) => f.problems)).toEqual([]);
  });

  it('9-handed tables (maxSeats 9) too', () => {
    const report = simulate({ hands: 3_000, players: 9, rng: seededRng(9), rules: { maxSeats: 9 } });
    expect(report.failures.map((f) => f.problems)).toEqual([]);
  });
});

/** The other stud games of H.O.R.S.E. on the same machine: at least 20,000 random hands each. */
describe('simulate: Seven-Card Stud and Stud Eight-or-Better with zero invariant failures', () => {
  const cases: ['stud' | 'stud8', number, number][] = [
    ['stud', 8, 11_000], ['stud', 5, 5_000], ['stud', 2, 4_000],
    ['stud8', 8, 11_000], ['stud8', 5, 5_000], ['stud8', 2, 4_000],
  ];

  it.each(['stud', 'stud8'] as const)('%s adds up to at least 20,000 hands', (preset) => {
    expect(cases.filter((c) => c[0] === preset).reduce((sum, c) => sum + c[2], 0)).toBeGreaterThanOrEqual(20_000);
  });

  it.each(cases)('%s, %i players, %i hands', (preset, players, hands) => {
    const { game, rules } = gameForPreset(preset);
    const report = simulate({ hands, players, rng: seededRng(`${preset}/${players}`), rules, game: game.variant });
    expect(report.failures.map((f) => f.problems)).toEqual([]);
    expect(report.hands).toBe(hands);
    expect(report.showdowns).toBeGreaterThan(0);
  });

  it("Seven-Card Stud with openPairDoubleBet 'off' and in no limit", () => {
    const { game } = gameForPreset('stud');
    for (const rules of [{ openPairDoubleBet: 'off' } as const, PRESETS['razz-nl']]) {
      const report = simulate({ hands: 2_000, players: 6, rng: seededRng(JSON.stringify(rules)), rules, game: game.variant });
      expect(report.failures.map((f) => f.problems)).toEqual([]);
    }
  });
});

describe('the invariant checks can fail', () => {
  const run = runScript({ stacks: { 1: 50, 2: 50 }, cards: { 1: '?? ?? Kd', 2: '?? ?? 2d' }, streets: ['1 bring-in, 2 complete, 1 fold'] });
  const before = [{ seat: 1, stack: 50 }, { seat: 2, stack: 50 }];

  it('passes a real hand', () => {
    expect(handInvariantProblems(before, run.state)).toEqual([]);
  });

  it('catches a chip created from nothing', () => {
    const bad: HandState = { ...run.state, players: run.state.players.map((p, i) => (i === 0 ? { ...p, stack: p.stack + 1 } : p)) };
    expect(handInvariantProblems(before, bad)).toContainEqual(expect.stringMatching(/chips not conserved/));
  });

  it('catches a card dealt twice', () => {
    const bad: HandState = { ...run.state, burns: [...run.state.burns, run.state.players[0]?.up[0] as number] };
    expect(handInvariantProblems(before, bad)).toContainEqual(expect.stringMatching(/cards/));
  });

  it('catches an unfinished hand', () => {
    expect(handInvariantProblems(before, { ...run.state, phase: 'betting' })).toEqual(['the hand did not finish']);
  });
});
