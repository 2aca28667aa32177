import type { AppConfig } from '@app/config';
import { PlayerRepository, TableRepository, UniqueViolationError, UnitOfWork } from '@app/persistence';
import type { AuditService } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import type { TableEffectsService } from '../hands/table-effects.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { SeatingService } from '../tables/seating.service';
import { TableBotsService } from './table-bots.service';

const TABLE = { id: 't1', kind: 'cash', cashGameId: null, dealing: 'engine', unit: 'PLAY', minBuyIn: null, maxBuyIn: null };
const DIRECTOR = { keyId: 'k', role: 'director', playerId: null } as unknown as Principal;
/** Seating is past what these tests look at: it stops the use case once the player is written. */
const STOP = new Error('seated');

/** A room where `taken` names exist (ignoring case); the first default name the service comes up with is taken too. */
function room(taken: string[], takeFirstDefault: boolean) {
  const names = new Set(taken.map((n) => n.toLowerCase()));
  let seen = false;
  const see = (name: string) => {
    if (!seen && takeFirstDefault && name.startsWith('Bot ')) names.add(name.toLowerCase());
    seen = true;
  };
  const players = {
    list: jest.fn(async ({ search }: { search: string }) => {
      see(search);
      return { items: names.has(search.toLowerCase()) ? [{ screenName: search.toUpperCase() }] : [], next: null };
    }),
    create: jest.fn(async ({ screenName }: { screenName: string }) => {
      see(screenName);
      if (names.has(screenName.toLowerCase())) throw new UniqueViolationError('player', 'screenName');
      return { id: 'bot-1', screenName };
    }),
  };
  const service = new TableBotsService(
    { run: (work: () => Promise<unknown>) => work() } as unknown as UnitOfWork,
    { lockById: jest.fn(async () => TABLE) } as unknown as TableRepository,
    players as unknown as PlayerRepository,
    { ensureAccount: jest.fn(async () => ({ id: 'cage' })) } as unknown as LedgerService,
    { seatInUnitOfWork: jest.fn(async () => Promise.reject(STOP)) } as unknown as SeatingService,
    {} as TableEffectsService,
    {} as AuditService,
    { bots: { atMoneyTables: false } } as AppConfig,
  );
  return { service, players };
}

describe('TableBotsService: the default screen name', () => {
  it('a default name already taken is tried again with a fresh 6-hex suffix, looked up before the player is written (never a unique violation in the transaction)', async () => {
    const { service, players } = room([], true);
    await expect(service.seat(DIRECTOR, TABLE.id, { seat: 1, strategy: 'tips', chips: 500 })).rejects.toBe(STOP);
    expect(players.create).toHaveBeenCalledTimes(1);
    const [{ screenName }] = players.create.mock.calls[0] as [{ screenName: string }];
    expect(screenName).toMatch(/^Bot tips [0-9a-f]{6}$/);
    expect(players.list.mock.calls.map(([q]) => q.search)).toEqual([expect.stringMatching(/^Bot tips [0-9a-f]{6}$/), screenName]);
    expect(players.list.mock.calls[0]?.[0].search).not.toBe(screenName);
  });

  it('a screenName given and taken is SCREEN_NAME_TAKEN, not renamed', async () => {
    const { service, players } = room(['Robo'], false);
    await expect(service.seat(DIRECTOR, TABLE.id, { seat: 1, strategy: 'tips', chips: 500, screenName: 'robo' })).rejects.toMatchObject({
      code: 'SCREEN_NAME_TAKEN',
    });
    expect(players.create).toHaveBeenCalledTimes(1);
  });
});
