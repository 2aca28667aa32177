import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { LayoutSeat, TableLayout, TableRepository, TableSeatRepository, Tournament, TournamentEntryRepository, TournamentRepository } from '@app/persistence';
import { byNumber, numberOf, type FinalTableDraw, type Plan } from '@app/tournament-core';
import { SeedEpochsService } from '../../hands/seed-epochs.service';
import type { PlayerMoved } from '../../hands/table-change';
import { seatStackReference } from '../../hands/seat-ledger.service';
import { LedgerService } from '../../ledger/ledger.service';
import { chipsUnit } from '../../ledger/units';
import { tournamentReference } from '../tournament-ledger.service';
import type { MoveReason } from '@app/persistence';
import { MoveInstructionsService, SeatChange } from '../live/move-instructions.service';

/** What applying a plan changed: who moved where, which tables changed or closed. */
export interface AppliedMoves {
  tournament: Tournament;
  moved: PlayerMoved[];
  /** Tables whose seats changed (given, received, redrawn) or that closed. */
  touched: string[];
  closed: string[];
}

/** One player's new seat in a redraw, tables by number. */
export interface Redraw {
  playerId: string;
  from: { table: number; seat: number };
  to: { table: number; seat: number };
}

/** One player to seat elsewhere: from the layout's seat to `to`'s seat `seat`. */
interface SeatMove {
  from: TableLayout;
  seat: LayoutSeat;
  to: TableLayout;
  toSeat: number;
}

/**
 * Moves players between a tournament's tables, inside the caller's unit of work with every table
 * concerned locked. A player keeps their stack: the seat-stack account of the old table is
 * emptied into the one of the new table in one ledger transaction (`table-move`, the chips unit,
 * key `tournament:<id>:move:<n>` with the tournament's running move count), the seat rows follow,
 * and the live entry counts the move (the planner moves the least moved first).
 */
