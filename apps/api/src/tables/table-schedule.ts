/**
 * A rotation table's schedule from a create-table request: every game resolved and dry-dealt like
 * a one-game table's, the rotation checked, the mix named.
 */
import type { TableGame, TableSchedule } from '@app/persistence';
import { scheduleProblem } from '@app/razz-engine';
import type { CreateTableDto } from './dto/create-table.dto';
import type { TableScheduleDto } from './dto/table-schedule.dto';
import { invalidSettings, resolveGame, TableShape } from './table-game';

/** PokerStars' name for exactly this rotation (7 Card Stud, Razz, Stud Hi/Lo). */
const TRIPLE_STUD = ['razz', 'stud', 'stud8'];

/**
 * The name hand histories give the rotation when the director gives none: `Triple Stud` for one
 * each of Razz, Seven-Card Stud and Stud Eight-or-Better (fixed limit, as PokerStars deals it),
 * else `Mixed`. (`HORSE` and `8-Game` need the flop games, which the engine does not deal yet.)
 */
export function defaultMix(games: readonly TableGame[]): string {
  const presets = games.map((g) => g.preset).sort();
  return presets.length === TRIPLE_STUD.length && presets.every((p, i) => p === TRIPLE_STUD[i]) ? 'Triple Stud' : 'Mixed';
}

function rotationOf(dto: TableScheduleDto): TableSchedule['rotation'] {
  if (dto.rotation.kind === 'per-orbit') {
    if (dto.rotation.hands !== undefined) throw invalidSettings('schedule.rotation.hands is for every-n-hands only: an orbit lasts as many hands as players are dealt in');
    return { kind: 'per-orbit' };
  }
  return { kind: 'every-n-hands', hands: dto.rotation.hands as number };
}

/** Null for a one-game table; a request that mixes both ways of naming the game is refused. */
export function scheduleOf(dto: CreateTableDto, table: TableShape): TableSchedule | null {
  const schedule = dto.schedule;
  if (schedule === undefined) return null;
  if (dto.preset !== undefined || dto.rules !== undefined || dto.stakes !== undefined) {
    throw invalidSettings('a table with a schedule takes each game\'s preset, rules and stakes from it: leave out preset, rules and stakes');
  }
  if (table.kind === 'tournament') throw invalidSettings('a tournament table deals the game of the tournament\'s level: schedules are for cash tables');
  const games = schedule.games.map((g, i) => resolveGame({ label: `schedule.games[${i}] (${g.preset})`, preset: g.preset, rules: g.rules, stakes: g.stakes }, table));
  const resolved: TableSchedule = { mix: schedule.mix ?? defaultMix(games), rotation: rotationOf(schedule), games };
  // Everything above already holds; the engine's own check guards the shape it will be read with.
  const problem = scheduleProblem(resolved);
  if (problem) throw invalidSettings(`schedule: ${problem}`);
  return resolved;
}
