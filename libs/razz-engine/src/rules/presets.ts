import { DEFAULT_RULES, RuleSet, TOURNAMENT_RULE_OVERRIDES } from './rule-set';

/** The Razz variants, each a RuleSet preset, plus the two other stud games of H.O.R.S.E. (docs/rules/README.md, presets). */
export type PresetName = 'razz' | 'razz-nl' | 'razz-pl' | 'london-lowball' | 'deuce-to-seven-razz' | 'stud' | 'stud8';

export const PRESETS: Readonly<Record<PresetName, Readonly<RuleSet>>> = Object.freeze({
  razz: DEFAULT_RULES,
  'razz-nl': { ...DEFAULT_RULES, bettingStructure: 'no-limit' },
  'razz-pl': { ...DEFAULT_RULES, bettingStructure: 'pot-limit' },
  'london-lowball': { ...DEFAULT_RULES, lowEvaluation: 'ace-to-six' },
  'deuce-to-seven-razz': { ...DEFAULT_RULES, lowEvaluation: 'deuce-to-seven' },
  stud: DEFAULT_RULES,
  stud8: DEFAULT_RULES,
});

/**
 * The game each preset is dealt as (an id of `GAMES`): the Razz presets are RuleSets of the Razz
 * game; `stud` and `stud8` are other games (their rule options are the defaults).
 */
export const PRESET_GAME: Readonly<Record<PresetName, 'razz' | 'stud' | 'stud8'>> = Object.freeze({
  razz: 'razz',
  'razz-nl': 'razz',
  'razz-pl': 'razz',
  'london-lowball': 'razz',
  'deuce-to-seven-razz': 'razz',
  stud: 'stud',
  stud8: 'stud8',
});

export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];

export function isPresetName(name: unknown): name is PresetName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(PRESETS, name);
}

/**
 * A preset with overrides; `context: 'tournament'` applies the tournament defaults first.
 * @example rulesFor('razz-nl', { oddChip: 'dealer-left' })
 */
export function rulesFor(preset: PresetName, overrides: Partial<RuleSet> = {}, context: 'cash' | 'tournament' = 'cash'): RuleSet {
  const base = context === 'tournament' ? { ...PRESETS[preset], ...TOURNAMENT_RULE_OVERRIDES } : PRESETS[preset];
  return { ...base, ...overrides };
}
