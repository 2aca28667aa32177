/**
 * The settings of a multi-day event (format `multi-day`): it holds the money and the play terms of
 * the whole event — structure, buy-in and fee, starting stack, payouts, guarantee, tables — and its
 * Day 2; entries come from its Day 1 flights, each a tournament of its own (flight-settings.ts).
 * Late registration and re-entries are a flight's matter, so the event itself takes none.
 */
import type { NewTournament } from '@app/persistence';
import type { CreateTournamentDto } from '../dto/create-tournament.dto';
import { TournamentError, TournamentErrorCode } from '../tournament.error';

const invalid = (message: string) => new TournamentError(TournamentErrorCode.TOURNAMENT_SETTINGS_INVALID, message);

/** The multi-day part of a create request: refused where it does not fit, else the event's format fields. */
export function multiDaySettings(dto: CreateTournamentDto): Pick<NewTournament, 'flightReentry'> {
  if (dto.format !== 'multi-day') {
    if (dto.flightReentry !== undefined) throw invalid('flightReentry is for multi-day events only (format: multi-day)');
    return {};
  }
  if (dto.flightReentry === undefined) throw invalid('a multi-day event needs flightReentry: if-busted or keep-best');
  if ((dto.lateRegistrationLevels ?? 0) > 0) throw invalid('a multi-day event takes entries through its flights: give lateRegistrationLevels per flight');
  if ((dto.maxReentries ?? 0) > 0) throw invalid('a multi-day event takes entries through its flights: give maxReentries per flight');
  if (dto.rebuy || dto.addOn) throw invalid('a multi-day event has no rebuys or add-on (its flights would each need their own pool rules)');
  return { flightReentry: dto.flightReentry };
}
