/**
 * A create-tournament request turned into the tournament's settings, checked with
 * tournament-core (structure, payout table) so that a tournament that cannot run is never created.
 */
import type { NewTournament } from '@app/persistence';
import { isFlopPreset, isPresetName } from '@app/razz-engine';
import { addOnBreakIndex, levelCount, levelsOf, PayoutTable, Structure, validatePayoutTable, validateStructure } from '@app/tournament-core';
import type { Actor } from '../audit/actor';
import { requireCurrency } from '../ledger/units';
import type { CreateTournamentDto, PayoutTableDto } from './dto/create-tournament.dto';
import { TournamentError, TournamentErrorCode } from './tournament.error';
import { multiDaySettings } from './flights/multi-day-settings';
import { bountySettings } from './bounties/bounty-settings';
import { satelliteSettings } from './satellites/satellite-settings';

const invalid = (message: string) => new TournamentError(TournamentErrorCode.TOURNAMENT_SETTINGS_INVALID, message);

function payoutTableOf(dto: PayoutTableDto | undefined): PayoutTable | null {
  if (!dto) return null;
  const table: PayoutTable = {
    name: dto.name,
    bands: dto.bands.map((b) => ({ minEntries: b.minEntries, maxEntries: b.maxEntries ?? Infinity, percentages: b.percentages })),
  };
  const valid = validatePayoutTable(table);
  if (!valid.ok) throw TournamentError.fromCore(TournamentErrorCode.PAYOUT_TABLE_INVALID, valid.error);
  return table;
}

function checkLevels(dto: CreateTournamentDto, structure: Structure): void {
  const levels = levelCount(structure);
  if ((dto.lateRegistrationLevels ?? 0) > levels)
    throw invalid(`lateRegistrationLevels (${dto.lateRegistrationLevels}) is beyond the structure's ${levels} levels`);
  if (dto.rebuy && dto.rebuy.levels > levels) throw invalid(`rebuy.levels (${dto.rebuy.levels}) is beyond the structure's ${levels} levels`);
  if ((dto.maxReentries ?? 0) > 0 && (dto.lateRegistrationLevels ?? 0) === 0)
    throw invalid('re-entries need late registration (a busted player re-enters while entries are taken)');
}

/**
 * The table size the structure's games allow: a stud game seats at most nine (the deck), a flop
 * game ten, and a tournament mixing both eight (as H.O.R.S.E. events are dealt).
 */
function checkSeats(seatsPerTable: number, structure: Structure): void {
  const games = levelsOf(structure).map((l) => l.game);
  const flop = games.filter((g) => isPresetName(g) && isFlopPreset(g)).length;
  const limit = flop === 0 ? 9 : flop === games.length ? 10 : 8;
  if (seatsPerTable > limit) {
    const kind = flop === 0 ? 'stud games' : flop === games.length ? 'flop games' : 'stud and flop games';
    throw invalid(`seatsPerTable ${seatsPerTable}: a tournament of ${kind} seats at most ${limit} players a table`);
  }
}

/**
 * A sit & go starts when full and never waits for a clock time: entries after the start
 * (late registration, re-entries) would make "full" a moving target and could never fill the
 * seat the start was waiting for, so they are refused, as is a scheduled start time. Rebuys and
 * the add-on happen after the start and are allowed (rebuy sit & gos exist).
 */
function checkFormat(dto: CreateTournamentDto): void {
  if ((dto.format ?? 'scheduled') !== 'sit-and-go') {
    if (dto.reRegister) throw invalid('reRegister is for sit & gos only (format: sit-and-go)');
    if (dto.shootOut) throw invalid('shootOut is for sit & gos only (format: sit-and-go)');
    return;
  }
  if ((dto.lateRegistrationLevels ?? 0) > 0) throw invalid('a sit & go starts when full: it takes no late registration (lateRegistrationLevels must be 0)');
  if ((dto.maxReentries ?? 0) > 0) throw invalid('a sit & go starts when full: it takes no re-entries (maxReentries must be 0)');
  if (dto.scheduledStartAt) throw invalid('a sit & go starts when full, not at a time: leave out scheduledStartAt');
  if (dto.seatsPerTable !== undefined && dto.seatsPerTable > dto.maxPlayers)
    throw invalid(`seatsPerTable ${dto.seatsPerTable} is more than the sit & go's ${dto.maxPlayers} players`);
  if (dto.shootOut) checkShootOut(dto);
}

