import { DEFAULT_RULES, RuleSet, TOURNAMENT_RULE_OVERRIDES } from './rule-set';

/**
 * The Razz variants, each a RuleSet preset, the two other stud games of H.O.R.S.E., and the flop
 * games: Limit Hold'em and Limit Omaha Hi-Lo with their pot- and no-limit forms
 * (docs/rules/README.md, presets).
 */
export type PresetName =
  | 'razz'
  | 'razz-nl'
  | 'razz-pl'
  | 'london-lowball'
  | 'deuce-to-seven-razz'
  | 'stud'
  | 'stud8'
  | 'holdem'
  | 'holdem-nl'
  | 'holdem-pl'
  | 'omaha8'
  | 'omaha8-pl'
  | 'omaha-pl';

/** The games presets are dealt as (ids of `GAMES`). */
export type PresetGame = 'razz' | 'stud' | 'stud8' | 'holdem' | 'omaha' | 'omaha8';

/**
 * Flop games: nine seats by default (a full ring; 2 to 10 allowed), and odd chips to the first seat
 * left of the button (TDA R20 for flop games; stud games give them by the high card's suit).
 */
const FLOP_RULES: Readonly<RuleSet> = Object.freeze({ ...DEFAULT_RULES, maxSeats: 9, oddChip: 'dealer-left' });

export const PRESETS: Readonly<Record<PresetName, Readonly<RuleSet>>> = Object.freeze({
  razz: DEFAULT_RULES,
  'razz-nl': { ...DEFAULT_RULES, bettingStructure: 'no-limit' },
  'razz-pl': { ...DEFAULT_RULES, bettingStructure: 'pot-limit' },
  'london-lowball': { ...DEFAULT_RULES, lowEvaluation: 'ace-to-six' },
  'deuce-to-seven-razz': { ...DEFAULT_RULES, lowEvaluation: 'deuce-to-seven' },
  stud: DEFAULT_RULES,
  stud8: DEFAULT_RULES,
  holdem: FLOP_RULES,
  'holdem-nl': { ...FLOP_RULES, bettingStructure: 'no-limit' },
  'holdem-pl': { ...FLOP_RULES, bettingStructure: 'pot-limit' },
  omaha8: FLOP_RULES,
  'omaha8-pl': { ...FLOP_RULES, bettingStructure: 'pot-limit' },
  'omaha-pl': { ...FLOP_RULES, bettingStructure: 'pot-limit' },
});

/**
 * The game each preset is dealt as (an id of `GAMES`): the Razz presets are RuleSets of the Razz
 * game; `holdem-nl` and `holdem-pl` of Hold'em; `omaha8-pl` (PLO8) of Omaha Hi-Lo; `omaha-pl` (PLO)
 * is Omaha high.
 */
export const PRESET_GAME: Readonly<Record<PresetName, PresetGame>> = Object.freeze({
  razz: 'razz',
  'razz-nl': 'razz',
  'razz-pl': 'razz',
  'london-lowball': 'razz',
  'deuce-to-seven-razz': 'razz',
  stud: 'stud',
  stud8: 'stud8',
  holdem: 'holdem',
  'holdem-nl': 'holdem',
  'holdem-pl': 'holdem',
  omaha8: 'omaha8',
  'omaha8-pl': 'omaha8',
  'omaha-pl': 'omaha',
});

export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];

/** The flop games' ids: a button and blinds instead of a bring-in. */
export const FLOP_GAME_IDS: readonly PresetGame[] = ['holdem', 'omaha', 'omaha8'];

/** Whether a preset deals a flop game (Hold'em, Omaha). */
export function isFlopPreset(preset: PresetName): boolean {
  return FLOP_GAME_IDS.includes(PRESET_GAME[preset]);
}

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
