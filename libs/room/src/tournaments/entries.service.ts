import { Injectable } from '@nestjs/common';
import {
  LedgerTransactionRepository,
  PokerTable,
  TableRepository,
  Tournament,
  TournamentClockRepository,
  TournamentEntry,
  TournamentEntryRepository,
  TournamentRepository,
  UnitOfWork,
  UnitOfWorkOptions,
} from '@app/persistence';
import { addOnOpen, inPlay, rebuyOpen, registrationOpen } from '@app/tournament-core';
import { SYSTEM_ACTOR, type Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import { formatAmount } from '../ledger/format-amount';
import { LedgerService } from '../ledger/ledger.service';
import { chipsUnit } from '../ledger/units';
import { PlayersService } from '../players/players.service';
import { Price, TournamentLedgerService } from './tournament-ledger.service';
import { BalancingTrigger } from './balancing/balancing-trigger.service';
import { TournamentTablesService } from './tournament-tables.service';
import { TournamentError, TournamentErrorCode } from './tournament.error';
import { TournamentFeedService } from './feed/tournament-feed.service';
import { StartedTournament, TournamentStartService } from './tournament-start.service';
import { FlightEntryRulesService } from './flights/flight-entry-rules.service';
import { BountiesService } from './bounties/bounties.service';
import type { SeatPayment } from './satellites/satellite-seats.service';

const entryKey = (t: Tournament, entry: TournamentEntry, what: string) => `tournament:${t.id}:entry:${entry.id}:${what}`;
/** As the director's start: every registered entry is seated in the one transaction. */
const SIT_AND_GO_FILLED: UnitOfWorkOptions = { timeoutMs: 600_000 };
const err = (code: TournamentErrorCode, message: string) => new TournamentError(code, message);

/**
 * Entries through the ledger: registration (buy-in to the prize pool, fee to the house, a full
 * stack from the chip bank), unregistration before the start (all of it back), re-entries,
 * rebuys and the add-on. Each is one unit of work; a refusal moves nothing.
 */
@Injectable()
export class EntriesService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly tournaments: TournamentRepository,
    private readonly entries: TournamentEntryRepository,
    private readonly clocks: TournamentClockRepository,
    private readonly tables: TableRepository,
    private readonly seating: TournamentTablesService,
    private readonly money: TournamentLedgerService,
    private readonly ledger: LedgerService,
    private readonly transactions: LedgerTransactionRepository,
    private readonly players: PlayersService,
    private readonly audit: AuditService,
    private readonly balancing: BalancingTrigger,
    private readonly feed: TournamentFeedService,
    private readonly starter: TournamentStartService,
    private readonly flightRules: FlightEntryRulesService,
    private readonly bounties: BountiesService,
  ) {}

  /** A first entry or a re-entry (after a bust, while registration is open, within the limit). */
  async register(actor: Actor, tournamentId: string, playerId: string): Promise<TournamentEntry> {
    // The entry that fills a sit & go starts it in the same transaction: a start's budget.
    const sitAndGo = (await this.tournaments.findById(tournamentId))?.format === 'sit-and-go';
    const { t, entry, start } = await this.uow.run(() => this.enter(actor, tournamentId, playerId), sitAndGo ? SIT_AND_GO_FILLED : {});
    if (start) await this.starter.afterCommit(start);
    // A late entry may give a table its second player: it deals again.
    if (inPlay(t)) await this.seating.resumeDealing(t);
    return entry;
  }

  /**
   * A satellite's seat (docs/tournaments.md "Satellites"): this tournament's own registration, inside
   * the satellite's unit of work, paid by `seat` instead of the player's bankroll. A refusal (closed,
   * full, already in…) is thrown before anything is written.
   */
  async enterOnSeat(actor: Actor, tournamentId: string, playerId: string, seat: SeatPayment): Promise<TournamentEntry> {
    const { t, entry, start } = await this.enter(actor, tournamentId, playerId, seat);
    if (start) this.uow.afterCommit(() => this.starter.afterCommit(start));
    if (inPlay(t)) this.uow.afterCommit(() => this.seating.resumeDealing(t));
    return entry;
  }

  /** Inside the registration's unit of work: the checks, the money and chips, a late seat, a sit & go's start. */
  private async enter(
    actor: Actor,
    tournamentId: string,
    playerId: string,
    seat?: SeatPayment,
  ): Promise<{ t: Tournament; entry: TournamentEntry; start: StartedTournament | null }> {
    await this.seating.lockOpenTables(tournamentId);
    const t = await this.lock(tournamentId);
    // A multi-day event takes its entries through its flights.
    this.flightRules.refuseEventEntry(t);
    if (t.format === 'sit-and-go' && (t.status === 'running' || t.status === 'on-break'))
      throw err(TournamentErrorCode.TOURNAMENT_FULL, `sit & go ${t.id} is full: its ${t.maxPlayers} seats filled and it started`);
    const clock = await this.clocks.find(t.id);
    if (!registrationOpen(t, clock?.itemIndex ?? null))
      throw err(
        TournamentErrorCode.REGISTRATION_CLOSED,
        `tournament ${t.id} takes no entries now (${t.status}${t.lateRegistrationLevels > 0 ? `; late registration runs through level ${t.lateRegistrationLevels}` : ''})`,
      );
    await this.players.lockActivePerson(playerId, 'it cannot enter a tournament');
    // A flight: the event's re-entry rule across flights (under the player's lock: one flight's entry at a time).
    await this.flightRules.check(t, playerId);
    const previous = (await this.entries.listForPlayer(t.id, playerId)).filter((e) => e.status !== 'unregistered');
    if (previous.some((e) => e.status === 'registered' || e.status === 'playing'))
      throw err(TournamentErrorCode.ALREADY_REGISTERED, `player ${playerId} is already in tournament ${t.id}`);
    if (previous.length > t.maxReentries)
      throw err(TournamentErrorCode.REENTRY_LIMIT, `player ${playerId} has used ${previous.length - 1} of ${t.maxReentries} re-entries`);
    if ((await this.entries.countLive(t.id)) >= t.maxPlayers)
      throw err(TournamentErrorCode.TOURNAMENT_FULL, `tournament ${t.id} is full (${t.maxPlayers} players)`);
    const all = await this.entries.listForPlayer(t.id, playerId);
    const entry = await this.entries.create({ tournamentId: t.id, playerId, entryNo: all.length + 1, registeredByKeyId: actor.keyId, bounty: t.bounty });
    const what = previous.length > 0 ? `re-entry ${previous.length}` : 'entry';
    // A satellite's seat is paid from the satellite's prize pool, not the bankroll (docs/tournaments.md "Satellites").
    if (seat) await seat(t, entry);
    else {
      await this.money.collect(t, playerId, { prize: t.buyIn, fee: t.fee }, entryKey(t, entry, 'buy-in'), `${t.name}: ${what}`, actor);
      // A bounty tournament: the bounty part into the bounty pool (docs/tournaments.md "Bounties and progressive knockouts").
      await this.bounties.collect(t, entry, `${t.name}: ${what} bounty`, actor);
    }
    await this.money.issueChips(
      t,
      (await this.money.playerChips(t, playerId)).id,
      t.startingStack,
      entryKey(t, entry, 'chips'),
      `${t.name}: starting stack`,
      actor,
    );
    await this.tournaments.update(t.id, { entriesCount: t.entriesCount + 1, collected: t.collected + t.buyIn });
    const placed = inPlay(t) ? await this.seatLate(actor, t, entry) : entry;
    // A late entry may open a table of its own or unbalance the room: balancing looks (every table is locked).
    if (inPlay(t)) this.balancing.request(t);
    await this.auditStaff(actor, 'tournament.register', t, { playerId, entryId: entry.id, entryNo: entry.entryNo });
    this.announce(t, previous.length > 0 ? 're-entered' : 'registered', entry, t.entriesCount + 1);
    const start = await this.startIfFull(t);
    return { t, entry: start ? await this.entries.update(entry.id, {}) : placed, start };
  }

  /**
   * The entry that fills a sit & go's last seat starts it, in the same unit of work under the
   * tournament's lock: exactly one registration sees the field full, and a registration that waits
   * for the lock after it finds the sit & go running (TOURNAMENT_FULL). Audited as the system's start.
   */
  private async startIfFull(before: Tournament): Promise<StartedTournament | null> {
    if (before.format !== 'sit-and-go' || before.status !== 'registering') return null;
    if ((await this.entries.list(before.id, ['registered'])).length < before.maxPlayers) return null;
    const t = await this.lock(before.id);
    const start = await this.starter.startLocked(SYSTEM_ACTOR, t);
    await this.audit.record(SYSTEM_ACTOR, 'tournament.start', { type: 'tournament', id: t.id }, { from: t.status, to: start.started.status, trigger: 'full' });
    return start;
  }

  /** Before the start only: the buy-in and fee back to the bankroll, the chips back to the bank. */
  unregister(actor: Actor, tournamentId: string, playerId: string): Promise<TournamentEntry> {
    return this.uow.run(async () => {
      const t = await this.lock(tournamentId);
      if (t.status !== 'registering')
        throw err(
          TournamentErrorCode.UNREGISTER_AFTER_START,
          `tournament ${t.id} is ${t.status}: players unregister only while it is registering, before the start`,
        );
      const entry = await this.entries.findLive(t.id, playerId);
      if (!entry) throw err(TournamentErrorCode.NOT_REGISTERED, `player ${playerId} is not registered in tournament ${t.id}`);
      await this.refundEntry(t, entry, actor);
      await this.tournaments.update(t.id, { entriesCount: t.entriesCount - 1, collected: t.collected - t.buyIn });
      await this.auditStaff(actor, 'tournament.unregister', t, { playerId, entryId: entry.id });
      this.announce(t, 'unregistered', entry, t.entriesCount - 1);
      return this.entries.update(entry.id, { status: 'unregistered', endedAt: new Date() });
    });
  }

  /** Inside the caller's unit of work (unregistration, cancellation): money and chips of one entry back. */
  async refundEntry(t: Tournament, entry: TournamentEntry, actor: Actor): Promise<void> {
    await this.money.refund(t, entry.playerId, { prize: t.buyIn, fee: t.fee }, entryKey(t, entry, 'refund'), `${t.name}: entry refunded`, actor);
    await this.bounties.refund(t, entry, `${t.name}: entry bounty refunded`, actor);
    const chips = await this.money.playerChips(t, entry.playerId);
    await this.money.returnChips(t, chips.id, chips.balance, entryKey(t, entry, 'chips-back'), `${t.name}: entry refunded`, actor);
  }

  /**
   * The `number`-th rebuy of the player's entry (1 for the first): during the rebuy levels, at or
   * below the starting stack, between hands. Asking again for a rebuy already made answers it
   * again and moves nothing (the number is the request's idempotency).
   */
  rebuy(actor: Actor, tournamentId: string, playerId: string, number: number): Promise<TournamentEntry> {
    return this.chipPurchase(actor, tournamentId, playerId, async (t, entry, itemIndex) => {
      if (entry.rebuys >= number && (await this.transactions.findByIdempotencyKey(entryKey(t, entry, `rebuy:${number}`)))) return null;
      if (!rebuyOpen(t, itemIndex))
        throw err(
          TournamentErrorCode.REBUY_NOT_ALLOWED,
          t.rebuyLevels === 0 ? 'this tournament has no rebuys' : `rebuys are taken during levels 1–${t.rebuyLevels} only`,
        );
      if (number !== entry.rebuys + 1)
        throw err(TournamentErrorCode.REBUY_NUMBER_MISMATCH, `the next rebuy of this entry is number ${entry.rebuys + 1}, not ${number}`);
      const chips = await this.chipsHeld(t, playerId);
      if (chips > t.startingStack)
        throw err(
          TournamentErrorCode.REBUY_NOT_ALLOWED,
          `a rebuy needs a stack at or below the starting stack (${formatAmount(t.startingStack, chipsUnit(t.id))}); the player holds ${formatAmount(chips, chipsUnit(t.id))}`,
        );
      return { what: `rebuy:${number}`, price: { prize: t.rebuyPrice, fee: t.rebuyFee }, chips: t.rebuyChips, changes: { rebuys: number } };
    });
  }

  /** One add-on per entry, at the add-on break. */
  addOn(actor: Actor, tournamentId: string, playerId: string): Promise<TournamentEntry> {
    return this.chipPurchase(actor, tournamentId, playerId, async (t, entry, itemIndex) => {
      if (entry.addOn) throw err(TournamentErrorCode.ADD_ON_NOT_ALLOWED, 'this entry has taken its add-on');
      if (!addOnOpen(t, itemIndex))
        throw err(
          TournamentErrorCode.ADD_ON_NOT_ALLOWED,
          t.addOnChips === 0n ? 'this tournament has no add-on' : 'the add-on is offered during the add-on break only',
        );
      return { what: 'add-on', price: { prize: t.addOnPrice, fee: t.addOnFee }, chips: t.addOnChips, changes: { addOn: true } };
    });
  }

  /**
   * Rebuys and add-ons: chips onto the player's seat, so the table is locked first (the one lock
   * order: tables, then the tournament) and the player must not be in a hand being played.
   */
  private async chipPurchase(actor: Actor, tournamentId: string, playerId: string, decide: PurchaseRule): Promise<TournamentEntry> {
    return this.uow.run(async () => {
      const before = await this.tournaments.findById(tournamentId);
      if (!before) throw TournamentError.notFound(tournamentId);
      const seatBefore = await this.seating.seatOf(before, playerId);
      const table = seatBefore ? await this.tables.lockById(seatBefore.tableId) : null;
      const t = await this.lock(tournamentId);
      const entry = await this.entries.findLive(t.id, playerId);
      if (!entry) throw err(TournamentErrorCode.NOT_REGISTERED, `player ${playerId} has no live entry in tournament ${t.id}`);
      const purchase = await decide(t, entry, (await this.clocks.find(t.id))?.itemIndex ?? null);
      if (!purchase) return entry;
      const target = await this.chipTarget(t, playerId, table);
      await this.money.collect(t, playerId, purchase.price, entryKey(t, entry, purchase.what), `${t.name}: ${purchase.what}`, actor);
      await this.money.issueChips(t, target, purchase.chips, entryKey(t, entry, `${purchase.what}:chips`), `${t.name}: ${purchase.what}`, actor);
      await this.tournaments.update(t.id, { collected: t.collected + purchase.price.prize });
      await this.auditStaff(actor, `tournament.${purchase.what.split(':')[0]}`, t, { playerId, entryId: entry.id });
      this.announce(t, purchase.what === 'add-on' ? 'add-on' : 'rebuy', entry, t.entriesCount);
      return this.entries.update(entry.id, purchase.changes);
    });
  }

  /** Tells the tournament's followers (the room's TVs, the console) once the entry's change commits. */
  private announce(t: Tournament, action: 'registered' | 're-entered' | 'unregistered' | 'rebuy' | 'add-on', entry: TournamentEntry, entries: number): void {
    this.feed.announce(t.id, { type: 'entry', action, playerId: entry.playerId, entryNo: entry.entryNo, entries });
  }

  /** The seat stack when seated (refused during the player's hand), else the off-table chips. */
  private async chipTarget(t: Tournament, playerId: string, table: PokerTable | null): Promise<string> {
    const seat = await this.seating.seatOf(t, playerId);
    if (!seat || !table || seat.tableId !== table.id) return (await this.money.playerChips(t, playerId)).id;
    if (await this.seating.inRunningHand(table, seat.seat))
      throw err(TournamentErrorCode.HAND_IN_PROGRESS, 'the player is in a hand: chips are added between hands, try again when it ends');
    return seat.stackAccountId;
  }

  private async chipsHeld(t: Tournament, playerId: string): Promise<bigint> {
    const page = await this.ledger.listAccounts({ unit: chipsUnit(t.id), playerId, limit: 200 });
    return page.items.reduce((sum, a) => sum + a.balance, 0n);
  }

  private async seatLate(actor: Actor, t: Tournament, entry: TournamentEntry): Promise<TournamentEntry> {
    await this.seating.seatLate(t, entry.playerId, actor);
    return this.entries.update(entry.id, { status: 'playing' });
  }

  private async lock(id: string): Promise<Tournament> {
    const t = await this.tournaments.lockById(id);
    if (!t) throw TournamentError.notFound(id);
    return t;
  }

  /** Staff actions are audited; a player acting for themselves is in the ledger already. */
  private async auditStaff(actor: Actor, action: string, t: Tournament, details: Record<string, string | number>): Promise<void> {
    if (actor.role !== 'player') await this.audit.record(actor, action, { type: 'tournament', id: t.id }, details);
  }
}

interface Purchase {
  what: string;
  price: Price;
  chips: bigint;
  changes: { rebuys: number } | { addOn: true };
}

type PurchaseRule = (t: Tournament, entry: TournamentEntry, itemIndex: number | null) => Promise<Purchase | null>;
