import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { JobScheduler } from '@app/jobs';
import {
  CashGameRepository,
  CashTimeChargeRepository,
  PokerTable,
  TableRepository,
  TableSeat,
  TableSeatRepository,
  TimeCharge,
  UnitOfWork,
} from '@app/persistence';
import { HandLifecycleService } from '../hands/hand-lifecycle.service';
import { seatStackReference } from '../hands/seat-ledger.service';
import { LedgerService } from '../ledger/ledger.service';

const MINUTE_MS = 60_000;

/** Job ids of the period clock: `<tableId>-<periodStart ms>`. */
export const timeCollectionJobId = (tableId: string, periodStart: number) => `${tableId}-${periodStart}`;

/** Period k (k ≥ 1) of a table starts k periods after the table opened. */
function isPeriodStart(table: PokerTable, periodMs: number, at: number): boolean {
  const since = at - table.createdAt.getTime();
  return since > 0 && since % periodMs === 0;
}

/** Who pays time: seated, not sitting out, not on the way out, with chips. */
const pays = (seat: TableSeat) => !seat.sittingOut && !seat.leaving && seat.stack > 0n;

/**
 * Time collection (docs/cash-games.md): at the start of every period each seat that plays owes the
 * game's charge, one ledger transaction per seat (seat stack → house rake). A seat dealt into the
 * hand in progress cannot give chips mid-hand (its seat stack is the hand's starting stack), so
 * its charge waits and is collected when that hand ends (`collectPending`, on the `hand.finished`
 * domain event). Collected at most once per seat and period: the charge row and the
 * ledger key `cash:time:<tableId>:<periodStart>:<seatingId>`.
 */
@Injectable()
export class TimeCollectionService implements OnApplicationBootstrap {
  private readonly logger = new Logger('TimeCollectionService');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly tables: TableRepository,
    private readonly seats: TableSeatRepository,
    private readonly games: CashGameRepository,
    private readonly charges: CashTimeChargeRepository,
    private readonly hands: HandLifecycleService,
    private readonly ledger: LedgerService,
    private readonly jobs: JobScheduler,
  ) {}

  /** The `cash.time-collection` job: charges the period starting at `periodStart` (epoch ms), then arms the next one. */
  async collect(tableId: string, periodStart: number): Promise<void> {
    const next = await this.uow.run(async () => {
      const table = await this.tables.lockById(tableId);
      if (!table?.cashGameId || table.status === 'closed') return null;
      const game = await this.games.findById(table.cashGameId);
      if (!game?.timeCharge || !game.timePeriodMinutes) return null;
      const periodMs = game.timePeriodMinutes * MINUTE_MS;
      if (!isPeriodStart(table, periodMs, periodStart)) {
        this.logger.warn(`table ${tableId}: ${new Date(periodStart).toISOString()} is not one of its period starts; nothing collected`);
        return null;
      }
      if (table.status !== 'open') return null;
      const seats = await this.seats.listForTable(tableId);
      const at = new Date(periodStart);
      const amount = game.timeCharge;
      await this.charges.insertDue(seats.filter(pays).map((s) => ({ tableId, periodStart: at, seatingId: s.seatingId, playerId: s.playerId, amount })));
      await this.collectDue(table, seats, new Set(await this.hands.runningHandSeats(table)), at);
      return periodStart + periodMs;
    });
    if (next !== null) await this.arm(tableId, next);
  }

  /** After a hand at the table ended, inside its unit of work: the charges that waited for it. */
  async collectPending(table: PokerTable): Promise<void> {
    await this.collectDue(table, await this.seats.listForTable(table.id), new Set());
  }

  /** The first period of a newly opened table. */
  async armFirstPeriod(table: PokerTable, periodMinutes: number): Promise<void> {
    await this.arm(table.id, table.createdAt.getTime() + periodMinutes * MINUTE_MS);
  }

  /** After a restart: the next period of every open time-collected table (periods missed meanwhile are not collected). */
  async onApplicationBootstrap(): Promise<void> {
    const now = Date.now();
    for (const t of await this.games.openTimeCollectedTables()) {
      const periodMs = t.periodMinutes * MINUTE_MS;
      const k = Math.floor((now - t.createdAt.getTime()) / periodMs) + 1;
      await this.arm(t.tableId, t.createdAt.getTime() + k * periodMs);
    }
  }

  private async arm(tableId: string, periodStart: number): Promise<void> {
    await this.jobs.enqueue(
      'cash.time-collection',
      { tableId, periodStart },
      { jobId: timeCollectionJobId(tableId, periodStart), delayMs: Math.max(0, periodStart - Date.now()) },
    );
  }

  /** Pending charges (of one period, or all): collected from seats not in a hand, waived for seats gone. */
  private async collectDue(table: PokerTable, seats: TableSeat[], inHand: Set<number>, periodStart?: Date): Promise<void> {
    for (const charge of await this.charges.pending(table.id, periodStart)) {
      const seat = seats.find((s) => s.seatingId === charge.seatingId);
      if (!seat) await this.charges.markWaived(charge);
      else if (!inHand.has(seat.seat)) await this.collectFrom(table, seat, charge);
    }
  }

  /** What the stack holds, at most the charge; nothing to take (a busted seat) waives it. */
  private async collectFrom(table: PokerTable, seat: TableSeat, charge: TimeCharge): Promise<void> {
    const amount = seat.stack < charge.amount ? seat.stack : charge.amount;
    if (amount === 0n) {
      await this.charges.markWaived(charge);
      return;
    }
    const house = await this.ledger.ensureAccount({ kind: 'house-rake', unit: table.unit });
    const { transaction } = await this.ledger.post(
      {
        kind: 'time-collection',
        unit: table.unit,
        reference: seatStackReference(table.id),
        memo: `time at ${table.name}, period from ${charge.periodStart.toISOString()}`,
        entries: [
          { accountId: seat.stackAccountId, amount: -amount },
          { accountId: house.id, amount },
        ],
      },
      { idempotencyKey: `cash:time:${table.id}:${charge.periodStart.getTime()}:${seat.seatingId}` },
    );
    await this.charges.markCollected(charge, amount, transaction.id);
    seat.stack -= amount;
    // The stack lives in the ledger: touching the seat row makes a turn an API process remembers for
    // this table be read afresh, so its next live update shows the stack after the charge.
    await this.seats.touch(table.id, seat.seat);
  }
}
