import { Injectable } from '@nestjs/common';
import {
  PendingRequest,
  PendingRequestRepository,
  TableLayout,
  TableRepository,
  Tournament,
  TournamentRepository,
  TournamentTableQueries,
  TournamentTableRepository,
  UnitOfWork,
} from '@app/persistence';
import { cryptoRng } from '@app/razz-engine';
import { drawSeats, inPlay, numberOf } from '@app/tournament-core';
import type { Actor } from '../../audit/actor';
import { AuditService } from '../../audit/audit.service';
import { Queued, requesterOf } from '../../hands/queued-request';
import { TournamentError, TournamentErrorCode } from '../tournament.error';
import { BalanceOutcome, BalancingService } from './balancing.service';
import { BalancingTrigger } from './balancing-trigger.service';
import { TableMovesService } from './table-moves.service';
import { blindsAfter } from './blinds-after';

const err = (code: TournamentErrorCode, message: string) => new TournamentError(code, message);

/** Where a director sends a player: a table of the tournament, and a seat there (random when left out). */
export interface MoveRequest {
  tableId: string;
  seat?: number;
}

type Work = (
  t: Tournament,
  layout: TableLayout[],
) => Promise<{ details: Record<string, string | number | boolean>; outcome?: BalanceOutcome; pending?: PendingRequest }>;

/**
 * A director's overrides of balancing: move a player, break a table now, lock or unlock a table
 * (a locked table — a feature table — is out of balancing but still deals). Each one is a unit of
 * work under every table's lock and then the tournament's, refused with a clear code when the
 * table is mid-hand or the target does not fit, audited, and followed by a balancing run.
 */
