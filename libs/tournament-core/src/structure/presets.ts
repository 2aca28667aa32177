import type { BreakSpec, LevelSpec, Structure, StructureItem } from './structure';

/**
 * The stakes ladder both presets share: [ante, bring-in, small bet, big bet]. Limits rise by
 * ×1.25–1.5 per level (100 → 500,000 over 27 levels), the ante is 10–17% and the bring-in
 * 25–33% of the small bet (inside the traditional ranges: docs/rules/README.md, stakes), and every amount is a multiple of the
 * smallest chip still in play after each chip race below.
 */
const LADDER: readonly (readonly [number, number, number, number])[] = [
  [10, 25, 100, 200],
  [20, 50, 150, 300],
  [25, 50, 200, 400],
  [50, 100, 300, 600],
  [50, 100, 400, 800],
  [75, 150, 500, 1000],
  [100, 200, 700, 1400],
  [150, 300, 1000, 2000],
  [200, 400, 1500, 3000],
  [300, 500, 2000, 4000],
  [400, 700, 2500, 5000],
  [500, 1000, 3500, 7000],
  [700, 1500, 5000, 10000],
  [1000, 2000, 7000, 14000],
  [1500, 3000, 10000, 20000],
  [2000, 4000, 15000, 30000],
  [3000, 5000, 20000, 40000],
  [4000, 7000, 25000, 50000],
  [5000, 10000, 35000, 70000],
  [7500, 15000, 50000, 100000],
  [10000, 20000, 70000, 140000],
  [15000, 30000, 100000, 200000],
  [20000, 40000, 150000, 300000],
  [30000, 50000, 200000, 400000],
  [40000, 70000, 250000, 500000],
  [50000, 100000, 350000, 700000],
  [75000, 150000, 500000, 1000000],
];

/** A break after level n (1-based), with the smallest chip left after its chip race, if any. */
interface BreakPlan {
  afterLevel: number;
  smallestChip?: number;
}

/** The flop games among the presets a mixed structure deals: they take blinds where the stud games take ante and bring-in. */
const FLOP_GAMES = new Set(['holdem', 'omaha8']);

/**
 * A level's stakes in its game's shape: the ladder's ante and bring-in for a stud game; for a flop
 * game a big blind of one small bet and a small blind of half of it, rounded down to the smallest
 * chip in play (as fixed-limit structures do).
 */
function stakesOf([ante, bringIn, smallBet, bigBet]: readonly [number, number, number, number], game: string | undefined, chip: number): LevelSpec['stakes'] {
  if (game === undefined || !FLOP_GAMES.has(game)) return { ante, bringIn, smallBet, bigBet };
  return { smallBlind: Math.max(chip, Math.floor(smallBet / 2 / chip) * chip), bigBlind: smallBet, smallBet, bigBet };
}

/** `games`: a mixed structure's games, one a level in turn (H.O.R.S.E.); none for one game (Razz). */
function build(name: string, levelMinutes: number, breakMinutes: number, breaks: readonly BreakPlan[], games?: readonly string[]): Structure {
  const items: StructureItem[] = [];
  let chip = 1;
  LADDER.forEach((amounts, i) => {
    const game = games?.[i % games.length];
    const level: LevelSpec = { kind: 'level', minutes: levelMinutes, stakes: stakesOf(amounts, game, chip), ...(game ? { game } : {}) };
    items.push(level);
    const brk = breaks.find((b) => b.afterLevel === i + 1);
    if (brk !== undefined) {
      const item: BreakSpec = { kind: 'break', minutes: breakMinutes };
      if (brk.smallestChip !== undefined) item.chipRace = { smallestChip: brk.smallestChip };
      chip = brk.smallestChip ?? chip;
      items.push(item);
    }
  });
  return deepFreeze({ name, items });
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The standard breaks: after every fourth level, with chip races removing the 5s, 25s, 100s and 500s. */
const STANDARD_BREAKS: readonly BreakPlan[] = [
  { afterLevel: 4, smallestChip: 25 },
  { afterLevel: 8, smallestChip: 100 },
  { afterLevel: 12 },
  { afterLevel: 16, smallestChip: 500 },
  { afterLevel: 20, smallestChip: 1000 },
  { afterLevel: 24 },
];

/**
 * The standard Razz tournament: 27 levels of 20 minutes, a 15-minute break after every fourth
 * level (six breaks, 10½ hours of schedule), chip races removing the 5s, 25s, 100s and 500s.
 * @example validateStructure(STANDARD_RAZZ).ok // true
 */
export const STANDARD_RAZZ: Structure = build('Razz — standard (20-minute levels)', 20, 15, STANDARD_BREAKS);

/**
 * The turbo: the same stakes ladder with 10-minute levels and a 5-minute break (with a chip
 * race) after every sixth level.
 * @example levelsOf(TURBO_RAZZ)[0]?.minutes // 10
 */
export const TURBO_RAZZ: Structure = build('Razz — turbo (10-minute levels)', 10, 5, [
  { afterLevel: 6, smallestChip: 25 },
  { afterLevel: 12, smallestChip: 100 },
  { afterLevel: 18, smallestChip: 500 },
  { afterLevel: 24, smallestChip: 1000 },
]);

/**
 * H.O.R.S.E.: the standard ladder and breaks, a game a level in turn — Limit Hold'em, Limit Omaha
 * Hi-Lo, Razz, Seven-Card Stud, Stud Eight-or-Better — the flop games with blinds (the big blind one
 * small bet), the stud games with the ladder's ante and bring-in. Tables seat eight at most.
 * @example levelsOf(HORSE).slice(0, 5).map((l) => l.game) // ['holdem', 'omaha8', 'razz', 'stud', 'stud8']
 */
export const HORSE: Structure = build('H.O.R.S.E. — standard (20-minute levels)', 20, 15, STANDARD_BREAKS, ['holdem', 'omaha8', 'razz', 'stud', 'stud8']);

/** The shipped structures by key, for configuration files and the API. */
export const STRUCTURE_PRESETS: Readonly<Record<'standard' | 'turbo' | 'horse', Structure>> = Object.freeze({
  standard: STANDARD_RAZZ,
  turbo: TURBO_RAZZ,
  horse: HORSE,
});
