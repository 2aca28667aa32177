import type { Stakes } from '@app/razz-engine';

/** The game a level deals when neither it nor any level before it names one. */
export const DEFAULT_LEVEL_GAME = 'razz';

/** One level: the stakes (all four stored, never derived), how long it lasts, and optionally its game. */
export interface LevelSpec {
  kind: 'level';
  stakes: Stakes;
  /** Whole minutes, ≥ 1. */
  minutes: number;
  /**
   * The game this level deals (mixed tournaments: a game per level), an engine preset name:
   * `razz`, `stud`, `stud8`, … A level without one deals the game of the level before it (the
   * first level: `razz`). Like the stakes, it applies from the next hand dealt (TDA R23).
   */
  game?: string;
}

/**
 * A break between levels. `chipRace` (TDA R24) names the smallest chip left in play after the
 * break's colour-up; every later level's amounts must then be multiples of it.
 */
export interface BreakSpec {
  kind: 'break';
  /** Whole minutes, ≥ 1. */
  minutes: number;
  chipRace?: { smallestChip: number };
}

export type StructureItem = LevelSpec | BreakSpec;

/**
 * A named template of levels and breaks, played in order. After the last level the clock stays
 * on that level (the tournament is never stopped by its schedule).
 */
export interface Structure {
  name: string;
  items: readonly StructureItem[];
}

/** A level with its 1-based number, as the clock and hand histories use it. */
export interface NumberedLevel {
  /** 1-based, counting levels only (breaks have no number). */
  level: number;
  /** Position in `structure.items`. */
  index: number;
  stakes: Stakes;
  minutes: number;
  /** The game it deals: its own, else the previous level's (`DEFAULT_LEVEL_GAME` for the first). */
  game: string;
}

/**
 * The levels of a structure, numbered 1…n, skipping breaks.
 * @example levelsOf(STANDARD_RAZZ)[3]?.level // 4
 */
export function levelsOf(structure: Structure): NumberedLevel[] {
  const levels: NumberedLevel[] = [];
  let game = DEFAULT_LEVEL_GAME;
  structure.items.forEach((item, index) => {
    if (item.kind !== 'level') return;
    game = item.game ?? game;
    levels.push({ level: levels.length + 1, index, stakes: item.stakes, minutes: item.minutes, game });
  });
  return levels;
}