/**
 * A shoot-out plays one round of tables and a final table of their winners: it needs two tables
 * or more, and their winners must fit at one table (one final round, no second round of tables).
 * Hand-for-hand is off: it is balancing's round barrier, and a shoot-out's tables never balance.
 */
function checkShootOut(dto: CreateTournamentDto): void {
  const seats = dto.seatsPerTable ?? defaultSeats(dto);
  const tables = Math.ceil(dto.maxPlayers / seats);
  if (tables < 2) throw invalid(`a shoot-out needs 2 or more tables: ${dto.maxPlayers} players at ${seats} seats a table fit at one (give seatsPerTable)`);
  if (tables > seats) throw invalid(`a shoot-out's ${tables} table winners must fit at one final table of ${seats} seats`);
  if ((dto.handForHandAt ?? 0) !== 0) throw invalid('a shoot-out has no hand-for-hand (its tables never balance): leave out handForHandAt or give 0');
}

/** A re-registering sit & go named "… #12" numbers its series on from 12 (its copy is "… #13"); else 1. */
function firstNumber(dto: CreateTournamentDto): number {
  const trailing = dto.reRegister ? / #(\d{1,6})$/.exec(dto.name) : null;
  return trailing ? Math.max(1, Number(trailing[1])) : 1;
}

/** A sit & go's tables default to one table for its field, up to the usual 8 seats. */
const defaultSeats = (dto: CreateTournamentDto) => (dto.format === 'sit-and-go' ? Math.min(dto.maxPlayers, 8) : 8);

export function tournamentSettings(dto: CreateTournamentDto, structure: { value: Structure; source: string }, actor: Actor): NewTournament {
  const valid = validateStructure(structure.value);
  if (!valid.ok) throw TournamentError.fromCore(TournamentErrorCode.STRUCTURE_INVALID, valid.error);
  checkFormat(dto);
  checkLevels(dto, structure.value);
  checkSeats(dto.seatsPerTable ?? defaultSeats(dto), structure.value);
  const multiDay = multiDaySettings(dto);
  const bounty = bountySettings(dto);
  const satellite = satelliteSettings(dto);
  const settings: NewTournament = {
    name: dto.name,
    structure: structure.value,
    structureSource: structure.source,
    currency: requireCurrency(dto.currency).code,
    buyIn: BigInt(dto.buyIn),
    fee: BigInt(dto.fee),
    startingStack: BigInt(dto.startingStack),
    maxPlayers: dto.maxPlayers,
    seatsPerTable: dto.seatsPerTable ?? defaultSeats(dto),
    actionTimeoutMs: dto.actionTimeoutMs ?? 30_000,
    handPauseMs: dto.handPauseMs ?? 3_000,
    lateRegistrationLevels: dto.lateRegistrationLevels ?? 0,
    maxReentries: dto.maxReentries ?? 0,
    rebuyLevels: dto.rebuy?.levels ?? 0,
    rebuyPrice: BigInt(dto.rebuy?.price ?? 0),
    rebuyFee: BigInt(dto.rebuy?.fee ?? 0),
    rebuyChips: BigInt(dto.rebuy?.chips ?? 0),
    addOnPrice: BigInt(dto.addOn?.price ?? 0),
    addOnFee: BigInt(dto.addOn?.fee ?? 0),
    addOnChips: BigInt(dto.addOn?.chips ?? 0),
    guarantee: BigInt(dto.guarantee ?? 0),
    payoutTable: payoutTableOf(dto.payoutTable),
    payoutRounding: BigInt(dto.payoutRounding ?? 100),
    handForHandAt: dto.shootOut ? 0 : (dto.handForHandAt ?? null),
    scheduledStartAt: dto.scheduledStartAt ? new Date(dto.scheduledStartAt) : null,
    dealing: dto.dealing ?? 'engine',
    format: dto.format ?? 'scheduled',
    reRegister: dto.reRegister ?? false,
    seriesId: null,
    seriesNumber: firstNumber(dto),
    shootOut: dto.shootOut ?? false,
    createdByKeyId: actor.keyId,
    ...multiDay,
    ...bounty,
    ...satellite,
  };
  if (dto.addOn && addOnBreakIndex(settings) === null)
    throw invalid('an add-on needs a break after the rebuy period (or any break without rebuys) in the structure');
  return settings;
}
