import { gameForPreset, handInvariantProblems, HandState, PRESETS, PresetName, RuleSet, simulate } from '../src';
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
    ['stud', 8, 11_000],
    ['stud', 5, 5_000],
    ['stud', 2, 4_000],
    ['stud8', 8, 11_000],
    ['stud8', 5, 5_000],
    ['stud8', 2, 4_000],
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

/** Percentage rake on random hands (short stacks make all-ins from the ante and side pots): the rake checks of `handInvariantProblems`. */
describe('simulate: percentage rake split across the pots, zero invariant failures', () => {
  const rakes: [string, RuleSet['rake']][] = [
    ['5%, cap 30, from 4th street', { kind: 'percentage', percent: 5, cap: 30, fromStreet: 1 }],
    ['10%, cap 6, from 3rd street', { kind: 'percentage', percent: 10, cap: 6, fromStreet: 0 }],
    ['2.5%, no real cap', { kind: 'percentage', percent: 2.5, cap: 1_000_000, fromStreet: 0 }],
    ['50% (the most that keeps every pot of 2+ chips)', { kind: 'percentage', percent: 50, cap: 1_000_000, fromStreet: 0 }],
    ['100% (every pot raked to nothing)', { kind: 'percentage', percent: 100, cap: 1_000_000, fromStreet: 0 }],
  ];

  it.each(rakes)('razz, 8 players, %s', (name, rake) => {
    const report = simulate({ hands: 3_000, players: 8, rng: seededRng(`rake/${name}`), rules: { ...PRESETS.razz, rake }, checkReplay: false });
    expect(report.failures.map((f) => f.problems)).toEqual([]);
  });

  it.each(['stud', 'stud8'] as const)('%s, 6 players, 5%% capped at 30', (preset) => {
    const { game, rules } = gameForPreset(preset);
    const rake: RuleSet['rake'] = { kind: 'percentage', percent: 5, cap: 30, fromStreet: 0 };
    const report = simulate({ hands: 3_000, players: 6, rng: seededRng(`rake/${preset}`), rules: { ...rules, rake }, game: game.variant, checkReplay: false });
    expect(report.failures.map((f) => f.problems)).toEqual([]);
  });
});

describe('the invariant checks can fail', () => {
  const run = runScript({ stacks: { 1: 50, 2: 50 }, cards: { 1: '?? ?? Kd', 2: '?? ?? 2d' }, streets: ['1 bring-in, 2 complete, 1 fold'] });
  const before = [
    { seat: 1, stack: 50 },
    { seat: 2, stack: 50 },
  ];

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

  it('catches a rake taken from the main pot first (a main pot raked to nothing by the side pot)', () => {
    const rake: RuleSet['rake'] = { kind: 'percentage', percent: 10, cap: 100, fromStreet: 0 };
    const raked = runScript({
      rules: { rake },
      stacks: { 1: 1, 2: 200, 3: 200 },
      cards: { 1: 'As 2s 3s 4s 5s 6s', 2: 'Kh Kd Kc Jh Jd Jc', 3: '9h 9d 8c 7h 6d Th' },
      streets: ['2 bring-in, 3 complete, 2 call', '2 bet, 3 call', '2 bet, 3 call', '2 bet, 3 call', '2 bet, 3 call'],
    });
    const seats = [
      { seat: 1, stack: 1 },
      { seat: 2, stack: 200 },
      { seat: 3, stack: 200 },
    ];
    expect(handInvariantProblems(seats, raked.state)).toEqual([]);
    const result = raked.state.result as NonNullable<HandState['result']>;
    // The pots of 3 and 80 as the old rule left them: all 8 chips of rake from the main pot's 3, then the side pot.
    const mainFirst = [
      { ...result.pots[0], amount: 0, winners: [{ seat: 1, amount: 0 }] },
      { ...result.pots[1], amount: 75, winners: [{ seat: 3, amount: 75 }] },
    ];
    const bad: HandState = { ...raked.state, result: { ...result, pots: mainFirst as typeof result.pots } };
    expect(handInvariantProblems(seats, bad)).toEqual(expect.arrayContaining([expect.stringMatching(/pot 0 of 3 was raked to nothing/)]));
  });

  it('catches an unfinished hand', () => {
    expect(handInvariantProblems(before, { ...run.state, phase: 'betting' })).toEqual(['the hand did not finish']);
  });
});
