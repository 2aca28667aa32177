import { Injectable } from '@nestjs/common';
import { TournamentClockRepository, TournamentEntryRepository, TournamentRepository, TournamentTableRepository } from '@app/persistence';
import type { HistoryBounties, TournamentStakes, TournamentTablePolicy } from '../hands/tournament-table-policy';
import { mayDeal } from '@app/tournament-core';
import { nextHandStakes } from './next-hand-stakes';
import { tournamentMix } from './tournament-games';
import { flightStopDue } from './flights/flight-stop-rule';
import { BountiesService } from './bounties/bounties.service';
import type { HandResult } from '@app/razz-engine';
import { satelliteOver } from './satellites/satellite-prizes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The tournaments' answers to the hands module's questions about a tournament table: whether and
 * at what stakes to deal its next hand, and the mix its histories name. Built on repositories
 * alone: the hands module injects it, and the tournament services depend on the hands module
 * (ClockService → TournamentTablesService → HandLifecycleService), so injecting one of them here
 * would close a cycle.
 */
@Injectable()
export class TournamentTablePolicyService implements TournamentTablePolicy {
  constructor(
    private readonly tournaments: TournamentRepository,
    private readonly tableStates: TournamentTableRepository,
    private readonly clocks: TournamentClockRepository,
    private readonly entries: TournamentEntryRepository,
    private readonly bounties: BountiesService,
  ) {}

  /**
   * The clock's level (`nextHandStakes`: a new level applies from the next hand dealt); `hold` on a break, for a table balancing halted, and in hand-for-hand play
   * for a table that has had its hand of the round (the deal then marks the table's round);
   * `table` for a tournament id this server does not run (a table made by hand).
   */
  async stakesForNextHand(tournamentId: string, tableId: string): Promise<TournamentStakes> {
    const t = UUID.test(tournamentId) ? await this.tournaments.findById(tournamentId) : null;
    if (!t) return { kind: 'table' };
    const table = await this.tableStates.find(tableId);
    if (table && !mayDeal(t, table)) return { kind: 'hold' };
    const clock = await this.clocks.find(t.id);
    const next = nextHandStakes(t, clock);
    if (!next) return { kind: 'hold' };
    // A Day 1 flight whose stop is due deals no new hand: the hands in play finish, then it bags.
    if (t.flightOfId !== null && flightStopDue(t, clock?.itemIndex ?? null, await this.entries.countLive(t.id))) return { kind: 'hold' };
    // A satellite whose seats are all won deals no new hand (a hand-for-hand round still plays out at every table): it ends when the last one does.
    if (t.satelliteTargetId !== null && !(t.handForHand && t.handForHandOpen) && satelliteOver(t.satelliteSeats, await this.entries.countLive(t.id)))
      return { kind: 'hold' };
    if (table && t.handForHand) await this.tableStates.update(tableId, { dealtRound: t.handForHandRound });
    return { kind: 'level', ...next };
  }

  /** The mix hand histories name; null for a one-game tournament (and one this server does not run). */
  async historyMix(tournamentId: string): Promise<string | null> {
    const t = UUID.test(tournamentId) ? await this.tournaments.findById(tournamentId) : null;
    return t ? tournamentMix(t.structure) : null;
  }

  /** Bounty events (docs/tournaments.md "Bounties and progressive knockouts"): the heads' bounties and the hand's knockouts, for its history. */
  async historyBounties(tournamentId: string, result: HandResult, seats: readonly { seat: number; playerId: string }[]): Promise<HistoryBounties> {
    if (!UUID.test(tournamentId)) return { seats: [], knockouts: [] };
    const final = new Map(result.stacks.map((s) => [s.seat, s.stack]));
    return this.bounties.historyBounties(
      tournamentId,
      result.pots,
      seats.map((s) => ({ ...s, finalStack: final.get(s.seat) ?? 0 })),
    );
  }
}
