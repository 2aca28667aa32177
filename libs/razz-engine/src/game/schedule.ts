/**
 * Game rotations (H.O.R.S.E., 8-Game, Triple Stud): which game and stakes the next hand is dealt
 * with, and what comes after, as pure functions of two counters a table keeps anyway: the hands
 * dealt since the rotation began and the tournament level. Nothing to store beyond them, so a
 * table that restarts from its persisted counters deals the same game again.
 */
import { DEFAULT_RULES, RuleSet, ruleSetProblem, Stakes, stakesProblem } from '../rules';
import { GAMES } from './stud-game';

/** One game of a rotation: a `GAMES` id, its stakes and rule options over the defaults. */
export interface ScheduledGame {
  game: string;
  stakes: Stakes;
  rules?: Partial<RuleSet>;
}

/**
 * When the game changes. `every-n-hands` (cash games: e.g. 8 hands, or an orbit = the number of
 * seats): after that many hands dealt at the table. `per-level` (tournaments): with every new level,
 * which applies from the next hand dealt (TDA R23); the games repeat in order after the last one.
 */
export type RotationRule = { kind: 'every-n-hands'; hands: number } | { kind: 'per-level' };

export interface GameSchedule {
  games: readonly ScheduledGame[];
  rotation: RotationRule;
}

/** Where a table stands: hands dealt since the rotation began, and the level (0 = the first; `per-level` only). */
export interface RotationPosition {
  handsDealt: number;
  level: number;
}

/** The game the next hand is dealt with, and the one after it. */
export interface NextHand {
  /** Index into `schedule.games`. */
  index: number;
  game: ScheduledGame;
  /** `every-n-hands`: this hand's number within the game's turn, 1 … N; `per-level`: null. */
  handOfGame: number | null;
  /** `every-n-hands`: hands of this game still to come after this one (0 = the last); `per-level`: null (it lasts the level). */
  handsLeft: number | null;
  /** The next game in the rotation (the same game when the schedule has one). */
  next: { index: number; game: ScheduledGame };
}

/**
 * Why a schedule cannot be used, in words; `null` when it can: at least one game, every game known
 * (`knownGames`, default the ids of `GAMES`), valid stakes and rules, and a whole number ≥ 1 of hands.
 */
export function scheduleProblem(schedule: GameSchedule, knownGames: readonly string[] = Object.keys(GAMES)): string | null {
  if (!Array.isArray(schedule?.games) || schedule.games.length === 0) return 'a schedule needs at least one game';
  for (const [i, g] of schedule.games.entries()) {
    if (!knownGames.includes(g?.game)) return `games[${i}]: unknown game ${JSON.stringify(g?.game)}; use one of ${knownGames.join(', ')}`;
    const problem = stakesProblem(g.stakes) ?? ruleSetProblem({ ...DEFAULT_RULES, ...(g.rules ?? {}) });
    if (problem) return `games[${i}] (${g.game}): ${problem}`;
  }
  const rotation = schedule.rotation;
  if (rotation?.kind === 'per-level') return null;
  if (rotation?.kind !== 'every-n-hands') return 'rotation.kind must be every-n-hands or per-level';
  return Number.isSafeInteger(rotation.hands) && rotation.hands >= 1 ? null : 'rotation.hands must be a whole number ≥ 1';
}

function entry(schedule: GameSchedule, index: number): { index: number; game: ScheduledGame } {
  const i = index % schedule.games.length;
  return { index: i, game: schedule.games[i] as ScheduledGame };
}

/**
 * The game and stakes of the next hand at `position`, and what follows. The schedule must be valid
 * (`scheduleProblem`) and the counters whole numbers ≥ 0.
 * @example
 * const horse = { games: [{ game: 'razz', stakes }, { game: 'stud', stakes }, { game: 'stud8', stakes }],
 *                 rotation: { kind: 'every-n-hands', hands: 8 } } as const;
 * nextHand(horse, { handsDealt: 13, level: 0 });
 * // { index: 1, game: { game: 'stud', … }, handOfGame: 6, handsLeft: 2, next: { index: 2, game: { game: 'stud8', … } } }
 */
export function nextHand(schedule: GameSchedule, position: RotationPosition): NextHand {
  const rotation = schedule.rotation;
  if (rotation.kind === 'per-level') {
    const current = entry(schedule, position.level);
    return { ...current, handOfGame: null, handsLeft: null, next: entry(schedule, current.index + 1) };
  }
  const turn = Math.floor(position.handsDealt / rotation.hands);
  const inTurn = position.handsDealt - turn * rotation.hands;
  const current = entry(schedule, turn);
  return { ...current, handOfGame: inTurn + 1, handsLeft: rotation.hands - inTurn - 1, next: entry(schedule, current.index + 1) };
}

/** The position after one more hand was dealt (the level is the tournament clock's business). */
export function afterHand(position: RotationPosition): RotationPosition {
  return { ...position, handsDealt: position.handsDealt + 1 };
}
