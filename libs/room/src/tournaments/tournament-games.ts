/**
 * Mixed tournaments: the game each level deals (a structure level may name one; tournament-core's
 * `levelsOf` carries it forward) and the name hand histories give the mix.
 */
import { isFlopPreset, isPresetName } from '@app/razz-engine';
import { DEFAULT_LEVEL_GAME, levelsOf, Structure } from '@app/tournament-core';
import { mixName } from '../hands/mix-name';

/** The game (an engine preset) level `level` deals, 1-based; past the last level, the last level's. */
export function gameOfLevel(structure: Structure, level: number): string {
  const levels = levelsOf(structure);
  return (levels[Math.min(level, levels.length) - 1] ?? levels[0])?.game ?? DEFAULT_LEVEL_GAME;
}

/** `Triple Stud`, `Mixed`, … when the levels deal more than one game; null for a one-game tournament. */
export function tournamentMix(structure: Structure): string | null {
  const games = levelsOf(structure).map((l) => l.game);
  return new Set(games).size > 1 ? mixName(games) : null;
}

/**
 * Who balancing moves (TDA R11): in an event with a flop game — Hold'em alone or a mix such as
 * H.O.R.S.E., its stud rounds included — the player due the big blind next, into the worst
 * position; in a stud-only event, by position (the seat matching the open seat).
 */
export function balancingMethod(structure: Structure): 'next-big-blind' | 'stud-seat' {
  return levelsOf(structure).some((l) => isPresetName(l.game) && isFlopPreset(l.game)) ? 'next-big-blind' : 'stud-seat';
}
