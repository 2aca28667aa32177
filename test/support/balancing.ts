/**
 * Helpers for balancing tests: a running tournament of `players` on a real database, the room by
 * table number, busts at one table (a synthetic finished hand, reported like a real one), and the
 * chips and jobs to check afterwards.
 */
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { LedgerService } from '@app/room/ledger/ledger.service';
import { chipsUnit } from '@app/room/ledger/units';
import type { BalanceReport } from '@app/room/tournaments/balancing/balancing.service';
import type { CreateTournamentDto } from '@app/room/tournaments/dto/create-tournament.dto';
import { EntriesService } from '@app/room/tournaments/entries.service';
import { TournamentsService } from '@app/room/tournaments/tournaments.service';
import { TableLayout, TournamentSeat, TournamentTableQueries } from '@app/persistence';
import { TDA_BALANCING } from '@app/tournament-core';
import { bustHandAt, DIRECTOR, fundedPlayer, ModuleLike, tournamentDto } from './tournaments';

/** A started tournament: `players` funded players registered, seats drawn (⌈n / seatsPerTable⌉ tables). */
export async function runningTournament(moduleRef: ModuleLike, players: number, overrides: Partial<CreateTournamentDto> = {}): Promise<string> {
  const tournaments = moduleRef.get(TournamentsService);
  const t = await tournaments.create(DIRECTOR, tournamentDto({ maxPlayers: 1_000, ...overrides }));
  await tournaments.openRegistration(DIRECTOR, t.id);
  for (let i = 0; i < players; i++) await moduleRef.get(EntriesService).register(DIRECTOR, t.id, await fundedPlayer(moduleRef, 11_000));
  await tournaments.start(DIRECTOR, t.id);
  return t.id;
}

/** The open tables by number. */
export async function room(moduleRef: ModuleLike, tournamentId: string): Promise<TableLayout[]> {
  return (await moduleRef.get(TournamentTableQueries).layout(tournamentId)).filter((t) => t.status === 'open');
}

export async function tableNo(moduleRef: ModuleLike, tournamentId: string, number: number): Promise<TableLayout> {
  const table = (await room(moduleRef, tournamentId)).find((t) => t.number === number);
  if (!table) throw new Error(`test setup: no open table ${number}`);
  return table;
}

/** Players per open table, by number: `{ 1: 7, 2: 8 }`. */
export async function counts(moduleRef: ModuleLike, tournamentId: string): Promise<Record<number, number>> {
  return Object.fromEntries((await room(moduleRef, tournamentId)).map((t) => [t.number, t.seats.length]));
}

/** `losers` players at table `number` lose everything to another player there, in one finished hand. */
export async function bustAt(moduleRef: ModuleLike, tournamentId: string, number: number, losers: number): Promise<string[]> {
  const table = await tableNo(moduleRef, tournamentId, number);
  // Chosen under the table's lock: a balancing run may have moved players since `tableNo` read them.
  return bustHandAt(moduleRef, tournamentId, table.tableId, (seats) => {
    if (seats.length <= losers) throw new Error(`test setup: table ${number} has only ${seats.length} players`);
    return { losers: seats.slice(0, losers).map((s) => s.playerId), winner: (seats[losers] as TournamentSeat).playerId };
  });
}

/** Chips on seats and the chip bank: they must mirror each other exactly. */
export async function chipsInPlay(moduleRef: ModuleLike, tournamentId: string): Promise<{ seated: bigint; bank: bigint }> {
  const seats = await moduleRef.get(TournamentTableQueries).listSeats(tournamentId);
  const bank = await moduleRef
    .get(LedgerService)
    .balanceOf({ kind: 'tournament-chip-bank', unit: chipsUnit(tournamentId), reference: `tournament:${tournamentId}` });
  return { seated: seats.reduce((sum, s) => sum + s.stack, 0n), bank };
}

/** The ids of the `tournaments.balance` jobs waiting on the table-balancing queue (BullMQ, no worker). */
export async function queuedBalanceJobs(redisUrl: string, prefix: string): Promise<string[]> {
  const connection = new IORedis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue('table-balancing', { connection, prefix });
  try {
    return (await queue.getJobs(['waiting', 'delayed', 'active', 'completed'])).map((j) => j.id ?? '').sort();
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

/**
 * A committed plan leaves the tables in play (unlocked, not empty) within TDA_BALANCING.moveAt − 1 of each
 * other, unless a table is waiting for a hand; what is wrong otherwise, or null.
 */
export function balanceProblem(report: Pick<BalanceReport, 'run' | 'waiting' | 'tables'>): string | null {
  if (report.waiting.length > 0) return null;
  const counts = report.tables.filter((x) => !x.locked && x.players > 0).map((x) => x.players);
  if (counts.length < 2 || Math.max(...counts) - Math.min(...counts) < TDA_BALANCING.moveAt) return null;
  return `run ${report.run}: unbalanced ${counts.join('/')}`;
}
