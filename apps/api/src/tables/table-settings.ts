/**
 * A create-table request turned into the table's settings, checked the way the engine will deal
 * them: a table that cannot deal a hand is never created.
 */
import type { NewTable } from '@app/persistence';
import { DEFAULT_RULES, RuleSet, rulesFor, seededRng, startHand } from '@app/razz-engine';
import { chipsUnit, requireCurrency } from '../ledger/units';
import { variantFor } from '../hands/hand-rules';
import type { CreateTableDto } from './dto/create-table.dto';
import { TableError, TableErrorCode } from './table.error';

const DEFAULTS = { maxSeats: 8, actionTimeoutMs: 30_000, handPauseMs: 3_000, maxTimeouts: 2 } as const;
const RULE_FIELDS = new Set(Object.keys(DEFAULT_RULES).filter((key) => key !== 'maxSeats'));

const invalid = (message: string) => new TableError(TableErrorCode.INVALID_TABLE_SETTINGS, message);

/** `allowTimeRake`: a cash game's tables collect time (docs/cash-games.md); a table made by hand has nobody to collect it. */
function rulesOf(dto: CreateTableDto, allowTimeRake: boolean): RuleSet {
  const overrides = dto.rules ?? {};
  const unknown = Object.keys(overrides).filter((key) => !RULE_FIELDS.has(key));
  if (unknown.length > 0) throw invalid(`unknown rule option(s): ${unknown.join(', ')} (maxSeats is a table setting)`);
  if (dto.kind === 'tournament' && 'rake' in overrides) throw invalid('tournament tables take no rake');
  const maxSeats = (dto.maxSeats ?? DEFAULTS.maxSeats) > 8 ? 9 : 8;
  const rules = { ...rulesFor(dto.preset, overrides as Partial<RuleSet>, dto.kind), maxSeats } as RuleSet;
  if (rules.rake?.kind === 'time' && !allowTimeRake) throw invalid('time collection is set on a cash game (POST /cash-games with timeCollection): a table made by hand takes none or percentage rake');
  return rules;
}

/** Cash: a currency and a buy-in range; tournament: the tournament's chips, no buy-in range. */
function moneyOf(dto: CreateTableDto): Pick<NewTable, 'unit' | 'minBuyIn' | 'maxBuyIn' | 'tournamentId'> {
  if (dto.kind === 'tournament') {
    if (!dto.tournamentId) throw invalid('a tournament table needs tournamentId');
    if (dto.unit !== undefined || dto.minBuyIn !== undefined || dto.maxBuyIn !== undefined) throw invalid('tournament tables count in the tournament\'s chips: no unit or buy-in range');
    return { unit: chipsUnit(dto.tournamentId), minBuyIn: null, maxBuyIn: null, tournamentId: dto.tournamentId };
  }
  if (dto.tournamentId !== undefined) throw invalid('a cash table has no tournamentId');
  if (dto.unit === undefined) throw invalid('a cash table needs its currency (unit)');
  if (dto.minBuyIn === undefined || dto.maxBuyIn === undefined) throw invalid('a cash table needs minBuyIn and maxBuyIn');
  if (dto.minBuyIn > dto.maxBuyIn) throw invalid(`minBuyIn (${dto.minBuyIn}) is above maxBuyIn (${dto.maxBuyIn})`);
  return { unit: requireCurrency(dto.unit).code, minBuyIn: BigInt(dto.minBuyIn), maxBuyIn: BigInt(dto.maxBuyIn), tournamentId: null };
}

export function tableSettings(dto: CreateTableDto, createdByKeyId: string | null, options: { allowTimeRake?: boolean } = {}): NewTable {
  const rules = rulesOf(dto, options.allowTimeRake ?? false);
  const stakes = { ante: dto.stakes.ante, bringIn: dto.stakes.bringIn, smallBet: dto.stakes.smallBet, bigBet: dto.stakes.bigBet };
  // A dry deal: the engine checks the rules and stakes exactly as it will at the table.
  const dry = startHand({ game: variantFor(dto.preset), rules, stakes, seats: [{ seat: 1, stack: 1_000_000 }, { seat: 2, stack: 1_000_000 }], rng: seededRng(1) });
  if (!dry.ok) throw invalid(dry.error.message);
  return {
    name: dto.name,
    kind: dto.kind,
    preset: dto.preset,
    rules,
    stakes,
    maxSeats: dto.maxSeats ?? DEFAULTS.maxSeats,
    ...moneyOf(dto),
    actionTimeoutMs: dto.actionTimeoutMs ?? DEFAULTS.actionTimeoutMs,
    handPauseMs: dto.handPauseMs ?? DEFAULTS.handPauseMs,
    maxTimeouts: dto.maxTimeouts ?? DEFAULTS.maxTimeouts,
    dealSittingOut: dto.kind === 'tournament',
    createdByKeyId,
    dealing: 'engine',
    cashGameId: null,
  };
}
