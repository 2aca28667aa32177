/**
 * A stand-in for the tables' hand service (issue 6) in tournament tests: deals one hand at a
 * tournament table with the engine at the stakes the tournament gives, lets random-action bots
 * play it, books the result as one ledger transaction between the seat stacks, and reports the
 * finished hand to the tournament. It also moves a player left alone at a table to the shortest
 * other table (the balancing of issue 9 is not built yet).
 */
import type { TestingModule } from '@nestjs/testing';
import { TableRepository, TableSeatRepository, TournamentTableQueries, UnitOfWork } from '@app/persistence';
import { applyAction, HandState, legalActions, Rng, seatToAct, startHand } from '@app/razz-engine';
import { LedgerService } from '../../apps/api/src/ledger/ledger.service';
import { chipsUnit } from '../../apps/api/src/ledger/units';
import { TournamentsService } from '../../apps/api/src/tournaments/tournaments.service';
import { TournamentHandsService } from '../../apps/api/src/tournaments/tournament-hands.service';
import { TournamentLedgerService } from '../../apps/api/src/tournaments/tournament-ledger.service';
import { TournamentTablesService } from '../../apps/api/src/tournaments/tournament-tables.service';
import { DIRECTOR } from './tournaments';

export interface PlayedHand {
  tableId: string;
  level: number;
  /** The stakes the engine dealt with. */
  bigBet: number;
}

/** Random legal actions until the hand is over; amounts anywhere in the allowed range. */
function playOut(state: HandState, rng: Rng): HandState {
  let current = state;
  while (current.phase !== 'over') {
    const seat = seatToAct(current);
    const options = legalActions(current);
    const pick = options[rng.int(options.length)];
    if (seat === null || !pick) throw new Error('engine: nobody to act in a running hand');
    const amount = pick.min === undefined ? undefined : pick.min + rng.int((pick.max ?? pick.min) - pick.min + 1);
    const step = applyAction(current, { seat, kind: pick.kind, amount });
    if (!step.ok) throw new Error(`engine refused a legal action: ${step.error.message}`);
    current = step.state;
  }
  return current;
}

/** Deals and plays one hand at `tableId`; null when the table cannot deal (fewer than two, or a break). */
export async function playOneHand(moduleRef: TestingModule, tournamentId: string, tableId: string, handNo: number, rng: Rng): Promise<PlayedHand | null> {
  const hands = moduleRef.get(TournamentHandsService);
  const ledger = moduleRef.get(LedgerService);
  return moduleRef.get(UnitOfWork).run(async () => {
    const table = await moduleRef.get(TableRepository).lockById(tableId);
    const seats = (await moduleRef.get(TableSeatRepository).listForTable(tableId)).filter((s) => s.stack > 0n);
    const next = await hands.stakesForNextHand(tournamentId);
    if (!table || table.status !== 'open' || seats.length < 2 || !next) return null;
    const started = startHand({ rules: table.rules, stakes: next.stakes, seats: seats.map((s) => ({ seat: s.seat, stack: Number(s.stack) })), rng });
    if (!started.ok) throw new Error(`cannot deal: ${started.error.message}`);
    const result = playOut(started.state, rng).result;
    if (!result) throw new Error('hand over without a result');
    const final = new Map(result.stacks.map((s) => [s.seat, BigInt(s.stack)]));
    const entries = seats.map((s) => ({ accountId: s.stackAccountId, amount: (final.get(s.seat) ?? 0n) - s.stack })).filter((e) => e.amount !== 0n);
    if (entries.length >= 2) await ledger.post({ kind: 'hand-settlement', unit: chipsUnit(tournamentId), reference: `test-hand:${tableId}:${handNo}`, entries }, { idempotencyKey: `test-hand:${tableId}:${handNo}` });
    const handId = `00000000-0000-4000-8000-${String(handNo).padStart(12, '0')}`;
    await hands.handFinished({ tournamentId, tableId, handId, seats: seats.map((s) => ({ seat: s.seat, playerId: s.playerId, startingStack: s.stack, finalStack: final.get(s.seat) ?? 0n })) });
    return { tableId, level: next.level, bigBet: next.stakes.bigBet };
  });
}

/** A player alone at a table moves to the shortest other open table; the empty table closes. */
export async function gatherLonePlayers(moduleRef: TestingModule, tournamentId: string): Promise<void> {
  const queries = moduleRef.get(TournamentTableQueries);
  await moduleRef.get(UnitOfWork).run(async () => {
    const t = await moduleRef.get(TournamentsService).get(tournamentId);
    if (t.status === 'finished') return;
    const open = (await queries.listTables(tournamentId)).filter((x) => x.status === 'open');
    const seats = await queries.listSeats(tournamentId);
    for (const table of open) {
      const here = seats.filter((s) => s.tableId === table.id);
      if (here.length > 1 || open.length < 2) continue;
      for (const lone of here) {
        const chips = await moduleRef.get(TournamentLedgerService).playerChips(t, lone.playerId);
        await moduleRef.get(LedgerService).post(
          { kind: 'cash-out', unit: chipsUnit(tournamentId), entries: [{ accountId: lone.stackAccountId, amount: -lone.stack }, { accountId: chips.id, amount: lone.stack }] },
          { idempotencyKey: `table:${table.id}:seating:${lone.seatingId}:cash-out` },
        );
        await moduleRef.get(TableSeatRepository).remove(table.id, lone.seat);
      }
      await moduleRef.get(TableRepository).update(table.id, { status: 'closed', closedAt: new Date() });
      for (const lone of here) await moduleRef.get(TournamentTablesService).seatLate(t, lone.playerId, DIRECTOR);
      return;
    }
  });
}
