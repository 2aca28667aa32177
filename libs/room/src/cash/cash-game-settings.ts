/**
 * A create-cash-game request turned into the game's settings, checked the way its tables will
 * deal (the tables' own `tableSettings`, dry deal included): a game whose tables could not deal
 * is never created.
 */
import type { CashGame, NewCashGame, NewTable } from '@app/persistence';
import type { CreateTableDto } from '../tables/dto/create-table.dto';
import { tableSettings } from '../tables/table-settings';
import { TableError, TableErrorCode } from '../tables/table.error';
import type { CreateCashGameDto } from './dto/create-cash-game.dto';
import { CashError, CashErrorCode } from './cash.error';

const DEFAULT_HOLD_SECONDS = 120;

const invalid = (message: string) => new CashError(CashErrorCode.INVALID_CASH_GAME, message);

/**
 * One game's rule options with the rake the cash game asks for: time collection sets `rake: { kind:
 * 'time' }`; otherwise no time rake, and at a live table no pot rake (the backend never sees a live
 * table's pots). `label` names a schedule's game in messages.
 */
function withRake(dto: CreateCashGameDto, given: Record<string, unknown>, label = ''): Record<string, unknown> {
  const rules = { ...given };
  const rake = rules.rake as { kind?: unknown } | undefined;
  const say = (message: string) => invalid(label === '' ? message : `${label}: ${message}`);
  if (dto.timeCollection) {
    if (rake !== undefined && rake.kind !== 'time') throw say('a game collects time or takes a rake from the pots, not both');
    return { ...rules, rake: { kind: 'time' } };
  }
  if (rake?.kind === 'time') throw say('time collection needs timeCollection: { amount, periodMinutes }');
  if (dto.dealing === 'live' && rake !== undefined && rake.kind !== 'none')
    throw say('a live table’s pots are not seen by the backend: use timeCollection (or no rake)');
  return rules;
}

/**
 * How the request names its game(s): one preset, rules and stakes, or a schedule whose games each
 * take the game's rule options (rake, time collection) under their own — each game checked alike.
 */
function gamesOf(dto: CreateCashGameDto): Pick<CreateTableDto, 'preset' | 'rules' | 'stakes' | 'schedule'> {
  const rules = withRake(dto, dto.rules ?? {});
  if (dto.schedule === undefined) return { preset: dto.preset, rules, stakes: dto.stakes };
  if (dto.preset !== undefined || dto.stakes !== undefined) {
    throw invalid("a mixed game takes each game's preset and stakes from its schedule: leave out preset and stakes");
  }
  const games = dto.schedule.games.map((g, i) => ({ ...g, rules: withRake(dto, { ...rules, ...(g.rules ?? {}) }, `schedule.games[${i}] (${g.preset})`) }));
  return { schedule: { ...dto.schedule, games } };
}

export function cashGameSettings(dto: CreateCashGameDto, createdByKeyId: string | null): NewCashGame {
  if (dto.minBuyIn > dto.maxBuyIn) throw invalid(`minBuyIn (${dto.minBuyIn}) is above maxBuyIn (${dto.maxBuyIn})`);
  const asTable: CreateTableDto = {
    name: dto.name,
    kind: 'cash',
    ...gamesOf(dto),
    maxSeats: dto.maxSeats,
    unit: dto.unit,
    minBuyIn: dto.minBuyIn,
    maxBuyIn: dto.maxBuyIn,
    actionTimeoutMs: dto.actionTimeoutMs,
    handPauseMs: dto.handPauseMs,
    maxTimeouts: dto.maxTimeouts,
  };
  let table: NewTable;
  try {
    table = tableSettings(asTable, createdByKeyId, { allowTimeRake: true });
  } catch (error) {
    if (error instanceof TableError && error.code === TableErrorCode.INVALID_TABLE_SETTINGS) throw invalid(error.message);
    throw error;
  }
  return {
    name: dto.name,
    dealing: dto.dealing,
    preset: table.preset,
    rules: table.rules,
    stakes: table.stakes,
    schedule: table.schedule,
    maxSeats: table.maxSeats,
    unit: table.unit,
    minBuyIn: BigInt(dto.minBuyIn),
    maxBuyIn: BigInt(dto.maxBuyIn),
    actionTimeoutMs: table.actionTimeoutMs,
    handPauseMs: table.handPauseMs,
    maxTimeouts: table.maxTimeouts,
    timeCharge: dto.timeCollection ? BigInt(dto.timeCollection.amount) : null,
    timePeriodMinutes: dto.timeCollection?.periodMinutes ?? null,
    holdSeconds: dto.holdSeconds ?? DEFAULT_HOLD_SECONDS,
    noAnswer: dto.noAnswer ?? 'end',
    createdByKeyId,
  };
}

/** A table of the game: its settings exactly, under its own name. */
export function tableOfGame(game: CashGame, name: string, createdByKeyId: string | null): NewTable {
  return {
    name,
    kind: 'cash',
    preset: game.preset,
    rules: game.rules,
    stakes: game.stakes,
    // A mixed game's tables rotate its schedule (H.O.R.S.E.); one game's deal it.
    schedule: game.schedule,
    maxSeats: game.maxSeats,
    unit: game.unit,
    minBuyIn: game.minBuyIn,
    maxBuyIn: game.maxBuyIn,
    actionTimeoutMs: game.actionTimeoutMs,
    handPauseMs: game.handPauseMs,
    maxTimeouts: game.maxTimeouts,
    dealSittingOut: false,
    tournamentId: null,
    createdByKeyId,
    dealing: game.dealing,
    cashGameId: game.id,
  };
}
