import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  HandRepository,
  NewTable,
  PokerTable,
  UnitOfWork,
  TableRepository,
  TableSeatRepository,
  Tournament,
  TournamentSeat,
  TournamentTableQueries,
  TournamentTableRepository,
} from '@app/persistence';
import { cryptoRng, isFlopPreset, isPresetName, rulesFor } from '@app/razz-engine';
import { drawSeats, levelsOf, seatLateEntry } from '@app/tournament-core';
import type { Actor } from '../audit/actor';
import { HandLifecycleService } from '../hands/hand-lifecycle.service';
import { SeedEpochsService } from '../hands/seed-epochs.service';
import { TableEffectsService } from '../hands/table-effects.service';
import { TableFactsReader } from '../hands/table-facts.reader';
import { LedgerService } from '../ledger/ledger.service';
import { chipsUnit } from '../ledger/units';
import { TournamentLedgerService } from './tournament-ledger.service';
import { TournamentError, TournamentErrorCode } from './tournament.error';

const MAX_TIMEOUTS = 2;

/** The seat-stack account reference of a table (the tables module's `seatStackReference`). */
const seatStackReference = (tableId: string) => `table:${tableId}`;

/**
 * The tournament's side of its tables: opening them with a random seat draw, seating late
 * entries, chips onto seats, and closing them at the end. It writes through the table
 * repositories and the ledger the way the tables module does (seat-stack accounts, buy-in keys
 * per seating), so the tables' own services deal and settle the hands.
 */
