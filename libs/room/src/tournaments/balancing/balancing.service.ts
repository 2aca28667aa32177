import { Injectable, Logger } from '@nestjs/common';
import { TableLayout, Tournament, TournamentRepository, TournamentTableQueries, TournamentTableRepository, UnitOfWork } from '@app/persistence';
import { cryptoRng } from '@app/razz-engine';
import { atRoundBarrier, inPlay, numberOf, Plan, plannerTables, planTables, TDA_BALANCING, Waiting } from '@app/tournament-core';
import { balancingMethod } from '../tournament-games';
import { TournamentError, TournamentErrorCode } from '../tournament.error';
import { HandForHandService } from './hand-for-hand.service';
import { RoomChange, RoomEffectsService } from './room-effects.service';
import { TableMovesService } from './table-moves.service';
import { TournamentFeedService } from '../feed/tournament-feed.service';

/** What one balancing run did, and the room after it (tables in play, by number). */
export interface BalanceReport {
  tournamentId: string;
  run: number;
  /** Hand-for-hand and the barrier not reached: nothing was planned. */
  deferred: boolean;
  moves: number;
  brokenTables: number[];
  finalTable: number | null;
  haltedTables: number[];
  waiting: Waiting[];
  handForHand: { round: number; open: boolean } | null;
  tables: { number: number; players: number; locked: boolean; handRunning: boolean }[];
  /**
   * A balancing run's time from its start to its commit, ms: waiting for every table's lock, then
   * holding them all while it reads, plans and moves (no table acts meanwhile). Absent for a
   * director's change, which its caller times.
   */
  ms?: number;
}

export type BalanceListener = (report: BalanceReport) => void;

/**
 * A run locks every table, so no table acts while it runs: after a run of d ms the next one of
 * the tournament waits until d × ROOM_SHARE_PAUSE ms have passed since it ended, so runs hold the
 * room at most 1 / (1 + ROOM_SHARE_PAUSE) of the time however often players bust. In a small room
 * that is a few ms; in a room of a thousand tables, where busts come faster than runs end, every
 * bust in the pause joins the next run (the trigger's one-run-per-generation). Tables 3+ short
 * are halted at their hand's end (TournamentHandsService), not by the run, so no pause lets one
 * of them deal. Capped so a slow run never delays the next by more than MAX_PAUSE_MS.
 */
const ROOM_SHARE_PAUSE = 2;
const MAX_PAUSE_MS = 5_000;

/** A committed plan's report, and what to tell and poke once committed. */
export interface BalanceOutcome {
  report: BalanceReport;
  change: RoomChange;
}

/**
 * The `tournaments.balance` job's work: under every table's lock (id order) and then the
 * tournament's, read the room, run tournament-core's `planTables` (breaking in order, balancing,
 * the final table) and apply it between hands — moves only from tables with no hand running —,
 * mark the tables that must not deal (3+ short, waiting to break), and in hand-for-hand play do
 * all of it only at the barrier, where the next round opens. After the commit the touched tables
 * tell their clients and deal again. Every run bumps `balanceRuns` (see `BalancingTrigger`).
 */
@Injectable()
export class BalancingService {
  private readonly logger = new Logger('BalancingService');
  private readonly listeners = new Set<BalanceListener>();
  /** Per tournament, when this process's last run committed and how long it took (the pause before the next). */
  private readonly lastRuns = new Map<string, { endedAt: number; ms: number }>();

  constructor(
    private readonly uow: UnitOfWork,
    private readonly tournaments: TournamentRepository,
    private readonly tableStates: TournamentTableRepository,
    private readonly queries: TournamentTableQueries,
    private readonly moves: TableMovesService,
    private readonly handForHand: HandForHandService,
    private readonly room: RoomEffectsService,
    private readonly feed: TournamentFeedService,
  ) {}

  /** One run; null when the tournament is not in play. A failure leaves the next trigger a fresh job id. */
  async balance(tournamentId: string): Promise<BalanceReport | null> {
    await this.pauseAfterLastRun(tournamentId);
    const began = performance.now();
    let outcome: BalanceOutcome | null;
    try {
      outcome = await this.uow.run(() => this.runLocked(tournamentId));
    } catch (err) {
      await this.markFailed(tournamentId);
      throw err;
    }
    if (!outcome) {
      this.lastRuns.delete(tournamentId);
      return null;
    }
    const ms = performance.now() - began;
    this.lastRuns.set(tournamentId, { endedAt: performance.now(), ms });
    outcome.report.ms = Math.round(ms);
    await this.afterCommit(outcome);
    return outcome.report;
  }

