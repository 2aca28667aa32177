import { Injectable } from '@nestjs/common';
import {
  Tournament,
  TournamentClockRepository,
  TournamentEntry,
  TournamentEntryRepository,
  TournamentRepository,
  TournamentTableQueries,
  UnitOfWork,
} from '@app/persistence';
import { LedgerService } from '../../ledger/ledger.service';
import { TournamentFeedService } from '../feed/tournament-feed.service';
import { TournamentLedgerService, tournamentReference } from '../tournament-ledger.service';
import { TournamentTablesService } from '../tournament-tables.service';
import { TournamentError, TournamentErrorCode } from '../tournament.error';
import type { Actor } from '../../audit/actor';
import { AuditService } from '../../audit/audit.service';
import { flightStopDue } from './flight-stop-rule';

const LIVE = ['registered', 'playing'] as const;

const stopText = (t: Tournament) =>
  [
    t.flightStopPercent !== null ? `${t.flightStopPercent} % of entries left` : null,
    t.flightStopLevel !== null ? `the end of level ${t.flightStopLevel}` : null,
  ]
    .filter(Boolean)
    .join(' or ');

/**
 * The end of a Day 1 flight. Once its stop is due no table deals a new hand (the table policy
 * holds them); when the last hand dealt has ended, every survivor's chips are counted and bagged
 * (entry `advanced`, `baggedChips`), the chips go back to the flight's chip bank, the tables close,
 * the flight's prize money moves to its event's prize pool and the flight is `finished`. A flight
 * places and pays nobody: its busted entries are out of the event. Every method runs inside the
 * caller's unit of work with the flight's row locked (ResultsService.settle, a hand's end).
 */
