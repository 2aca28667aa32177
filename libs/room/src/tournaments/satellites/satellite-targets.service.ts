import { Injectable } from '@nestjs/common';
import { NewTournament, TournamentClockRepository, TournamentRepository } from '@app/persistence';
import { registrationOpen } from '@app/tournament-core';
import { formatAmount } from '../../ledger/format-amount';
import { TournamentError, TournamentErrorCode } from '../tournament.error';
import { seatValue } from './satellite-prizes';

const refuse = (message: string) => new TournamentError(TournamentErrorCode.SATELLITE_TARGET_INVALID, message);

/**
 * Whether a new satellite's target can take its seats (docs/tournaments.md "Satellites"): it
 * exists, still takes entries (not started, or within late registration), shares the currency, is
 * entered directly (not a multi-day event or one of its flights), and a seat costs more than the
 * satellite's own entry. A target may itself be a satellite (step satellites). A cycle cannot
 * arise: the target exists before its satellite and a tournament's target never changes.
 */
@Injectable()
export class SatelliteTargetsService {
  constructor(
    private readonly tournaments: TournamentRepository,
    private readonly clocks: TournamentClockRepository,
  ) {}

  async check(settings: NewTournament): Promise<void> {
    const id = settings.satelliteTargetId;
    if (!id) return;
    const target = await this.tournaments.findById(id);
    if (!target) throw refuse(`no tournament with id ${id} to be the satellite's target`);
    const open = target.status === 'scheduled' || registrationOpen(target, (await this.clocks.find(target.id))?.itemIndex ?? null);
    if (!open) throw refuse(`target ${target.name} is ${target.status} and takes no more entries: a satellite's seats must be playable`);
    if (target.currency !== settings.currency)
      throw refuse(`target ${target.name} is played in ${target.currency}: its satellite must collect the same currency, not ${settings.currency}`);
    if (target.format === 'multi-day' || target.flightOfId !== null)
      throw refuse(`target ${target.name} is entered through Day 1 flights: satellites into multi-day events are not offered in this version`);
    const value = seatValue(target);
    if (settings.buyIn + settings.fee >= value)
      throw refuse(
        `a seat into ${target.name} is worth ${formatAmount(value, target.currency)}: the satellite's own entry (${formatAmount(settings.buyIn + settings.fee, settings.currency)}) must cost less`,
      );
  }
}
