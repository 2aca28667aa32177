import type { Stakes } from '@app/razz-engine';

/** One level: the stakes (all four stored, never derived) and how long it lasts. */
export interface LevelSpec {
  kind: 'level';
  stakes: Stakes;
  /** Whole minutes, ≥ 1. */
  minutes: number;
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
}

/**
 * The levels of a structure, numbered 1…n, skipping breaks.
 * @example levelsOf(STANDARD_RAZZ)[3]?.level // 4
 */
export function levelsOf(structure: Structure): NumberedLevel[] {
  const levels: NumberedLevel[] = [];
  structure.items.forEach((item, index) => {
    if (item.kind === 'level') levels.push({ level: levels.length + 1, index, stakes: item.stakes, minutes: item.minutes });
  });
  return levels;
}