@Injectable()
export class FlightStopService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly tournaments: TournamentRepository,
    private readonly entries: TournamentEntryRepository,
    private readonly clocks: TournamentClockRepository,
    private readonly queries: TournamentTableQueries,
    private readonly tables: TournamentTablesService,
    private readonly money: TournamentLedgerService,
    private readonly ledger: LedgerService,
    private readonly feed: TournamentFeedService,
    private readonly audit: AuditService,
  ) {}

  /** The flight's side of ResultsService.settle: bags when the stop is due and no hand is being played. */
  async settleFlight(t: Tournament, itemIndex: number | null): Promise<Tournament> {
    const alive = await this.entries.list(t.id, LIVE);
    if (!flightStopDue(t, itemIndex, alive.length)) return t;
    // A live flight bags once every stack is counted (the float empty): usually by the director's bag after the final count.
    if (t.dealing === 'live' && (await this.money.liveFloatBalance(t)) !== 0n) return t;
    // Hands in progress finish first; the last one to end comes back here (hand end → settle).
    if ((await this.queries.listTables(t.id)).some((table) => table.status === 'open' && table.handRunning)) return t;
    return this.bag(t, alive);
  }

  /**
   * A live flight's end of day: the floor has stopped the last hands and counted every stack (the
   * chip counts leave the float empty), and the director bags. Refused before the stop is due
   * and while chips are uncounted; nothing moves then.
   */
  bagLive(actor: Actor, flightId: string): Promise<Tournament> {
    return this.uow.run(async () => {
      // The one lock order: the tables (closed by the bagging), then the flight.
      await this.tables.lockOpenTables(flightId);
      const t = await this.tournaments.lockById(flightId);
      if (!t) throw TournamentError.notFound(flightId);
      if (t.flightOfId === null) throw new TournamentError(TournamentErrorCode.NOT_A_MULTI_DAY_EVENT, `${t.name} is not a Day 1 flight`);
      if (t.dealing !== 'live')
        throw new TournamentError(
          TournamentErrorCode.NOT_A_LIVE_TOURNAMENT,
          `flight ${t.flightName} is dealt by the engine: it bags by itself when its last hand ends`,
        );
      if (t.status !== 'running' && t.status !== 'on-break') throw TournamentError.status(t.id, t.status, 'a flight bags while it is in play');
      const alive = await this.entries.list(t.id, LIVE);
      const itemIndex = (await this.clocks.find(t.id))?.itemIndex ?? null;
      if (!flightStopDue(t, itemIndex, alive.length))
        throw new TournamentError(
          TournamentErrorCode.FLIGHT_STOP_NOT_DUE,
          `flight ${t.flightName} has not reached its stop (${stopText(t)}; ${alive.length} players left of ${t.entriesCount} entries)`,
        );
      const uncounted = await this.money.liveFloatBalance(t);
      if (uncounted !== 0n)
        throw new TournamentError(
          TournamentErrorCode.FLIGHT_COUNT_INCOMPLETE,
          `${uncounted} chips of flight ${t.flightName} are not in any counted stack: give the final chip counts of every table, then bag`,
        );
      const bagged = await this.bag(t, alive);
      await this.audit.record(actor, 'tournament.bag', { type: 'tournament', id: t.id }, { survivors: alive.length });
      return bagged;
    });
  }

  /** After a hand without busts: the flight's last running hand may have ended (locks the flight). */
  async afterQuietHand(tournamentId: string): Promise<void> {
    // Read first without the lock: most hands of a flight end long before its stop (the rule is monotone).
    const seen = await this.tournaments.findById(tournamentId);
    if (!seen || seen.flightOfId === null) return;
    if (!flightStopDue(seen, (await this.clocks.find(seen.id))?.itemIndex ?? null, await this.entries.countLive(seen.id))) return;
    const t = (await this.tournaments.lockById(tournamentId)) as Tournament;
    await this.settleFlight(t, (await this.clocks.find(t.id))?.itemIndex ?? null);
  }

  private async bag(t: Tournament, survivors: readonly TournamentEntry[]): Promise<Tournament> {
    const now = new Date();
    const stacks = new Map<string, bigint>();
    for (const entry of survivors) {
      const accounts = await this.money.chipAccountsOf(t, entry.playerId);
      stacks.set(
        entry.id,
        accounts.reduce((sum, a) => sum + a.balance, 0n),
      );
    }
    // Seat stacks back to the bank and the tables closed, as at a tournament's end; then chips held off the tables.
    const closed = await this.tables.closeAll(t);
    for (const entry of survivors) {
      for (const account of await this.money.chipAccountsOf(t, entry.playerId))
        await this.money.returnChips(t, account.id, account.balance, `tournament:${t.id}:entry:${entry.id}:bag:${account.id}`, `${t.name}: chips bagged`);
      await this.entries.update(entry.id, { status: 'advanced', baggedChips: stacks.get(entry.id) ?? 0n, endedAt: now });
    }
    await this.poolToEvent(t);
    const finished = await this.tournaments.update(t.id, { status: 'finished', finishedAt: now });
    this.uow.afterCommit(() => this.tables.announceClosed(closed));
    this.feed.announce(t.id, { type: 'finished' });
    return finished;
  }

  /**
   * One prize pool: the flight's collected prize money moves to the event's pool in one posting
   * keyed by the flight, and the event counts the flight's entries and money (payouts are on the
   * whole field). The event's row is locked after the flight's (flight → event: the one order).
   */
  private async poolToEvent(flight: Tournament): Promise<void> {
    const event = await this.tournaments.lockById(flight.flightOfId as string);
    if (!event) throw new Error(`flight ${flight.id}: its event ${flight.flightOfId} is gone`);
    const from = await this.money.prizePool(flight);
    const to = await this.money.prizePool(event);
    if (from.balance > 0n)
      await this.ledger.post(
        {
          kind: 'tournament-flight-pool',
          unit: flight.currency,
          reference: tournamentReference(event.id),
          memo: `${flight.name}: prize money to ${event.name}`,
          entries: [
            { accountId: from.id, amount: -from.balance },
            { accountId: to.id, amount: from.balance },
          ],
        },
        { idempotencyKey: `tournament:${flight.id}:flight-pool-to-event` },
      );
    await this.tournaments.update(event.id, { entriesCount: event.entriesCount + flight.entriesCount, collected: event.collected + flight.collected });
  }
}
