/**
 * A table's game for each hand, as pure functions of what the table row holds: its one game, or
 * its schedule and the rotation's place (`RotationTurn`), which the deal writes back with the hand
 * under the table lock — so a restarted process deals the same game the table was due to deal.
 */
import type { PokerTable, TableGame, TableSchedule } from '@app/persistence';
import { afterTurnHand, GAMES, isFlopPreset, isPresetName, PRESET_GAME, PresetName, RotationTurn, rulesFor, Stakes, turnForNextHand } from '@app/razz-engine';

/** The game a hand is dealt with, and the rotation's place to store with it (null: the table has no schedule). */
export interface DealtGame {
  game: TableGame;
  turn: RotationTurn | null;
}

/** A table's own game (a one-game table, or a tournament table between the tournament's levels). */
export function ownGame(table: PokerTable): TableGame {
  return { preset: table.preset, game: PRESET_GAME[table.preset as PresetName] ?? 'razz', rules: table.rules, stakes: table.stakes };
}

/**
 * A tournament level's game at this table (mixed tournaments): the preset's tournament rules at
 * the table's size (a stud game deals around 8 or 9 seats, a flop game around the table's own),
 * with the level's stakes.
 */
export function levelGame(table: PokerTable, preset: string, stakes: Stakes): TableGame {
  // Structures are validated when saved: an unknown game here is a bug, and rolls the deal back.
  if (!isPresetName(preset)) throw new Error(`table ${table.id}: the tournament level names an unknown game ${JSON.stringify(preset)}`);
  const maxSeats = isFlopPreset(preset) ? table.maxSeats : table.maxSeats > 8 ? 9 : 8;
  return { preset, game: PRESET_GAME[preset], rules: { ...rulesFor(preset, {}, 'tournament'), maxSeats }, stakes };
}

/**
 * The game of the next hand: the table's own, or the schedule's — the current game while its turn
 * lasts, else the next game, whose turn (per orbit: as long as `playersDealt`) begins with this hand.
 */
export function gameForNextHand(table: PokerTable, playersDealt: number): DealtGame {
  if (!table.schedule) return { game: ownGame(table), turn: null };
  const turn = turnForNextHand(table.schedule, table.rotationTurn, playersDealt);
  return { game: table.schedule.games[turn.index] as TableGame, turn: afterTurnHand(turn) };
}

/** One game of a schedule as clients see it. */
export interface ScheduledGameView {
  /** Position in `schedule.games`. */
  index: number;
  preset: string;
  game: string;
  /** The engine game's name (`Seven-Card Stud`). */
  name: string;
  stakes: Stakes;
}

/** Where a rotation table stands: the game of the current (or last) hand, the next game, hands until the change. */
export interface RotationView {
  mix: string;
  current: ScheduledGameView;
  next: ScheduledGameView;
  /**
   * Hands of the current game still to be dealt after the hand in progress (or the last one): 0 =
   * the next hand deals `next`. Null only before the first hand of a per-orbit rotation, whose
   * turn length is the number of players dealt into that hand.
   */
  handsUntilChange: number | null;
}

function gameView(schedule: TableSchedule, index: number): ScheduledGameView {
  const i = index % schedule.games.length;
  const g = schedule.games[i] as TableGame;
  return { index: i, preset: g.preset, game: g.game, name: GAMES[g.game]?.name ?? g.game, stakes: g.stakes };
}

export function rotationView(schedule: TableSchedule, turn: RotationTurn | null): RotationView {
  const index = turn?.index ?? 0;
  const left = turn ? turn.length - turn.handsDealt : schedule.rotation.kind === 'every-n-hands' ? schedule.rotation.hands : null;
  return { mix: schedule.mix, current: gameView(schedule, index), next: gameView(schedule, index + 1), handsUntilChange: left };
}