@Injectable()
export class TableDirectorService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly tournaments: TournamentRepository,
    private readonly tableStates: TournamentTableRepository,
    private readonly queries: TournamentTableQueries,
    private readonly moves: TableMovesService,
    private readonly balancing: BalancingService,
    private readonly trigger: BalancingTrigger,
    private readonly audit: AuditService,
    private readonly pending: PendingRequestRepository,
    private readonly pokerTables: TableRepository,
  ) {}

  /** The tournament's tables that are not closed, by number, with their players. */
  async tables(tournamentId: string): Promise<TableLayout[]> {
    if (!(await this.tournaments.findById(tournamentId))) throw TournamentError.notFound(tournamentId);
    return this.queries.layout(tournamentId);
  }

  /**
   * During a hand at the player's table the move waits for it to end: the answer is then the
   * pending request (`whenInHand: 'queue'`); its applier asks again with `'refuse'`
   * (HAND_IN_PROGRESS: still waiting). The target and seat are checked at once either way.
   */
  async movePlayer(
    actor: Actor,
    tournamentId: string,
    playerId: string,
    to: MoveRequest,
    whenInHand: 'queue' | 'refuse' = 'queue',
  ): Promise<Queued<TableLayout[]>> {
    const done = await this.override(actor, tournamentId, 'tournament.move-player', async (t, layout): ReturnType<Work> => {
      const from = layout.find((x) => x.seats.some((s) => s.playerId === playerId));
      const seat = from?.seats.find((s) => s.playerId === playerId);
      if (!from || !seat) throw err(TournamentErrorCode.PLAYER_NOT_SEATED, `player ${playerId} is not seated at a table of tournament ${t.id}`);
      const target = this.openTable(layout, to.tableId);
      if (target.tableId === from.tableId) throw err(TournamentErrorCode.MOVE_TO_SAME_TABLE, `player ${playerId} already sits at table ${numberOf(from)}`);
      const toSeat = this.freeSeat(target, to.seat);
      if (from.handRunning) {
        if (whenInHand === 'refuse')
          throw err(TournamentErrorCode.HAND_IN_PROGRESS, `a hand is being played at table ${numberOf(from)}: the player moves between hands`);
        const params = { tableId: to.tableId, ...(to.seat !== undefined ? { seat: to.seat } : {}) };
        const handId = (await this.pokerTables.findById(from.tableId))?.lastHandId ?? null;
        const pending = await this.pending.create({
          kind: 'tournament-move',
          cashSessionId: null,
          tournamentId: t.id,
          playerId,
          tableId: from.tableId,
          handId,
          params,
          actorKeyId: actor.keyId,
          actorRole: actor.role,
        });
        return { details: { playerId, fromTable: numberOf(from), toTable: numberOf(target), queued: true, pendingRequestId: pending.id }, pending };
      }
      const applied = await this.moves.moveAll(t, [{ from, seat, to: target, toSeat }], 'director');
      const trigger = `m${applied.tournament.tableMoves}`;
      return {
        details: { playerId, fromTable: numberOf(from), toTable: numberOf(target), seat: toSeat },
        outcome: this.directOutcome(t, trigger, applied.touched, applied.moved),
      };
    });
    return done.pending ? { kind: 'pending', request: done.pending, replayed: false } : { kind: 'done', value: done.layout };
  }

  /** A director's move that waited for the hand (inside the applier's unit of work), as that director. */
  async applyPendingMove(request: Extract<PendingRequest, { kind: 'tournament-move' }>): Promise<void> {
    await this.movePlayer(requesterOf(request), request.tournamentId, request.playerId, request.params, 'refuse');
  }

  async breakTable(actor: Actor, tournamentId: string, tableId: string): Promise<TableLayout[]> {
    return (
      await this.override(actor, tournamentId, 'tournament.break-table', async (t, layout) => {
        const table = this.openTable(layout, tableId);
        if (table.locked) throw err(TournamentErrorCode.TABLE_LOCKED, `table ${numberOf(table)} is locked: unlock it before breaking it`);
        if (table.handRunning)
          throw err(TournamentErrorCode.HAND_IN_PROGRESS, `a hand is being played at table ${numberOf(table)}: it breaks once the hand is over`);
        const outcome = await this.balancing.breakNow(t, numberOf(table));
        return { details: { table: numberOf(table), moves: outcome.report.moves }, outcome };
      })
    ).layout;
  }

  /**
   * A redraw on the director's request: every player left draws a new seat at random (the seat
   * draw's rule: as few tables as needed, balanced), over the open tables with the lowest numbers;
   * tables left empty close. Between hands only (HAND_IN_PROGRESS while any table plays one).
   */
  async redraw(actor: Actor, tournamentId: string): Promise<TableLayout[]> {
    return (
      await this.override(actor, tournamentId, 'tournament.redraw', async (t, layout) => {
        const busy = layout.find((x) => x.handRunning);
        if (busy) throw err(TournamentErrorCode.HAND_IN_PROGRESS, `a hand is being played at table ${numberOf(busy)}: redraw between hands`);
        const open = layout.filter((x) => x.status === 'open').sort((a, b) => numberOf(a) - numberOf(b));
        const seated = open.flatMap((x) => x.seats.map((s) => ({ table: numberOf(x), seat: s.seat, playerId: s.playerId })));
        const draw = drawSeats(
          seated.map((s) => s.playerId),
          { seatsPerTable: t.seatsPerTable, rng: cryptoRng() },
        );
        if (!draw.ok) throw TournamentError.fromCore(TournamentErrorCode.NOT_ENOUGH_PLAYERS, draw.error);
        const from = new Map(seated.map((s) => [s.playerId, s]));
        const tableFor = (drawn: number) => numberOf(open[drawn - 1] as TableLayout);
        const applied = await this.moves.reseat(
          t,
          layout,
          draw.value.seating.map((d) => {
            const was = from.get(d.playerId) as { table: number; seat: number };
            return { playerId: d.playerId, from: { table: was.table, seat: was.seat }, to: { table: tableFor(d.table), seat: d.seat } };
          }),
          'redraw',
        );
        const emptied = open.slice(draw.value.tables.length).map((x) => x.tableId);
        await this.moves.closeTables(emptied);
        const trigger = `r${applied.tournament.tableMoves}-${applied.tournament.balanceRuns}`;
        return {
          details: { players: seated.length, tables: draw.value.tables.length, closed: emptied.length },
          outcome: this.directOutcome(t, trigger, [...new Set([...applied.touched, ...emptied])], applied.moved),
        };
      })
    ).layout;
  }

  /**
   * A live table of a flop game: where the dealer button is now (the floor's report). The small
   * and big blinds are the next two occupied seats clockwise (heads-up, the button is the small
   * blind), so balancing can move the player due the big blind next (the TDA's position rule), as
   * it does at engine tables from their own hands.
   */
  async setButton(actor: Actor, tournamentId: string, tableId: string, seat: number): Promise<TableLayout[]> {
    return (
      await this.override(actor, tournamentId, 'tournament.button', async (t, layout) => {
        if (t.dealing !== 'live')
          throw err(TournamentErrorCode.NOT_A_LIVE_TOURNAMENT, `tournament ${t.id} is dealt by the engine: its tables know their own button`);
        const table = this.openTable(layout, tableId);
        if (seat > table.maxSeats) throw err(TournamentErrorCode.SEAT_OUT_OF_RANGE, `table ${numberOf(table)} has seats 1–${table.maxSeats}`);
        const positions = blindsAfter(
          seat,
          table.seats.map((s) => s.seat),
          table.maxSeats,
        );
        await this.pokerTables.update(table.tableId, { flopPositions: positions });
        return { details: { table: numberOf(table), ...positions } };
      })
    ).layout;
  }

  async setLocked(actor: Actor, tournamentId: string, tableId: string, locked: boolean): Promise<TableLayout[]> {
    return (
      await this.override(actor, tournamentId, locked ? 'tournament.lock-table' : 'tournament.unlock-table', async (_t, layout) => {
        const table = this.openTable(layout, tableId);
        await this.tableStates.update(table.tableId, { locked });
        return { details: { table: numberOf(table), locked } };
      })
    ).layout;
  }

  /** The layout afterwards, and the request the work queued (if it did). */
  private async override(actor: Actor, tournamentId: string, action: string, work: Work): Promise<{ layout: TableLayout[]; pending: PendingRequest | null }> {
    const pending = await this.uow.run(async () => {
      await this.tableStates.lockOpenTables(tournamentId);
      const t = await this.tournaments.lockById(tournamentId);
      if (!t) throw TournamentError.notFound(tournamentId);
      if (!inPlay(t)) throw TournamentError.status(t.id, t.status, 'tables are managed while the tournament is in play');
      const done = await work(t, await this.queries.layout(t.id));
      await this.audit.record(actor, action, { type: 'tournament', id: t.id }, done.details);
      // The room changed: balancing has a look (the run after this one).
      this.trigger.request((await this.tournaments.findById(t.id)) as Tournament);
      const outcome = done.outcome;
      // After the outermost commit: the applier of a pending move runs this inside its own unit of work.
      if (outcome) this.uow.afterCommit(() => this.balancing.afterCommit(outcome));
      return done.pending ?? null;
    });
    return { layout: await this.queries.layout(tournamentId), pending };
  }

  private openTable(layout: TableLayout[], tableId: string): TableLayout {
    const table = layout.find((x) => x.tableId === tableId && x.status === 'open');
    if (!table) throw err(TournamentErrorCode.TABLE_NOT_IN_TOURNAMENT, `table ${tableId} is not an open table of this tournament`);
    return table;
  }

  private freeSeat(table: TableLayout, wanted: number | undefined): number {
    const taken = new Set(table.seats.map((s) => s.seat));
    if (wanted !== undefined) {
      if (wanted > table.maxSeats) throw err(TournamentErrorCode.SEAT_OUT_OF_RANGE, `table ${numberOf(table)} has seats 1–${table.maxSeats}`);
      if (taken.has(wanted)) throw err(TournamentErrorCode.SEAT_TAKEN, `seat ${wanted} at table ${numberOf(table)} is taken`);
      return wanted;
    }
    const free = Array.from({ length: table.maxSeats }, (_, i) => i + 1).filter((s) => !taken.has(s));
    if (free.length === 0) throw err(TournamentErrorCode.TABLE_FULL, `table ${numberOf(table)} is full`);
    return free[cryptoRng().int(free.length)] as number;
  }

  /** A director's move told and poked like a balancing run's. */
  private directOutcome(t: Tournament, trigger: string, tables: string[], moved: BalanceOutcome['change']['moved']): BalanceOutcome {
    const report = {
      tournamentId: t.id,
      run: t.balanceRuns,
      deferred: false,
      moves: moved.length,
      brokenTables: [],
      finalTable: null,
      haltedTables: [],
      waiting: [],
      handForHand: null,
      tables: [],
    };
    return { report, change: { trigger, tables, moved, halted: new Set() } };
  }
}
