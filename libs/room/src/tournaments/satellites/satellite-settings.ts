/**
 * The satellite part of a create request (docs/tournaments.md "Satellites"), the checks that need
 * no database: a satellite's payouts are its seats, so a custom payout table means nothing, and a
 * multi-day event (entered through its flights) is not run as a satellite in this version.
 */
import type { NewTournament } from '@app/persistence';
import type { CreateTournamentDto } from '../dto/create-tournament.dto';
import { TournamentError, TournamentErrorCode } from '../tournament.error';

const invalid = (message: string) => new TournamentError(TournamentErrorCode.TOURNAMENT_SETTINGS_INVALID, message);

export function satelliteSettings(dto: CreateTournamentDto): Pick<NewTournament, 'satelliteTargetId'> {
  if (dto.satelliteTargetId === undefined) return {};
  if (dto.payoutTable)
    throw invalid('a satellite pays seats (its prize pool ÷ the target’s entry price) and the remainder to the next place: leave out payoutTable');
  if (dto.format === 'multi-day') throw invalid('a multi-day event cannot be a satellite in this version (its flights can be targets of none either)');
  return { satelliteTargetId: dto.satelliteTargetId };
}
