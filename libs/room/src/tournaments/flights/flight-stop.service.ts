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
import { flightStopDue } from './flight-stop-rule';

const LIVE = ['registered', 'playing'] as const;

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
  ) {}

  /** Whether the flight's tables must hold (the deal's question; no lock needed: the rule is monotone). */
  async holdsDealing(t: Tournament): Promise<boolean> {
    if (t.flightOfId === null) return false;
    const clock = await this.clocks.find(t.id);
    return flightStopDue(t, clock?.itemIndex ?? null, await this.entries.countLive(t.id));
  }

  /** The flight's side of ResultsService.settle: bags when the stop is due and no hand is being played. */
  async settleFlight(t: Tournament, itemIndex: number | null): Promise<Tournament> {
    const alive = await this.entries.list(t.id, LIVE);
    if (!flightStopDue(t, itemIndex, alive.length)) return t;
    // Hands in progress finish first; the last one to end comes back here (hand end → settle).
    if ((await this.queries.listTables(t.id)).some((table) => table.status === 'open' && table.handRunning)) return t;
    return this.bag(t, alive);
  }

  /** After a hand without busts: the flight's last running hand may have ended (locks the flight). */
  async afterQuietHand(tournamentId: string): Promise<void> {
    const t = await this.tournaments.lockById(tournamentId);
    if (!t || t.flightOfId === null) return;
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
