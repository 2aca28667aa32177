/**
 * A Day 1 flight's settings: the event's terms (structure, money, stack, tables, timing) with the
 * flight's own name, start time, stop rule, size and entry window. A flight pays nothing itself
 * (no guarantee, no payout table: the event's pool pays) and plays no hand-for-hand (there is no
 * money bubble in a flight).
 */
import type { NewTournament, Tournament } from '@app/persistence';
import { levelCount } from '@app/tournament-core';
import type { Actor } from '../../audit/actor';
import { TournamentError, TournamentErrorCode } from '../tournament.error';
import type { CreateFlightDto } from './dto/create-flight.dto';

const invalid = (message: string) => new TournamentError(TournamentErrorCode.TOURNAMENT_SETTINGS_INVALID, message);
const MAX_NAME = 64;

export function flightSettings(event: Tournament, dto: CreateFlightDto, actor: Actor): NewTournament {
  const levels = levelCount(event.structure);
  if (dto.flightStopPercent === undefined && dto.flightStopLevel === undefined)
    throw invalid('a flight needs a stop: flightStopPercent (a share of its entries left) and/or flightStopLevel (the end of a level)');
  if (dto.flightStopLevel !== undefined && dto.flightStopLevel >= levels)
    throw invalid(`flightStopLevel ${dto.flightStopLevel}: Day 2 plays on after it, so it must be before the structure's last level (${levels})`);
  const lateRegistration = dto.lateRegistrationLevels ?? 0;
  if (lateRegistration >= levels) throw invalid(`lateRegistrationLevels (${lateRegistration}) must end before the structure's last level (${levels})`);
  if (dto.flightStopLevel !== undefined && lateRegistration > dto.flightStopLevel)
    throw invalid(`late registration (through level ${lateRegistration}) must close by the flight's stop (end of level ${dto.flightStopLevel})`);
  if ((dto.maxReentries ?? 0) > 0 && lateRegistration === 0)
    throw invalid('re-entries need late registration (a busted player re-enters while entries are taken)');
  const suffix = ` — Day ${dto.flightName.toUpperCase()}`;
  return {
    name: event.name.slice(0, MAX_NAME - suffix.length).trimEnd() + suffix,
    structure: event.structure,
    structureSource: event.structureSource,
    currency: event.currency,
    buyIn: event.buyIn,
    fee: event.fee,
    startingStack: event.startingStack,
    maxPlayers: dto.maxPlayers ?? event.maxPlayers,
    seatsPerTable: event.seatsPerTable,
    actionTimeoutMs: event.actionTimeoutMs,
    handPauseMs: event.handPauseMs,
    lateRegistrationLevels: lateRegistration,
    maxReentries: dto.maxReentries ?? 0,
    rebuyLevels: 0,
    rebuyPrice: 0n,
    rebuyFee: 0n,
    rebuyChips: 0n,
    addOnPrice: 0n,
    addOnFee: 0n,
    addOnChips: 0n,
    guarantee: 0n,
    payoutTable: null,
    payoutRounding: event.payoutRounding,
    handForHandAt: 0,
    scheduledStartAt: dto.scheduledStartAt ? new Date(dto.scheduledStartAt) : null,
    dealing: event.dealing,
    format: 'scheduled',
    reRegister: false,
    seriesId: null,
    seriesNumber: 1,
    shootOut: false,
    createdByKeyId: actor.keyId,
    flightOfId: event.id,
    flightName: dto.flightName.toUpperCase(),
    flightStopPercent: dto.flightStopPercent ?? null,
    flightStopLevel: dto.flightStopLevel ?? null,
  };
}