  /** See ROOM_SHARE_PAUSE: the tables act between runs. */
  private async pauseAfterLastRun(tournamentId: string): Promise<void> {
    const last = this.lastRuns.get(tournamentId);
    if (!last) return;
    const wait = Math.min(last.endedAt + last.ms * ROOM_SHARE_PAUSE - performance.now(), MAX_PAUSE_MS);
    // Unref'd: a pause holds no process open (a closing worker's job is stalled and runs again elsewhere).
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait).unref());
  }

  /** Hears every committed run (the simulation checks the balance after each one). */
  observe(listener: BalanceListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async runLocked(tournamentId: string): Promise<BalanceOutcome | null> {
    await this.tableStates.lockOpenTables(tournamentId);
    const locked = await this.tournaments.lockById(tournamentId);
    if (!locked) return null;
    const t = await this.tournaments.update(locked.id, { balanceRuns: locked.balanceRuns + 1 });
    if (!inPlay(t)) {
      await this.tournaments.update(t.id, { balancePending: false });
      return null;
    }
    const layout = await this.readLayout(t);
    if (t.shootOut && layout.some((x) => x.seats.length > 1)) return this.shootOutRound(t, layout);
    if (t.handForHand && !atRoundBarrier(t, layout)) return this.deferred(t, layout);
    return this.planAndApply(t, layout);
  }

  /**
   * A director breaks table `number` now: a balancing run with that table first in the break
   * order, under the caller's locks (every table, the tournament). TABLE_CANNOT_BREAK when its
   * players do not fit elsewhere.
   */
  async breakNow(t: Tournament, number: number): Promise<BalanceOutcome> {
    const bumped = await this.tournaments.update(t.id, { balanceRuns: t.balanceRuns + 1 });
    const layout = await this.readLayout(bumped);
    const plan = this.plan(bumped, layout, [number]);
    if (!plan.brokenTables.includes(number)) {
      throw new TournamentError(
        TournamentErrorCode.TABLE_CANNOT_BREAK,
        `table ${number} cannot break now: its players do not fit at the other tables in play, or another table's hand holds the plan up`,
      );
    }
    return this.planAndApply(bumped, layout, plan);
  }

  /** Commits a director's change's effects: the touched tables hear of it and deal again. */
  async afterCommit(outcome: BalanceOutcome): Promise<void> {
    await this.room.apply(outcome.change);
    for (const listener of this.listeners) listener(outcome.report);
  }

  private async planAndApply(t: Tournament, layout: TableLayout[], plan = this.plan(t, layout)): Promise<BalanceOutcome> {
    const applied = await this.moves.applyPlan(t, layout, plan);
    const halts = await this.applyHalts(layout, plan);
    // (Always true for a run in hand-for-hand play; a director's break mid-round opens nothing.)
    const barrier = applied.tournament.handForHand && atRoundBarrier(t, layout);
    if (barrier) await this.handForHand.atBarrier(applied.tournament);
    const current = await this.tournaments.update(t.id, { balancePending: plan.waiting.length > 0 || plan.haltedTables.length > 0 });
    const after = await this.queries.layout(t.id);
    this.announce(current, plan, barrier, after);
    // At a hand-for-hand barrier every table deals the new round: all are poked.
    const tables = barrier ? [...new Set([...applied.touched, ...after.map((x) => x.tableId)])] : [...new Set([...applied.touched, ...halts.released])];
    return {
      report: this.report(current, t.balanceRuns, after, { deferred: false, moves: plan.moves.length, plan }),
      change: { trigger: `b${t.balanceRuns}`, tables, moved: applied.moved, halted: halts.halted },
    };
  }

  /** The tournament's followers hear of broken tables, the final table and a new hand-for-hand round (after the commit). */
  private announce(t: Tournament, plan: Plan, barrier: boolean, after: TableLayout[]): void {
    if (plan.brokenTables.length > 0) this.feed.announce(t.id, { type: 'table-broken', tables: [...plan.brokenTables] });
    if (plan.finalTable) this.feed.announce(t.id, { type: 'final-table', table: plan.finalTable.table });
    if (barrier) {
      const done = t.handForHand ? after.filter((x) => x.dealtRound >= t.handForHandRound && x.number !== null).map((x) => numberOf(x)) : [];
      this.feed.announce(t.id, { type: 'hand-for-hand', on: t.handForHand, round: t.handForHandRound, open: t.handForHandOpen, tablesDone: done });
    }
  }

  /**
   * A shoot-out's first round: no moves, no breaking, no halts — each table plays on to one
   * winner. Once no table holds two players the usual plan runs, and with the winners fitting at
   * one table that plan is the final table, its seats drawn afresh.
   */
  private async shootOutRound(t: Tournament, layout: TableLayout[]): Promise<BalanceOutcome> {
    const current = await this.tournaments.update(t.id, { balancePending: false });
    return {
      report: this.report(current, t.balanceRuns, layout, { deferred: false, moves: 0, plan: null }),
      change: { trigger: `b${t.balanceRuns}`, tables: [], moved: [], halted: new Set() },
    };
  }

  /** Hand-for-hand before the barrier: nothing moves mid-round; the next hand end asks again. */
  private async deferred(t: Tournament, layout: TableLayout[]): Promise<BalanceOutcome> {
    const current = await this.tournaments.update(t.id, { balancePending: true });
    return {
      report: this.report(current, t.balanceRuns, layout, { deferred: true, moves: 0, plan: null }),
      change: { trigger: `b${t.balanceRuns}`, tables: [], moved: [], halted: new Set() },
    };
  }

  private plan(t: Tournament, layout: TableLayout[], breakOrder?: number[]): Plan {
    const planned = planTables(plannerTables(layout), {
      rng: cryptoRng(),
      ...TDA_BALANCING,
      method: balancingMethod(t.structure),
      finalTableSeats: t.seatsPerTable,
      ...(breakOrder ? { breakOrder } : {}),
    });
    if (!planned.ok) throw new Error(`tournament ${t.id}: the planner refused the room: ${planned.error.message}`);
    return planned.value;
  }

  /** The plan's halted tables stop dealing; the others may deal again (returned: those released). */
  private async applyHalts(layout: TableLayout[], plan: Plan): Promise<{ halted: Set<string>; released: string[] }> {
    const haltedNumbers = new Set(plan.haltedTables);
    const halted = layout.filter((x) => haltedNumbers.has(numberOf(x)));
    const released = layout.filter((x) => x.halted && !haltedNumbers.has(numberOf(x)));
    await this.tableStates.updateMany(
      halted.filter((x) => !x.halted).map((x) => x.tableId),
      { halted: true },
    );
    await this.tableStates.updateMany(
      released.map((x) => x.tableId),
      { halted: false },
    );
    return { halted: new Set(halted.map((x) => x.tableId)), released: released.map((x) => x.tableId) };
  }

  /** The room; a table without a number (made by hand for this tournament) gets the next one. */
  private async readLayout(t: Tournament): Promise<TableLayout[]> {
    const layout = await this.queries.layout(t.id);
    const unnumbered = layout.filter((x) => x.number === null);
    if (unnumbered.length === 0) return layout;
    for (const x of unnumbered) await this.tableStates.create({ tableId: x.tableId, tournamentId: t.id, number: await this.tableStates.nextNumber(t.id) });
    return this.queries.layout(t.id);
  }

  private report(t: Tournament, run: number, layout: TableLayout[], r: { deferred: boolean; moves: number; plan: Plan | null }): BalanceReport {
    return {
      tournamentId: t.id,
      run,
      deferred: r.deferred,
      moves: r.moves,
      brokenTables: r.plan?.brokenTables ?? [],
      finalTable: r.plan?.finalTable?.table ?? null,
      haltedTables: r.plan?.haltedTables ?? [],
      waiting: r.plan?.waiting ?? [],
      handForHand: t.handForHand ? { round: t.handForHandRound, open: t.handForHandOpen } : null,
      tables: layout
        .filter((x) => x.status === 'open')
        .map((x) => ({ number: numberOf(x), players: x.seats.length, locked: x.locked, handRunning: x.handRunning })),
    };
  }

  /** A failed run still moves the run count on (and leaves work pending), so later triggers name a new job. */
  private async markFailed(tournamentId: string): Promise<void> {
    try {
      await this.uow.run(async () => {
        const t = await this.tournaments.lockById(tournamentId);
        if (t) await this.tournaments.update(t.id, { balanceRuns: t.balanceRuns + 1, balancePending: true });
      });
    } catch (err) {
      this.logger.error(`tournament ${tournamentId}: recording a failed balancing run failed: ${(err as Error).message}`);
    }
  }
}