@Injectable()
export class TournamentTablesService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly tables: TableRepository,
    private readonly seats: TableSeatRepository,
    private readonly hands: HandRepository,
    private readonly queries: TournamentTableQueries,
    private readonly tableStates: TournamentTableRepository,
    private readonly ledger: LedgerService,
    private readonly money: TournamentLedgerService,
    private readonly lifecycle: HandLifecycleService,
    private readonly effects: TableEffectsService,
    private readonly facts: TableFactsReader,
    private readonly seedEpochs: SeedEpochsService,
  ) {}

  /** Start: a crypto-secure draw over as few tables as needed, balanced; everyone seated with their chips. */
  async open(t: Tournament, playerIds: string[], actor: Actor): Promise<PokerTable[]> {
    const draw = drawSeats(playerIds, { seatsPerTable: t.seatsPerTable, rng: cryptoRng() });
    if (!draw.ok) throw TournamentError.fromCore(TournamentErrorCode.NOT_ENOUGH_PLAYERS, draw.error);
    const opened = new Map<number, PokerTable>();
    for (const number of draw.value.tables) opened.set(number, await this.createTable(t, number));
    for (const s of draw.value.seating) await this.seatWithChips(t, opened.get(s.table) as PokerTable, s.playerId, s.seat, actor);
    return [...opened.values()];
  }

  /**
   * A late entry or re-entry: a random open seat at the shortest tables not locked by the director
   * (a new table, with the next number, when all are full; balancing then fills it).
   */
  async seatLate(t: Tournament, playerId: string, actor: Actor): Promise<void> {
    const open = (await this.queries.layout(t.id)).filter((table) => table.status === 'open');
    const layout = open.map((table, i) => ({ table: i + 1, maxSeats: table.maxSeats, occupiedSeats: table.seats.map((s) => s.seat), locked: table.locked }));
    const drawn = seatLateEntry(layout, cryptoRng());
    if (drawn.ok) {
      const table = await this.tables.lockById((open[drawn.value.table - 1] as { tableId: string }).tableId);
      await this.seatWithChips(t, table as PokerTable, playerId, drawn.value.seat, actor);
      return;
    }
    const table = await this.createTable(t, await this.tableStates.nextNumber(t.id));
    await this.seatWithChips(t, table, playerId, 1 + cryptoRng().int(t.seatsPerTable), actor);
  }

  /**
   * Locks the tournament's open tables in id order: what code that may seat a player at any of
   * them (a late entry, a deal) does before it locks the tournament (tables first: the one lock order).
   */
  async lockOpenTables(tournamentId: string): Promise<void> {
    await this.tableStates.lockOpenTables(tournamentId);
  }

  seatOf(t: Tournament, playerId: string): Promise<TournamentSeat | undefined> {
    return this.queries.listSeats(t.id).then((seats) => seats.find((s) => s.playerId === playerId));
  }

  /** True while the player is dealt into a hand still being played (their chips are in the hand). */
  async inRunningHand(table: PokerTable, seat: number): Promise<boolean> {
    const hand = table.lastHandId ? await this.hands.findById(table.lastHandId) : null;
    return hand?.status === 'running' && hand.seats.some((s) => s.seat === seat);
  }

  /** A busted player's seat (no chips left) is given up after the hand. */
  async removeSeat(tableId: string, seat: number): Promise<void> {
    await this.seats.remove(tableId, seat);
  }

  /**
   * The end: every chip still on a seat goes back to the bank and every table closes. Tables are
   * empty of busted players by then; the winner's seat is the only one with chips. Returns the
   * tables it closed.
   */
  async closeAll(t: Tournament): Promise<string[]> {
    for (const seat of await this.queries.listSeats(t.id)) {
      await this.money.returnChips(
        t,
        seat.stackAccountId,
        seat.stack,
        `table:${seat.tableId}:seating:${seat.seatingId}:cash-out`,
        'tournament over: chips back to the bank',
      );
      await this.seats.remove(seat.tableId, seat.seat);
    }
    const closed: string[] = [];
    for (const table of await this.queries.listTables(t.id)) {
      if (table.status === 'closed') continue;
      await this.tables.update(table.id, { status: 'closed', closedAt: new Date() });
      // A closed table reveals the seed of its last epoch (docs/fairness.md).
      await this.seedEpochs.endNow(table.id, 'closed');
      closed.push(table.id);
    }
    return closed;
  }

  /**
   * After the commit that closed them outside a hand (a deal): each table's followers get its last
   * update — closed, no seats — as they would after any other change (`TableEffectsService`
   * logs a failed publish rather than throwing: the closing has committed).
   */
  async announceClosed(tableIds: readonly string[]): Promise<void> {
    for (const tableId of tableIds) {
      const facts = await this.facts.load(tableId);
      await this.effects.apply({ tableId, handId: facts.hand?.id ?? null, events: [], facts, clock: null, startHand: null });
    }
  }

  /**
   * Every open table of the tournament deals its next hand if it can (after the start, a break,
   * a late entry): the tables' own rule — two or more seats with chips, no hand running.
   */
  async resumeDealing(t: Tournament): Promise<void> {
    for (const info of await this.queries.listTables(t.id)) {
      if (info.status !== 'open') continue;
      const change = await this.uow.run(async () => {
        const table = await this.tables.lockById(info.id);
        return table && table.status === 'open' ? this.lifecycle.afterSeating(table, await this.seats.listForTable(table.id)) : null;
      });
      if (change) await this.effects.apply(change);
    }
  }

  private async seatWithChips(t: Tournament, table: PokerTable, playerId: string, seat: number, actor: Actor): Promise<void> {
    const from = await this.money.playerChips(t, playerId);
    const stack = await this.ledger.ensureAccount({ kind: 'seat-stack', unit: chipsUnit(t.id), playerId, reference: seatStackReference(table.id) });
    const seatingId = randomUUID();
    await this.ledger.post(
      {
        kind: 'buy-in',
        unit: table.unit,
        reference: seatStackReference(table.id),
        memo: `seated at ${table.name}`,
        entries: [
          { accountId: from.id, amount: -from.balance },
          { accountId: stack.id, amount: from.balance },
        ],
      },
      { idempotencyKey: `table:${table.id}:seating:${seatingId}:buy-in`, actor },
    );
    await this.seats.insert({ tableId: table.id, seat, playerId, seatingId, stackAccountId: stack.id, sittingOut: false });
  }

  /** A table of the tournament, with its number on the tournament's side. */
  private async createTable(t: Tournament, number: number): Promise<PokerTable> {
    const table = await this.tables.create(this.tableSettings(t, number));
    await this.tableStates.create({ tableId: table.id, tournamentId: t.id, number });
    // Its first seed epoch: the commitment is public before the first hand (docs/fairness.md).
    await this.seedEpochs.openNext(table);
    return table;
  }

  /** The table deals each level's game (`levelGame`); its own columns hold the first level's. */
  private tableSettings(t: Tournament, number: number): NewTable {
    const first = levelsOf(t.structure)[0];
    if (!first) throw new Error(`tournament ${t.id} has no level`);
    const preset = isPresetName(first.game) ? first.game : 'razz';
    // A stud game deals around 8 or 9 seats, a flop game around the table's own.
    const maxSeats = isFlopPreset(preset) ? t.seatsPerTable : t.seatsPerTable > 8 ? 9 : 8;
    return {
      name: `${t.name} — table ${number}`,
      kind: 'tournament',
      preset,
      rules: { ...rulesFor(preset, {}, 'tournament'), maxSeats },
      stakes: { ...first.stakes },
      schedule: null,
      maxSeats: t.seatsPerTable,
      unit: chipsUnit(t.id),
      minBuyIn: null,
      maxBuyIn: null,
      actionTimeoutMs: t.actionTimeoutMs,
      handPauseMs: t.handPauseMs,
      maxTimeouts: MAX_TIMEOUTS,
      dealSittingOut: true,
      tournamentId: t.id,
      createdByKeyId: t.createdByKeyId,
      // A live event's tables are dealt by people: the engine deals nothing there.
      dealing: t.dealing,
      cashGameId: null,
    };
  }
}
