import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { PokerTable, TableRepository, TableSeat, TableSeatRepository, UnitOfWork } from '@app/persistence';
import { HandError } from '../hands/hand.error';
import type { Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import { AuthError, AuthErrorCode } from '../auth/auth.error';
import type { Principal } from '../auth/principal';
import { formatAmount } from '../ledger/format-amount';
import { HandLifecycleService } from '../hands/hand-lifecycle.service';
import { ChipSource, SeatLedgerService } from '../hands/seat-ledger.service';
import type { TableChange } from '../hands/table-change';
import { TableEffectsService } from '../hands/table-effects.service';
import { PlayersService } from '../players/players.service';
import { dealsFlopGames } from '../hands/deal-plan';
import type { SeatOwnerDto, SitDownDto, SitInDto } from './dto/seating.dto';
import { buildTableView, TableView } from './table-view';
import { TableError, TableErrorCode } from './table.error';

/** A player to seat with a given stack: what a cash buy-in and a tournament seating share. */
export interface SeatRequest {
  playerId: string;
  seat: number;
  chips: bigint;
  source: ChipSource;
  /** Flop games at cash tables: wait for the big blind (default) or post one and play at once. */
  waitForBigBlind?: boolean;
  /** A player moved from another table keeps their client seed (docs/fairness.md). */
  clientSeed?: string;
  /** Set by the bots route alone, which has checked the table takes bots: any other seating of a bot player is refused. */
  bot?: true;
}

/** What seating a player made: the new seating and the ledger transaction that put the chips on it. */
export interface Seated {
  change: TableChange;
  seatingId: string;
  transactionId: string | null;
}

type SeatingWork = (table: PokerTable, seats: TableSeat[]) => Promise<void>;

/**
 * Seats: sit down with a buy-in, leave (chips back to the bankroll; after the hand when dealt in),
 * sit out and back in. Each is one unit of work under the table lock, audited, followed by what
 * the seating change means for the hand (someone to fold now, a hand to deal).
 */
@Injectable()
export class SeatingService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly tables: TableRepository,
    private readonly seats: TableSeatRepository,
    private readonly seatLedger: SeatLedgerService,
    private readonly hands: HandLifecycleService,
    private readonly effects: TableEffectsService,
    private readonly players: PlayersService,
    private readonly audit: AuditService,
  ) {}

  /** Cash tables: the buy-in moves from the player's bankroll onto the seat stack. */
  sitDown(actor: Principal, tableId: string, dto: SitDownDto): Promise<TableView> {
    const playerId = actingPlayer(actor, dto.playerId);
    return this.change(actor, tableId, 'table.sit-down', { playerId, seat: dto.seat, buyIn: dto.buyIn }, async (table, seats) => {
      if (table.kind === 'tournament') throw new TableError(TableErrorCode.TABLE_IS_TOURNAMENT, 'seats at a tournament table are assigned by its tournament');
      // A session must wrap every seat at a cash game's table (waitlist holds, reports).
      if (table.cashGameId)
        throw new TableError(TableErrorCode.TABLE_OF_CASH_GAME, `table ${tableId} belongs to a cash game: sit down with POST /cash-sessions`);
      const chips = BigInt(dto.buyIn);
      if ((table.minBuyIn !== null && chips < table.minBuyIn) || (table.maxBuyIn !== null && chips > table.maxBuyIn)) {
        throw new TableError(
          TableErrorCode.BUY_IN_OUT_OF_RANGE,
          `the buy-in at this table is ${formatAmount(table.minBuyIn ?? 0n, table.unit)} to ${formatAmount(table.maxBuyIn ?? chips, table.unit)} (got ${formatAmount(chips, table.unit)})`,
        );
      }
      await this.seatPlayer(table, seats, { playerId, seat: dto.seat, chips, source: { from: 'bankroll' }, waitForBigBlind: dto.waitForBigBlind }, actor);
    });
  }

  /**
   * Seats a player with `chips` taken from `source`, with no buy-in range: how a tournament
   * seats an entry with its starting stack, from an account in the tournament's chips.
   */
  async seatWithChips(actor: Actor, tableId: string, request: SeatRequest): Promise<TableChange> {
    const { change } = await this.uow.run(() => this.seatInUnitOfWork(actor, tableId, request));
    await this.effects.apply(change);
    return change;
  }

  /**
   * Like `seatWithChips`, inside the caller's unit of work (cash sessions record the seating with
   * it): the caller applies `change` once its unit of work committed.
   */
  async seatInUnitOfWork(actor: Actor, tableId: string, request: SeatRequest): Promise<Seated> {
    let seated: Omit<Seated, 'change'> | undefined;
    const change = await this.underLock(tableId, async (table, seats) => {
      seated = await this.seatPlayer(table, seats, request, actor);
    });
    return { change, ...(seated as Omit<Seated, 'change'>) };
  }

  /** Between hands (or not dealt in): cashed out now. Dealt in: folded when it is their turn, cashed out when the hand ends. */
  leave(actor: Principal, tableId: string, dto: SeatOwnerDto): Promise<TableView> {
    const playerId = actingPlayer(actor, dto.playerId);
    return this.change(actor, tableId, 'table.leave', { playerId }, async (table, seats) => {
      if (table.kind === 'tournament') throw new TableError(TableErrorCode.TABLE_IS_TOURNAMENT, 'players leave a tournament table through the tournament');
      if (table.dealing === 'live')
        throw new TableError(TableErrorCode.TABLE_IS_LIVE, 'at a live table the floor records what the player leaves with: POST /cash-sessions/{id}/cash-out');
      const seat = seatOf(seats, playerId);
      if (await this.isDealtIn(table, seat)) {
        await this.seats.update(table.id, seat.seat, { leaving: true });
        return;
      }
      await this.seatLedger.cashOut(table, seat, { from: 'bankroll' }, actor);
      await this.seats.remove(table.id, seat.seat);
    });
  }

  /** Not dealt the next hands (a cash player keeps playing a hand already dealt). */
  sitOut(actor: Principal, tableId: string, dto: SeatOwnerDto): Promise<TableView> {
    const playerId = actingPlayer(actor, dto.playerId);
    return this.change(actor, tableId, 'table.sit-out', { playerId }, async (table, seats) => {
      await this.seats.update(table.id, seatOf(seats, playerId).seat, { sittingOut: true });
    });
  }

  /**
   * Back in: dealt from the next hand, and no longer acted for automatically. At a flop-game cash
   * table blinds missed meanwhile are owed: posted at the next hand, or the player waits for the
   * big blind (`waitForBigBlind`).
   */
  sitIn(actor: Principal, tableId: string, dto: SitInDto): Promise<TableView> {
    const playerId = actingPlayer(actor, dto.playerId);
    return this.change(actor, tableId, 'table.sit-in', { playerId }, async (table, seats) => {
      const choice = dto.waitForBigBlind === undefined ? {} : { waitForBigBlind: dto.waitForBigBlind };
      await this.seats.update(table.id, seatOf(seats, playerId).seat, { sittingOut: false, consecutiveTimeouts: 0, ...choice });
    });
  }

  private async change(actor: Principal, tableId: string, action: string, details: Record<string, string | number>, work: SeatingWork): Promise<TableView> {
    const change = await this.uow.run(() =>
      this.underLock(tableId, async (table, seats) => {
        await work(table, seats);
        await this.audit.record(actor, action, { type: 'table', id: tableId }, details);
      }),
    );
    await this.effects.apply(change);
    return buildTableView(change.facts, actor);
  }

  private async underLock(tableId: string, work: SeatingWork): Promise<TableChange> {
    const table = await this.tables.lockById(tableId);
    if (!table) throw HandError.tableNotFound(tableId);
    if (table.status !== 'open') throw new TableError(TableErrorCode.TABLE_CLOSED, `table ${tableId} is ${table.status}`);
    await work(table, await this.seats.listForTable(tableId));
    // Read both again: the seat writes moved the table's seating version (a trigger does).
    const updated = (await this.tables.findById(tableId)) as PokerTable;
    return this.hands.afterSeating(updated, await this.seats.listForTable(tableId));
  }

  private async seatPlayer(table: PokerTable, seats: TableSeat[], request: SeatRequest, actor: Actor): Promise<Omit<Seated, 'change'>> {
    if (request.seat < 1 || request.seat > table.maxSeats)
      throw new TableError(TableErrorCode.SEAT_OUT_OF_RANGE, `seats at this table run 1 to ${table.maxSeats}`);
    if (request.bot) await this.players.lockActive(request.playerId);
    else await this.players.lockActivePerson(request.playerId, 'it cannot take a seat this way');
    if (seats.some((s) => s.playerId === request.playerId))
      throw new TableError(TableErrorCode.ALREADY_SEATED, `player ${request.playerId} already has a seat at this table`);
    if (seats.some((s) => s.seat === request.seat)) throw new TableError(TableErrorCode.SEAT_TAKEN, `seat ${request.seat} is taken`);
    const seatingId = randomUUID();
    const { account, transactionId } = await this.seatLedger.buyIn(table, request.playerId, seatingId, request.chips, request.source, actor);
    // A new player at a flop-game cash table the engine deals owes a big blind (docs/rules/flop-games.md, missed blinds).
    const owes = table.kind === 'cash' && table.dealing === 'engine' && dealsFlopGames(table);
    await this.seats.insert({
      tableId: table.id,
      seat: request.seat,
      playerId: request.playerId,
      seatingId,
      stackAccountId: account.id,
      sittingOut: false,
      blindDebt: owes ? 'big' : 'none',
      waitForBigBlind: request.waitForBigBlind ?? true,
      ...(request.clientSeed !== undefined ? { clientSeed: request.clientSeed } : {}),
    });
    return { seatingId, transactionId };
  }

  private async isDealtIn(table: PokerTable, seat: TableSeat): Promise<boolean> {
    return (await this.hands.runningHandSeats(table)).includes(seat.seat);
  }
}

/** Staff name the player; a player key acts for its own player only (cash sessions and waitlists too). */
export function actingPlayer(actor: Principal, playerId: string | undefined): string {
  if (actor.role !== 'player') {
    if (playerId === undefined) throw new TableError(TableErrorCode.PLAYER_ID_REQUIRED, 'staff must say which player (playerId)');
    return playerId;
  }
  if (playerId !== undefined && playerId !== actor.playerId)
    throw new AuthError(AuthErrorCode.PLAYER_SCOPE_FORBIDDEN, 'a player key may only act for its own player');
  return actor.playerId as string;
}

function seatOf(seats: TableSeat[], playerId: string): TableSeat {
  const seat = seats.find((s) => s.playerId === playerId);
  if (!seat) throw new TableError(TableErrorCode.NOT_SEATED, `player ${playerId} has no seat at this table`);
  return seat;
}
