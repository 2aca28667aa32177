import type { LowEvaluation } from '../eval';

/** How bets are sized (docs/rules/betting-and-pots.md, betting limits). */
export type BettingStructure = 'fixed-limit' | 'pot-limit' | 'no-limit';
/** How a tie between door cards (bring-in) or boards (first to act) is broken. */
export type TieBreak = 'suit' | 'dealer-left';
/** When the fixed-limit raise cap lifts for two players (docs/rules/betting-and-pots.md, the raise cap). */
export type HeadsUpCap = 'lifted' | 'kept';
export type FoldWhenCheckFree = 'allowed' | 'rejected';
/** Who receives odd chips of a split pot (TDA R20 / Robert's Rules lowball / seat order). */
export type OddChipRule = 'high-card-by-suit' | 'low-card-by-suit' | 'dealer-left';
/** What happens when the stub cannot give every live player a card. */
export type ShortDeckRule = 'community-card' | 'tda';
/** Seven-Card Stud's 4th street: whether an open pair allows the big bet (TDA RP-10F lets a room turn it off). */
export type OpenPairDoubleBet = 'allowed' | 'off';

/**
 * Rake taken by the house. `none` (default, and always for tournaments); `percentage`: `percent`
 * of the pot (rounded down), at most `cap` chips, only when the hand reached `fromStreet`
 * (0 = 3rd street … 4 = 7th street, so "no flop, no drop" in stud is `fromStreet: 1`);
 * `time`: collected per seat per period by the table, outside the hand, so the engine takes none.
 */
export type RakeRule = { kind: 'none' } | { kind: 'percentage'; percent: number; cap: number; fromStreet: number } | { kind: 'time' };

/**
 * Every rule option of the rule book (docs/rules/README.md), one field each. A table or tournament picks a RuleSet (usually
 * a preset, see `presets.ts`) and a hand records the RuleSet it was played under.
 */
export interface RuleSet {
  bettingStructure: BettingStructure;
  lowEvaluation: LowEvaluation;
  bringInTieBreak: TieBreak;
  boardTieBreak: TieBreak;
  /** Raises allowed after the first bet (the completion counts as the bet) in fixed limit. */
  maxRaises: number;
  capWhenHeadsUp: HeadsUpCap;
  foldWhenCheckFree: FoldWhenCheckFree;
  oddChip: OddChipRule;
  shortDeck: ShortDeckRule;
  /**
   * Seven-Card Stud, fixed limit: an open pair on 4th street lets anyone bet or raise the big bet
   * (`allowed`) or not (`off`). Only streets whose definition has the option (Seven-Card Stud's 4th
   * street) look at it: irrelevant for Razz and Stud Eight-or-Better.
   */
  openPairDoubleBet: OpenPairDoubleBet;
  /**
   * Seats at the table. Stud games: 8 by default, 9 allowed (one of the house rule descriptions
   * seats nine); flop games: 2 to 10 (`seatCountProblem` checks it for a game).
   */
  maxSeats: number;
  rake: RakeRule;
}

/** The defaults the rule book names (cash-game defaults). */
export const DEFAULT_RULES: Readonly<RuleSet> = Object.freeze({
  bettingStructure: 'fixed-limit',
  lowEvaluation: 'ace-to-five',
  bringInTieBreak: 'suit',
  boardTieBreak: 'suit',
  maxRaises: 3,
  capWhenHeadsUp: 'lifted',
  foldWhenCheckFree: 'allowed',
  oddChip: 'high-card-by-suit',
  shortDeck: 'community-card',
  openPairDoubleBet: 'allowed',
  maxSeats: 8,
  rake: Object.freeze({ kind: 'none' }) as RakeRule,
});

/**
 * Tournament defaults: like cash, except the cap stays on heads-up within a hand (TDA R48: it lifts
 * only when the whole event is down to two players; a tournament then passes
 * `capWhenHeadsUp: 'lifted'`) and there is never rake.
 */
export const TOURNAMENT_RULE_OVERRIDES: Readonly<Partial<RuleSet>> = Object.freeze({
  capWhenHeadsUp: 'kept',
  rake: Object.freeze({ kind: 'none' }) as RakeRule,
});

const CHOICES: { [K in keyof RuleSet]?: readonly string[] } = {
  bettingStructure: ['fixed-limit', 'pot-limit', 'no-limit'],
  lowEvaluation: ['ace-to-five', 'ace-to-six', 'deuce-to-seven'],
  bringInTieBreak: ['suit', 'dealer-left'],
  boardTieBreak: ['suit', 'dealer-left'],
  capWhenHeadsUp: ['lifted', 'kept'],
  foldWhenCheckFree: ['allowed', 'rejected'],
  oddChip: ['high-card-by-suit', 'low-card-by-suit', 'dealer-left'],
  shortDeck: ['community-card', 'tda'],
  openPairDoubleBet: ['allowed', 'off'],
};

/** Listed once: every hand's start checks its rules. */
const CHOICE_ENTRIES = Object.entries(CHOICES) as [keyof RuleSet, readonly string[]][];

/** Why a RuleSet was refused, in words; `null` when it is valid. */
export function ruleSetProblem(rules: RuleSet): string | null {
  for (const [key, allowed] of CHOICE_ENTRIES) {
    const value = rules[key];
    if (typeof value !== 'string' || !allowed.includes(value)) {
      return `rule ${key} must be one of ${allowed.join(', ')} (got ${JSON.stringify(value)})`;
    }
  }
  if (!Number.isInteger(rules.maxRaises) || rules.maxRaises < 0) return 'rule maxRaises must be an integer ≥ 0';
  if (!Number.isInteger(rules.maxSeats) || rules.maxSeats < 2 || rules.maxSeats > 10) return 'rule maxSeats must be an integer from 2 to 10';
  return rakeProblem(rules.rake);
}

function rakeProblem(rake: RakeRule | undefined): string | null {
  if (!rake || !['none', 'percentage', 'time'].includes(rake.kind)) return 'rule rake.kind must be none, percentage or time';
  if (rake.kind !== 'percentage') return null;
  const ok =
    rake.percent >= 0 && rake.percent <= 100 && Number.isInteger(rake.cap) && rake.cap >= 0 && Number.isInteger(rake.fromStreet) && rake.fromStreet >= 0;
  return ok ? null : 'rule rake needs percent 0..100, an integer cap ≥ 0 and an integer fromStreet ≥ 0';
}
