/**
 * Game rotations (H.O.R.S.E., 8-Game, Triple Stud): which game and stakes the next hand is dealt
 * with, and what comes after. Two ways to keep the place: `nextHand` reads it from two counters a
 * table keeps anyway (hands dealt since the rotation began, the tournament level); a cash table
 * whose turns can change length (`per-orbit`: as many hands as players) keeps a `RotationTurn`
 * (`turnForNextHand`). Either way the place is plain data, so a table that restarts from what it
 * persisted deals the same game again.
 */
import { gameStakesProblem } from '../hand/start-input';
import { DEFAULT_RULES, PRESETS, RuleSet, ruleSetProblem, Stakes } from '../rules';
import { GAMES } from './games';
import { isFlopVariant, seatCountProblem } from './variant';

/** One game of a rotation: a `GAMES` id, its stakes and rule options over the defaults. */
export interface ScheduledGame {
  game: string;
  stakes: Stakes;
  rules?: Partial<RuleSet>;
}

/**
 * When the game changes. `every-n-hands` (cash games, e.g. 8): after that many hands dealt at the
 * table. `per-orbit` (cash games): after one orbit, as many hands as players were dealt into the
 * game's first hand (fixed then: players coming and going do not stretch or cut a turn). `per-level`
 * (tournaments): with every new level, which applies from the next hand dealt (TDA R23). The games
 * repeat in order after the last one.
 */
export type RotationRule = { kind: 'every-n-hands'; hands: number } | { kind: 'per-orbit' } | { kind: 'per-level' };

/** The rotations whose place two counters can say (`nextHand`); `per-orbit` needs a `RotationTurn`. */
export type CountedRotation = Extract<RotationRule, { kind: 'every-n-hands' | 'per-level' }>;
/** The rotations of a cash table, which counts hands (`turnForNextHand`). */
export type HandRotation = Extract<RotationRule, { kind: 'every-n-hands' | 'per-orbit' }>;

export interface GameSchedule<R extends RotationRule = RotationRule> {
  games: readonly ScheduledGame[];
  rotation: R;
}

/**
 * A cash table's place in its rotation, to persist with the table: the game being dealt (index into
 * `schedule.games`), how many hands of it were dealt in this turn, and how many the turn lasts.
 */
export interface RotationTurn {
  index: number;
  handsDealt: number;
  length: number;
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
    const def = knownGames.includes(g?.game) ? GAMES[g.game] : undefined;
    if (!def) return `games[${i}]: unknown game ${JSON.stringify(g?.game)}; use one of ${knownGames.join(', ')}`;
    const rules: RuleSet = { ...(isFlopVariant(def.variant) ? PRESETS.holdem : DEFAULT_RULES), ...(g.rules ?? {}) };
    const problem = ruleSetProblem(rules) ?? seatCountProblem(def.variant, rules.maxSeats) ?? gameStakesProblem(def.variant, rules, g.stakes);
    if (problem) return `games[${i}] (${g.game}): ${problem}`;
  }
  const rotation = schedule.rotation;
  if (rotation?.kind === 'per-level' || rotation?.kind === 'per-orbit') return null;
  if (rotation?.kind !== 'every-n-hands') return 'rotation.kind must be every-n-hands, per-orbit or per-level';
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
export function nextHand(schedule: GameSchedule<CountedRotation>, position: RotationPosition): NextHand {
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

/**
 * The turn the next hand is dealt in, `handsDealt` counting the hands of it before this one: the
 * current turn while it has hands left, else the next game's turn, whose length is fixed now
 * (`every-n-hands`: N; `per-orbit`: `playersDealt`, the players dealt into this hand). `turn` null:
 * the rotation's first hand. Record the hand with `afterTurnHand`.
 * @example
 * const triple = { games: [razz, stud, stud8], rotation: { kind: 'per-orbit' } } as const;
 * turnForNextHand(triple, null, 6);                                    // { index: 0, handsDealt: 0, length: 6 }
 * turnForNextHand(triple, { index: 0, handsDealt: 6, length: 6 }, 5);  // { index: 1, handsDealt: 0, length: 5 }
 */
export function turnForNextHand(schedule: GameSchedule<HandRotation>, turn: RotationTurn | null, playersDealt: number): RotationTurn {
  if (turn !== null && turn.handsDealt < turn.length) return turn;
  const index = turn === null ? 0 : entry(schedule, turn.index + 1).index;
  const rotation = schedule.rotation;
  return { index, handsDealt: 0, length: rotation.kind === 'every-n-hands' ? rotation.hands : Math.max(1, playersDealt) };
}

/** The turn after one more hand of it was dealt. */
export function afterTurnHand(turn: RotationTurn): RotationTurn {
  return { ...turn, handsDealt: turn.handsDealt + 1 };
}
