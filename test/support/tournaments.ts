import { Test, TestingModule } from '@nestjs/testing';
import { randomBytes } from 'node:crypto';
import { ConfigModule } from '@app/config';
import { JobsModule } from '@app/jobs';
import { PersistenceModule } from '@app/persistence';
import type { Actor } from '../../apps/api/src/audit/actor';
import { CashierService } from '../../apps/api/src/ledger/cashier.service';
import { LedgerModule } from '../../apps/api/src/ledger/ledger.module';
import { PlayersService } from '../../apps/api/src/players/players.service';
import type { CreateTournamentDto } from '../../apps/api/src/tournaments/dto/create-tournament.dto';
import { TournamentServicesModule } from '../../apps/api/src/tournaments/tournament-services.module';
import { ProcessorsModule } from '../../apps/worker/src/processors/processors.module';
import { testConfig } from './test-config';

export const DIRECTOR: Actor = { keyId: null, role: 'director' };

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
      LedgerModule,
      TournamentServicesModule,
      ...(processing ? [ProcessorsModule] : []),
    ],
  }).compile();
  await moduleRef.init();
  return moduleRef;
}

/** A new active player with `bankroll` USD cents. */
export async function fundedPlayer(moduleRef: TestingModule, bankroll: number): Promise<string> {
  const player = await moduleRef.get(PlayersService).create(DIRECTOR, { screenName: `t-${randomBytes(5).toString('hex')}` });
  if (bankroll > 0) await moduleRef.get(CashierService).deposit({ keyId: null, role: 'cashier' }, { playerId: player.id, unit: 'USD', amount: bankroll }, `fund-${player.id}`);
  return player.id;
}

/** A small valid tournament: standard structure, 100 + 10 USD, 1,000 chips. */
export function tournamentDto(overrides: Partial<CreateTournamentDto> = {}): CreateTournamentDto {
  return { name: `Razz ${randomBytes(3).toString('hex')}`, structurePreset: 'standard', currency: 'USD', buyIn: 10_000, fee: 1_000, startingStack: 1_000, maxPlayers: 50, ...overrides };
}
