/**
 * Deals in a satellite (docs/tournaments.md "Satellites"): refused. While more players are left
 * than seats they are playing for seats, and a seat cannot be divided among them by chips (ICM or
 * chip-chop); once no more are left than seats the satellite is over and there is nothing to deal.
 */
import type { Tournament } from '@app/persistence';
import { TournamentError, TournamentErrorCode } from '../tournament.error';

export function refuseSatelliteDeal(t: Pick<Tournament, 'id' | 'satelliteTargetId'>): void {
  if (t.satelliteTargetId === null) return;
  throw new TournamentError(
    TournamentErrorCode.DEAL_NOT_ALLOWED_SATELLITE,
    `tournament ${t.id} is a satellite: its seats cannot be split by chips, so the room makes no deal in it`,
  );
}