@Injectable()
export class TableMovesService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly tables: TableRepository,
    private readonly seats: TableSeatRepository,
    private readonly entries: TournamentEntryRepository,
    private readonly tournaments: TournamentRepository,
    private readonly seedEpochs: SeedEpochsService,
    private readonly instructions: MoveInstructionsService,
  ) {}

  /**
   * A planner's plan, in order: moves, the final-table redraw, then the tables it closes (revealing
   * their seeds). At a live event every seat change also becomes an instruction for the floor.
   */
  async applyPlan(t: Tournament, layout: readonly TableLayout[], plan: Plan): Promise<AppliedMoves> {
    const moves: SeatMove[] = plan.moves.map((m) => {
      const from = byNumber(layout, m.from.table);
      return { from, seat: seatOf(from, m.from.seat), to: byNumber(layout, m.to.table), toSeat: m.to.seat };
    });
    const breaking = new Set(plan.brokenTables);
    const balance = moves.filter((m) => !breaking.has(numberOf(m.from)));
    const broken = moves.filter((m) => breaking.has(numberOf(m.from)));
    // Applied in the plan's order (a seat a move frees may be taken by a later one); told by reason.
    let applied = await this.moveAll(t, moves, null);
    let current = await this.instructions.record(applied.tournament, balance.map(changeOf), 'balance');
    current = await this.instructions.record(current, broken.map(changeOf), 'break');
    applied = { ...applied, tournament: current };
    if (plan.finalTable) applied = merge(applied, await this.redrawFinalTable(applied.tournament, layout, plan.finalTable));
    const closed = plan.brokenTables.map((n) => byNumber(layout, n).tableId);
    await this.closeTables(closed);
    return { ...applied, touched: unique([...applied.touched, ...closed]), closed };
  }

  /** Empty tables close (revealing their seeds). */
  async closeTables(tableIds: readonly string[]): Promise<void> {
    for (const tableId of tableIds) {
      await this.tables.update(tableId, { status: 'closed', closedAt: new Date() });
      await this.seedEpochs.endNow(tableId, 'closed');
    }
  }

  /**
   * Seats players elsewhere one by one, in order (a seat a move frees may be taken by a later one);
   * at a live event, with an instruction for the floor per move (`reason`; null: the caller tells).
   */
  async moveAll(t: Tournament, moves: readonly SeatMove[], reason: MoveReason | null): Promise<AppliedMoves> {
    const moved: PlayerMoved[] = [];
    for (const [i, m] of moves.entries()) {
      const stackAccountId = await this.transferStack(t, m, t.tableMoves + i + 1);
      await this.seats.remove(m.from.tableId, m.seat.seat);
      await this.seats.insert({
        tableId: m.to.tableId,
        seat: m.toSeat,
        playerId: m.seat.playerId,
        seatingId: randomUUID(),
        stackAccountId,
        sittingOut: m.seat.sittingOut,
        // The player's client seed goes with them (docs/fairness.md): it is theirs, not the seat's.
        clientSeed: m.seat.clientSeed,
      });
      moved.push({ playerId: m.seat.playerId, fromTable: m.from.tableId, toTable: m.to.tableId, seat: m.toSeat });
    }
    await this.entries.countMove(
      t.id,
      moves.map((m) => m.seat.playerId),
    );
    let tournament = moves.length === 0 ? t : await this.tournaments.update(t.id, { tableMoves: t.tableMoves + moves.length });
    if (reason) tournament = await this.instructions.record(tournament, moves.map(changeOf), reason);
    return { tournament, moved, touched: unique(moves.flatMap((m) => [m.from.tableId, m.to.tableId])), closed: [] };
  }

  /**
   * The final table: every player redraws a seat at one table. Every seat row goes first (the
   * drawn seats reuse numbers); players already at that table keep their seating and account,
   * the others' stacks move with them. A redraw is not counted as a balancing move.
   */
  private redrawFinalTable(t: Tournament, layout: readonly TableLayout[], draw: FinalTableDraw): Promise<AppliedMoves> {
    return this.reseat(
      t,
      layout,
      draw.seating.map((d) => ({ playerId: d.playerId, from: d.from, to: { table: draw.table, seat: d.seat } })),
      'final-table',
    );
  }

  /**
   * A redraw: the players named change seats all at once (every seat row goes first, as the drawn
   * seats reuse numbers). A player who stays at their table keeps their seating and account; the
   * others' stacks move with them. A redraw is not counted as a balancing move; at a live event
   * everyone whose seat changes gets an instruction (`reason`).
   */
  async reseat(t: Tournament, layout: readonly TableLayout[], draws: readonly Redraw[], reason: MoveReason): Promise<AppliedMoves> {
    const seated = draws.map((d) => {
      const from = byNumber(layout, d.from.table);
      return { d, from, to: byNumber(layout, d.to.table), seat: seatOf(from, d.from.seat) };
    });
    for (const { from, seat } of seated) await this.seats.remove(from.tableId, seat.seat);
    let moveNo = t.tableMoves;
    for (const { d, from, to, seat } of seated) {
      const stays = from.tableId === to.tableId;
      const stackAccountId = stays ? seat.stackAccountId : await this.transferStack(t, { from, seat, to, toSeat: d.to.seat }, ++moveNo);
      await this.seats.insert({
        tableId: to.tableId,
        seat: d.to.seat,
        playerId: seat.playerId,
        seatingId: stays ? seat.seatingId : randomUUID(),
        stackAccountId,
        sittingOut: seat.sittingOut,
        clientSeed: seat.clientSeed,
      });
    }
    let tournament = moveNo === t.tableMoves ? t : await this.tournaments.update(t.id, { tableMoves: moveNo });
    const changes = seated.map(({ d, from, to, seat }) => ({
      playerId: seat.playerId,
      fromTableId: from.tableId,
      fromSeat: seat.seat,
      toTableId: to.tableId,
      toSeat: d.to.seat,
    }));
    tournament = await this.instructions.record(tournament, changes, reason);
    // Only those who change tables are told to move; a player redrawn at their own table sees the
    // new seat in that table's update (a `moved` from a table to itself means nothing).
    const moved = seated
      .filter(({ from, to }) => from.tableId !== to.tableId)
      .map(({ d, from, to }) => ({ playerId: d.playerId, fromTable: from.tableId, toTable: to.tableId, seat: d.to.seat }));
    return { tournament, moved, touched: unique(seated.flatMap((s) => [s.from.tableId, s.to.tableId])), closed: [] };
  }

  /** The whole seat stack from the old table's account to the new table's, in one transaction; the new account's id. */
  private async transferStack(t: Tournament, m: SeatMove, moveNo: number): Promise<string> {
    const to = await this.stackAt(t, m);
    if (m.seat.stack === 0n) return to;
    await this.ledger.post(
      {
        kind: 'table-move',
        unit: chipsUnit(t.id),
        reference: tournamentReference(t.id),
        memo: `moved to another table (seat ${m.toSeat})`,
        entries: [
          { accountId: m.seat.stackAccountId, amount: -m.seat.stack },
          { accountId: to, amount: m.seat.stack },
        ],
      },
      { idempotencyKey: `tournament:${t.id}:move:${moveNo}` },
    );
    return to;
  }

  /** The player's seat-stack account at the destination table (the tables module's naming). */
  private async stackAt(t: Tournament, m: SeatMove): Promise<string> {
    const account = await this.ledger.ensureAccount({
      kind: 'seat-stack',
      unit: chipsUnit(t.id),
      playerId: m.seat.playerId,
      reference: seatStackReference(m.to.tableId),
    });
    return account.id;
  }
}

function changeOf(m: SeatMove): SeatChange {
  return { playerId: m.seat.playerId, fromTableId: m.from.tableId, fromSeat: m.seat.seat, toTableId: m.to.tableId, toSeat: m.toSeat };
}

function seatOf(table: TableLayout, seat: number): LayoutSeat {
  const found = table.seats.find((s) => s.seat === seat);
  if (!found) throw new Error(`table ${table.tableId}: nobody in seat ${seat} to move`);
  return found;
}

function unique(ids: string[]): string[] {
  return [...new Set(ids)];
}

function merge(a: AppliedMoves, b: AppliedMoves): AppliedMoves {
  return { tournament: b.tournament, moved: [...a.moved, ...b.moved], touched: unique([...a.touched, ...b.touched]), closed: [...a.closed, ...b.closed] };
}
