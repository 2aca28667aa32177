/**
 * A create-table request turned into the table's settings, checked the way the engine will deal
 * them: a table that cannot deal a hand is never created.
 */
import type { NewTable, SeedRevealRule, TableGame } from '@app/persistence';
import { chipsUnit, requireCashUnit } from '../ledger/units';
import type { CreateTableDto, SeedRevealDto } from './dto/create-table.dto';
import { invalidSettings as invalid, resolveGame, TableShape } from './table-game';
import { scheduleOf } from './table-schedule';

const DEFAULTS = { maxSeats: 8, actionTimeoutMs: 30_000, handPauseMs: 3_000, maxTimeouts: 2 } as const;

/** Cash: a currency and a buy-in range; tournament: the tournament's chips, no buy-in range. */
function moneyOf(dto: CreateTableDto): Pick<NewTable, 'unit' | 'minBuyIn' | 'maxBuyIn' | 'tournamentId'> {
  if (dto.kind === 'tournament') {
    if (!dto.tournamentId) throw invalid('a tournament table needs tournamentId');
    if (dto.unit !== undefined || dto.minBuyIn !== undefined || dto.maxBuyIn !== undefined)
      throw invalid("tournament tables count in the tournament's chips: no unit or buy-in range");
    return { unit: chipsUnit(dto.tournamentId), minBuyIn: null, maxBuyIn: null, tournamentId: dto.tournamentId };
  }
  if (dto.tournamentId !== undefined) throw invalid('a cash table has no tournamentId');
  if (dto.unit === undefined) throw invalid('a cash table needs its currency (unit)');
  if (dto.minBuyIn === undefined || dto.maxBuyIn === undefined) throw invalid('a cash table needs minBuyIn and maxBuyIn');
  if (dto.minBuyIn > dto.maxBuyIn) throw invalid(`minBuyIn (${dto.minBuyIn}) is above maxBuyIn (${dto.maxBuyIn})`);
  return { unit: requireCashUnit(dto.unit).code, minBuyIn: BigInt(dto.minBuyIn), maxBuyIn: BigInt(dto.maxBuyIn), tournamentId: null };
}

/** The table's one game (the DTO requires preset and stakes when there is no schedule). */
function singleGame(dto: CreateTableDto, table: TableShape): TableGame {
  if (dto.preset === undefined || dto.stakes === undefined) throw invalid('a table needs a preset and stakes, or a schedule');
  return resolveGame({ label: '', preset: dto.preset, rules: dto.rules, stakes: dto.stakes }, table);
}

function seedRevealOf(dto: SeedRevealDto): SeedRevealRule {
  if (dto.kind === 'hand') {
    if (dto.hours !== undefined) throw invalid('seedReveal.hours is for kind hours only');
    return { kind: 'hand' };
  }
  return { kind: 'hours', hours: dto.hours as number };
}

/** `allowTimeRake`: a cash game's tables collect time (docs/cash-games.md); a table made by hand has nobody to collect it. */
export function tableSettings(dto: CreateTableDto, createdByKeyId: string | null, options: { allowTimeRake?: boolean } = {}): NewTable {
  const shape: TableShape = { kind: dto.kind, maxSeats: dto.maxSeats ?? DEFAULTS.maxSeats, allowTimeRake: options.allowTimeRake ?? false };
  const schedule = scheduleOf(dto, shape);
  // A rotation table keeps its first game in the one-game columns: what a reader that knows no schedules sees.
  const first = schedule ? (schedule.games[0] as TableGame) : singleGame(dto, shape);
  return {
    name: dto.name,
    kind: dto.kind,
    preset: first.preset,
    rules: first.rules,
    stakes: first.stakes,
    schedule,
    maxSeats: shape.maxSeats,
    ...moneyOf(dto),
    actionTimeoutMs: dto.actionTimeoutMs ?? DEFAULTS.actionTimeoutMs,
    handPauseMs: dto.handPauseMs ?? DEFAULTS.handPauseMs,
    maxTimeouts: dto.maxTimeouts ?? DEFAULTS.maxTimeouts,
    dealSittingOut: dto.kind === 'tournament',
    ...(dto.seedReveal ? { seedReveal: seedRevealOf(dto.seedReveal) } : {}),
    createdByKeyId,
    dealing: 'engine',
    cashGameId: null,
  };
}
