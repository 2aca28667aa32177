import { Injectable } from '@nestjs/common';
import { NewTournament, Tournament, TournamentEntryRepository, TournamentRepository } from '@app/persistence';
import { SYSTEM_ACTOR, type Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import { BalancingTrigger } from './balancing/balancing-trigger.service';
import { HandForHandService } from './balancing/hand-for-hand.service';
import { ClockService, LevelUpJob } from './clock.service';
import { ResultsService } from './results.service';
import { TournamentTablesService } from './tournament-tables.service';
import { TournamentError, TournamentErrorCode } from './tournament.error';
import { DayTwoService } from './flights/day-two.service';

/** What a start leaves for after its commit: the first level-up job and the first hands. */
export interface StartedTournament {
  started: Tournament;
  job: LevelUpJob | null;
}

/** "Razz Turbo SNG #11" → "Razz Turbo SNG": the copy's name is the series' name and its number. */
const seriesName = (name: string) => name.replace(/ #\d+$/, '');
const MAX_NAME = 64;

/**
 * The start of a tournament, shared by the director's start and a sit & go's start when its last
 * seat fills (inside that registration's unit of work, so "full" and "started" commit together):
 * the seat draw, the tables, level I. A re-registering sit & go opens its next copy in the same
 * unit of work. Separate from `TournamentsService` so that `EntriesService` can start a tournament
 * without depending on the service that depends on it.
 */
@Injectable()
export class TournamentStartService {
  constructor(
    private readonly tournaments: TournamentRepository,
    private readonly entries: TournamentEntryRepository,
    private readonly clock: ClockService,
    private readonly results: ResultsService,
    private readonly tables: TournamentTablesService,
    private readonly audit: AuditService,
    private readonly handForHand: HandForHandService,
    private readonly balancing: BalancingTrigger,
    private readonly dayTwo: DayTwoService,
  ) {}

  /** Inside the caller's unit of work, with the tournament's row locked (`t` read under the lock). */
  async startLocked(actor: Actor, event: Tournament): Promise<StartedTournament> {
    // A multi-day event's start is its Day 2: the flights' bags become its entries, from a later level.
    const day2 = event.format === 'multi-day' ? await this.dayTwo.prepare(actor, event) : null;
    const t = day2?.event ?? event;
    if (t.status !== 'registering') throw TournamentError.status(t.id, t.status, 'a tournament starts from registering');
    const registered = await this.entries.list(t.id, ['registered']);
    if (registered.length < 2)
      throw new TournamentError(TournamentErrorCode.NOT_ENOUGH_PLAYERS, `a tournament needs 2 or more players to start, ${registered.length} registered`);
    const now = Date.now();
    await this.tables.open(
      t,
      registered.map((e) => e.playerId),
      actor,
    );
    for (const entry of registered) await this.entries.update(entry.id, { status: 'playing' });
    const job = await this.clock.startClock(t, now, day2?.itemIndex ?? 0);
    const running = await this.tournaments.update(t.id, { status: 'running', startedAt: new Date(now) });
    // Without late registration, rebuys or an add-on the prize pool is final already.
    const settled = await this.results.settle(running, 0);
    // A field already within `handForHandAt`: hand-for-hand from the first hand (balancing opens the round).
    const started = await this.handForHand.switchOnIfDue(settled);
    if (started.handForHand) this.balancing.request(started);
    if (started.format === 'sit-and-go' && started.reRegister) await this.openNextCopy(started);
    return { started, job };
  }

  /** After the start's commit: the level clock's first job and the first hands at every table. */
  async afterCommit({ started, job }: StartedTournament): Promise<void> {
    await this.clock.enqueue(job);
    await this.tables.resumeDealing(started);
  }

  /**
   * The next sit & go of the series, open for registration at once, with the same terms (the
   * structure as stored on this one, so a later edit of a saved structure does not reach it).
   */
  private async openNextCopy(t: Tournament): Promise<Tournament> {
    const number = t.seriesNumber + 1;
    const suffix = ` #${number}`;
    const copy: NewTournament = {
      name:
        seriesName(t.name)
          .slice(0, MAX_NAME - suffix.length)
          .trimEnd() + suffix,
      structure: t.structure,
      structureSource: t.structureSource,
      currency: t.currency,
      buyIn: t.buyIn,
      fee: t.fee,
      startingStack: t.startingStack,
      maxPlayers: t.maxPlayers,
      seatsPerTable: t.seatsPerTable,
      actionTimeoutMs: t.actionTimeoutMs,
      handPauseMs: t.handPauseMs,
      lateRegistrationLevels: t.lateRegistrationLevels,
      maxReentries: t.maxReentries,
      rebuyLevels: t.rebuyLevels,
      rebuyPrice: t.rebuyPrice,
      rebuyFee: t.rebuyFee,
      rebuyChips: t.rebuyChips,
      addOnPrice: t.addOnPrice,
      addOnFee: t.addOnFee,
      addOnChips: t.addOnChips,
      guarantee: t.guarantee,
      payoutTable: t.payoutTable,
      payoutRounding: t.payoutRounding,
      handForHandAt: t.handForHandAt,
      scheduledStartAt: null,
      dealing: t.dealing,
      format: 'sit-and-go',
      reRegister: true,
      seriesId: t.seriesId ?? t.id,
      seriesNumber: number,
      shootOut: t.shootOut,
      bountyKind: t.bountyKind,
      bounty: t.bounty,
      createdByKeyId: null,
    };
    const created = await this.tournaments.create(copy, 'registering');
    await this.audit.record(
      SYSTEM_ACTOR,
      'tournament.re-register',
      { type: 'tournament', id: created.id },
      { name: created.name, previousId: t.id, seriesId: created.seriesId ?? created.id, seriesNumber: number },
    );
    return created;
  }
}
