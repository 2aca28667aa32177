import { Test, TestingModule } from '@nestjs/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { ConfigModule } from '@app/config';
import { JobsModule } from '@app/jobs';
import { PersistenceModule, TableRepository, TournamentSeat, TournamentTableQueries, UnitOfWork } from '@app/persistence';
import type { Actor } from '@app/room/audit/actor';
import { CashierService } from '@app/room/ledger/cashier.service';
import { LedgerService } from '@app/room/ledger/ledger.service';
import { chipsUnit } from '@app/room/ledger/units';
import { PlayersService } from '@app/room/players/players.service';
import type { CreateTournamentDto } from '@app/room/tournaments/dto/create-tournament.dto';
import { DomainEventPublisher } from '@app/room/events/domain-event-publisher';
import { RoomModule } from '@app/room';
import { testConfig } from './test-config';

export const DIRECTOR: Actor = { keyId: null, role: 'director' };

/** A testing module or a whole app: anything that hands out providers. */
export type ModuleLike = Pick<TestingModule, 'get'>;

/**
 * The tournament services on a real database. `jobs`: the inline driver (undefined) or BullMQ on
 * a Redis prefix; `processing`: whether this module runs the processors (a worker) or only
 * enqueues (an API instance with a separate worker).
 */
export async function tournamentModule(databaseUrl: string, jobs: { redisUrl?: string; prefix?: string; processing?: boolean } = {}): Promise<TestingModule> {
  const processing = jobs.processing ?? true;
  const moduleRef = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(testConfig({ databaseUrl, redisUrl: jobs.redisUrl, prefix: jobs.prefix })),
      PersistenceModule.forRoot({ databaseUrl }),
      JobsModule.forRoot({ redisUrl: jobs.redisUrl, processing, prefix: jobs.prefix ?? 'test' }),
      RoomModule.register({ processors: processing }),
    ],
  }).compile();
  await moduleRef.init();
  return moduleRef;
}

/** A new active player with `bankroll` USD cents. */
export async function fundedPlayer(moduleRef: ModuleLike, bankroll: number): Promise<string> {
  const player = await moduleRef.get(PlayersService).create(DIRECTOR, { screenName: `t-${randomBytes(5).toString('hex')}` });
  if (bankroll > 0)
    await moduleRef.get(CashierService).deposit({ keyId: null, role: 'cashier' }, { playerId: player.id, unit: 'USD', amount: bankroll }, `fund-${player.id}`);
  return player.id;
}

/**
 * A small valid tournament: standard structure, 100 + 10 USD, 1,000 chips. The tables wait 10
 * minutes between hands, so no hand is dealt unless a test deals it (`playOneHand`).
 */
export function tournamentDto(overrides: Partial<CreateTournamentDto> = {}): CreateTournamentDto {
  return {
    name: `Razz ${randomBytes(3).toString('hex')}`,
    structurePreset: 'standard',
    currency: 'USD',
    buyIn: 10_000,
    fee: 1_000,
    startingStack: 1_000,
    maxPlayers: 50,
    handPauseMs: 600_000,
    ...overrides,
  };
}

/** Who loses their whole stack at a table, and who wins it, chosen from the seats as they are under the table's lock. */
export type BustPick = (seatsAtTable: readonly TournamentSeat[]) => { losers: string[]; winner: string };

/**
 * A hand at `tableId` in which every loser loses their whole seat stack to the winner, booked
 * between the seat stacks and published as a finished hand (`hand.finished`), under the table's
 * lock like a real hand's end. The seats are read under that lock too: a balancing run (an
 * after-commit job of the previous bust) locks every table before it moves anyone, so no move can
 * fall between the read and the posting. Returns the losers.
 */
export async function bustHandAt(moduleRef: ModuleLike, tournamentId: string, tableId: string, pick: BustPick, handId = randomUUID()): Promise<string[]> {
  return moduleRef.get(UnitOfWork).run(async () => {
    // As a real hand's end does: the table first (the one lock order: tables, tournament, players).
    const table = await moduleRef.get(TableRepository).lockById(tableId);
    if (!table) throw new Error('test setup: the table is gone');
    const atTable = (await moduleRef.get(TournamentTableQueries).listSeats(tournamentId)).filter((s) => s.tableId === tableId);
    const { losers, winner } = pick(atTable);
    const win = atTable.find((s) => s.playerId === winner);
    const lost = losers.map((id) => atTable.find((s) => s.playerId === id));
    if (!win || lost.some((s) => !s)) throw new Error('test setup: losers and winner must share a table');
    const losing = lost as TournamentSeat[];
    const total = losing.reduce((sum, s) => sum + s.stack, 0n);
    await moduleRef.get(LedgerService).post(
      {
        kind: 'hand-settlement',
        unit: chipsUnit(tournamentId),
        entries: [...losing.map((s) => ({ accountId: s.stackAccountId, amount: -s.stack })), { accountId: win.stackAccountId, amount: total }],
      },
      { idempotencyKey: `test-hand:${handId}` },
    );
    await moduleRef.get(DomainEventPublisher).publish('hand.finished', {
      table,
      handId,
      seats: [
        ...losing.map((s) => ({ seat: s.seat, playerId: s.playerId, startingStack: s.stack, finalStack: 0n })),
        { seat: win.seat, playerId: winner, startingStack: win.stack, finalStack: win.stack + total },
      ],
    });
    return losers;
  });
}

/** `bustHandAt` the winner's table, with these losers (all at that table). */
export async function bustHand(moduleRef: ModuleLike, tournamentId: string, losers: string[], winner: string, handId = randomUUID()): Promise<void> {
  const tableId = (await moduleRef.get(TournamentTableQueries).listSeats(tournamentId)).find((s) => s.playerId === winner)?.tableId;
  if (!tableId) throw new Error('test setup: the winner is not seated');
  await bustHandAt(moduleRef, tournamentId, tableId, () => ({ losers, winner }), handId);
}
