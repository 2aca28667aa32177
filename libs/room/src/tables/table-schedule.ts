/**
 * A rotation table's schedule from a create-table request: every game resolved and dry-dealt like
 * a one-game table's, the rotation checked, the mix named.
 */
import type { TableSchedule } from '@app/persistence';
import { scheduleProblem } from '@app/razz-engine';
import { isFlopGame } from '../hands/deal-plan';
import { mixName } from '../hands/mix-name';
import type { CreateTableDto } from './dto/create-table.dto';
import type { TableScheduleDto } from './dto/table-schedule.dto';
import { invalidSettings, resolveGame, TableShape } from './table-game';

function rotationOf(dto: TableScheduleDto): TableSchedule['rotation'] {
  if (dto.rotation.kind === 'per-orbit') {
    if (dto.rotation.hands !== undefined)
      throw invalidSettings('schedule.rotation.hands is for every-n-hands only: an orbit lasts as many hands as players are dealt in');
    return { kind: 'per-orbit' };
  }
  return { kind: 'every-n-hands', hands: dto.rotation.hands as number };
}

/** Null for a one-game table; a request that mixes both ways of naming the game is refused. */
export function scheduleOf(dto: CreateTableDto, table: TableShape): TableSchedule | null {
  const schedule = dto.schedule;
  if (schedule === undefined) return null;
  if (dto.preset !== undefined || dto.rules !== undefined || dto.stakes !== undefined) {
    throw invalidSettings("a table with a schedule takes each game's preset, rules and stakes from it: leave out preset, rules and stakes");
  }
  if (table.kind === 'tournament') throw invalidSettings("a tournament table deals the game of the tournament's level: schedules are for cash tables");
  const games = schedule.games.map((g, i) =>
    resolveGame({ label: `schedule.games[${i}] (${g.preset})`, preset: g.preset, rules: g.rules, stakes: g.stakes }, table),
  );
  // A rotation of stud and flop games seats eight at most, as H.O.R.S.E. tables do (a ninth stud player runs the deck out).
  const flop = games.filter(isFlopGame).length;
  if (flop > 0 && flop < games.length && table.maxSeats > 8) {
    throw invalidSettings(`a rotation of stud and flop games seats 2 to 8 players (maxSeats ${table.maxSeats})`);
  }
  const resolved: TableSchedule = { mix: schedule.mix ?? mixName(games.map((g) => g.preset)), rotation: rotationOf(schedule), games };
  // Everything above already holds; the engine's own check guards the shape it will be read with.
  const problem = scheduleProblem(resolved);
  if (problem) throw invalidSettings(`schedule: ${problem}`);
  return resolved;
}
