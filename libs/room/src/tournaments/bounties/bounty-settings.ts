/**
 * The bounty part of a create request (docs/tournaments.md "Bounties and progressive knockouts"):
 * refused where it does not fit, else the tournament's `bountyKind` and `bounty`.
 */
import type { NewTournament } from '@app/persistence';
import type { CreateTournamentDto } from '../dto/create-tournament.dto';
import { TournamentError, TournamentErrorCode } from '../tournament.error';

const invalid = (message: string) => new TournamentError(TournamentErrorCode.TOURNAMENT_SETTINGS_INVALID, message);

export function bountySettings(dto: CreateTournamentDto): Pick<NewTournament, 'bountyKind' | 'bounty'> {
  const bounty = dto.bounty;
  if (!bounty) return {};
  // A rebuy or an add-on would have to put more on the player's head (or not), and a busted
  // player who rebuys would be "eliminated" without leaving: rooms run bounties as freezeouts or
  // re-entries (a re-entry is a new entry with a bounty of its own), and so do we.
  if (dto.rebuy || dto.addOn) throw invalid('a bounty tournament takes no rebuys or add-on (re-entries are allowed: each entry has its own bounty)');
  if (dto.format === 'multi-day') throw invalid('a multi-day event has no bounties in this version');
  if (bounty.kind === 'progressive' && bounty.amount % 2 !== 0) throw invalid(`a progressive bounty must halve in whole minor units: ${bounty.amount} is odd`);
  return { bountyKind: bounty.kind, bounty: BigInt(bounty.amount) };
}
