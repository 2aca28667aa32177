import { DEFAULT_RULES, gameForPreset, PRESET_NAMES, PRESETS, rulesFor, RuleSet } from '../src';
import { runScript, winnings } from './helpers/scripted-hand';

describe('RuleSet defaults and presets', () => {
  it('has the defaults the rule book names', () => {
    expect(DEFAULT_RULES).toEqual({
      bettingStructure: 'fixed-limit',
      lowEvaluation: 'ace-to-five',
      bringInTieBreak: 'suit',
      boardTieBreak: 'suit',
      maxRaises: 3,
      capWhenHeadsUp: 'lifted',
      foldWhenCheckFree: 'allowed',
      oddChip: 'high-card-by-suit',
      shortDeck: 'community-card',
      maxSeats: 8,
      openPairDoubleBet: 'allowed',
      rake: { kind: 'none' },
    });
  });

  it.each([
    ['razz', 'ace-to-five', 'fixed-limit'],
    ['razz-nl', 'ace-to-five', 'no-limit'],
    ['razz-pl', 'ace-to-five', 'pot-limit'],
    ['london-lowball', 'ace-to-six', 'fixed-limit'],
    ['deuce-to-seven-razz', 'deuce-to-seven', 'fixed-limit'],
  ] as const)('preset %s: %s, %s', (name, lowEvaluation, bettingStructure) => {
    expect(PRESETS[name]).toMatchObject({ lowEvaluation, bettingStructure });
  });

  it('lists exactly the five Razz variants, the two other stud games and the six flop presets', () => {
    expect(PRESET_NAMES).toEqual([
      'razz',
      'razz-nl',
      'razz-pl',
      'london-lowball',
      'deuce-to-seven-razz',
      'stud',
      'stud8',
      'holdem',
      'holdem-nl',
      'holdem-pl',
      'omaha8',
      'omaha8-pl',
      'omaha-pl',
    ]);
  });

  it.each([
    ['holdem', 'holdem', 'fixed-limit'],
    ['holdem-nl', 'holdem', 'no-limit'],
    ['holdem-pl', 'holdem', 'pot-limit'],
    ['omaha8', 'omaha8', 'fixed-limit'],
    ['omaha8-pl', 'omaha8', 'pot-limit'],
    ['omaha-pl', 'omaha', 'pot-limit'],
  ] as const)('flop preset %s is dealt as %s, %s, odd chips left of the button, nine seats', (preset, game, bettingStructure) => {
    expect(gameForPreset(preset).game.id).toBe(game);
    expect(PRESETS[preset]).toMatchObject({ bettingStructure, oddChip: 'dealer-left', maxSeats: 9 });
  });

  it.each([
    ['razz', 'razz'],
    ['razz-nl', 'razz'],
    ['deuce-to-seven-razz', 'razz'],
    ['stud', 'stud'],
    ['stud8', 'stud8'],
  ] as const)('preset %s is dealt as the game %s', (preset, game) => {
    expect(gameForPreset(preset).game.id).toBe(game);
    expect(gameForPreset(preset).rules).toEqual(PRESETS[preset]);
  });

  it('tournament defaults keep the cap heads-up; overrides win', () => {
    expect(rulesFor('razz', {}, 'tournament').capWhenHeadsUp).toBe('kept');
    expect(rulesFor('razz-nl', { oddChip: 'dealer-left' })).toMatchObject({ bettingStructure: 'no-limit', oddChip: 'dealer-left', capWhenHeadsUp: 'lifted' });
  });
});

describe('rake', () => {
  const rake: RuleSet['rake'] = { kind: 'percentage', percent: 5, cap: 3, fromStreet: 1 };
  const cards = { 1: '?? ?? Kd 8c 7c 6c', 2: '?? ?? 2d 3h 4h 5h', 3: '?? ?? 3c Kh Qh Jh' };

  it('takes nothing when the hand ends before the rake street (no flop, no drop)', () => {
    const run = runScript({ rules: { rake }, stacks: { 1: 100, 2: 100, 3: 100 }, cards, streets: ['1 bring-in, 2 complete, 3 fold, 1 fold'] });
    expect(run.state.result?.rake).toBe(0);
  });

  it('takes the percentage, capped, from the pot once the hand reached that street', () => {
    const run = runScript({
      rules: { rake },
      stacks: { 1: 100, 2: 100, 3: 100 },
      cards,
      streets: ['1 bring-in, 2 complete, 3 call, 1 call', '2 bet, 3 call, 1 call', '2 bet, 3 fold, 1 fold'],
    });
    // Pot 3 + 15 + 15 = 33 (plus an uncalled 10 returned): 5% = 1.65 → 1 chip.
    expect(run.state.result?.rake).toBe(1);
    expect(run.events).toContainEqual({ type: 'rake', amount: 1 });
    expect(winnings(run.events)).toEqual({ 2: 32 });
    const capped = runScript({
      ...{ stacks: { 1: 100, 2: 100, 3: 100 }, cards },
      rules: { rake: { ...rake, percent: 50 } },
      streets: ['1 bring-in, 2 complete, 3 call, 1 call', '2 bet, 3 call, 1 call', '2 bet, 3 fold, 1 fold'],
    });
    expect(capped.state.result?.rake).toBe(3);
  });
});
