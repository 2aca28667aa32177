import { Injectable } from '@nestjs/common';
import { MoveInstructionRepository, TournamentRepository, TournamentTableQueries } from '@app/persistence';
import { inPlay, numberOf } from '@app/tournament-core';
import { toJsonAmount } from '../../common/amounts/json-amount';
import { BalancingService } from '../balancing/balancing.service';
import { ResultsService } from '../results.service';
import { TournamentLedgerService } from '../tournament-ledger.service';
import { TournamentError } from '../tournament.error';
import type { FloorOverviewView } from './dto/floor.views';

/** What the floor's screen shows of an event: tables, players, pending moves, hand-for-hand, the float. Read-only. */
@Injectable()
export class FloorOverviewService {
  constructor(
    private readonly tournaments: TournamentRepository,
    private readonly queries: TournamentTableQueries,
    private readonly instructions: MoveInstructionRepository,
    private readonly money: TournamentLedgerService,
    private readonly results: ResultsService,
    private readonly balancing: BalancingService,
  ) {}

  /**
   * A balancing run now, on the floor's or director's request (after a recount, or to see the
   * plan before a break ends), as the `tournaments.balance` job would run it; the event after it.
   */
  async balanceNow(tournamentId: string): Promise<FloorOverviewView> {
    const t = await this.tournaments.findById(tournamentId);
    if (!t) throw TournamentError.notFound(tournamentId);
    if (!inPlay(t)) throw TournamentError.status(t.id, t.status, 'balancing runs while the tournament is in play');
    await this.balancing.balance(t.id);
    return this.overview(t.id);
  }

  async overview(tournamentId: string): Promise<FloorOverviewView> {
    const t = await this.tournaments.findById(tournamentId);
    if (!t) throw TournamentError.notFound(tournamentId);
    const layout = (await this.queries.layout(t.id)).filter((x) => x.status === 'open' && x.number !== null);
    const standing = await this.results.standing(t);
    const done = (n: number) => t.handForHand && t.handForHandOpen && n >= t.handForHandRound;
    return {
      tournamentId: t.id,
      dealing: t.dealing,
      status: t.status,
      playersLeft: standing.playersLeft,
      chipsInPlay: toJsonAmount(standing.chipsInPlay),
      uncountedChips: toJsonAmount(await this.money.liveFloatBalance(t)),
      balancingRuns: t.balanceRuns,
      balancingPending: t.balancePending,
      pendingMoves: (await this.instructions.list(t.id, 'pending')).length,
      handForHand: {
        on: t.handForHand,
        round: t.handForHandRound,
        open: t.handForHandOpen,
        tablesDone: layout.filter((x) => done(x.dealtRound)).map((x) => numberOf(x)),
      },
      tables: layout
        .map((x) => ({ tableId: x.tableId, number: numberOf(x), players: x.seats.length, locked: x.locked, handDone: done(x.dealtRound) }))
        .sort((a, b) => a.number - b.number),
    };
  }
}
